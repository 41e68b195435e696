import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { OPENCHEMLIB, published, SET_ART, sharedOpenChemLib, withoutArt, type EditorArt } from '../../scripts/vite/plugins/shared-openchemlib.ts';
import { hook } from './hooks.ts';

const config = { base: '/', root: process.cwd() };
const source = readFileSync('node_modules/openchemlib/dist/openchemlib.js', 'utf8');
const files = published(source);

const picture = '%5968%UDy0'.repeat(2_500);
const cursors = Object.fromEntries(['chain', 'hand', 'lasso', 'zoom'].map((name) => [`${name}.png`, `url(data:image/png;base64,${name})`]));
/** A library in the shape of OpenChemLib's build: a cursor table built at start, a picture decoded when drawn. */
const library = `var table=${JSON.stringify(cursors)};var small=decode(ctx,2,2,"%12%");function toolbar(){return decode(ctx,168,1428,\`${picture}\`)}export{table,toolbar};`;

/** The module's code run as a function: its exports (and the export the split adds) returned. */
function run(code: string): { table: Record<string, string>; toolbar: () => string; setEditorArt: (art: EditorArt) => void } {
  const body = code.replace(/export\s*\{[^}]*\};?/, '').replace(`export function ${SET_ART}`, `function ${SET_ART}`);
  return new Function(`const ctx={};const decode=(c,w,h,s)=>s;${body};return {table,toolbar,${SET_ART}:typeof ${SET_ART}==='function'?${SET_ART}:undefined};`)() as ReturnType<typeof run>;
}

describe('shared-openchemlib (scripts/vite/plugins)', () => {
  it("takes the editor's art out of the library, and the art put back draws as before", () => {
    const split = withoutArt(library);
    expect(split.art).toEqual({ toolbar: [picture], cursors });
    expect(split.code).not.toContain(picture.slice(0, 40));
    expect(split.code).not.toContain('url(data:image/png');
    // a short string handed to the decoder stays
    expect(split.code).toContain('"%12%"');
    const before = run(library);
    const after = run(split.code);
    expect(after.toolbar()).toBeUndefined();
    after.setEditorArt(split.art);
    // the table built at start is the one filled: code that kept it finds the cursors
    expect(after.table).toEqual(before.table);
    expect(after.toolbar()).toBe(before.toolbar());
  });

  it('stops the build when an update of OpenChemLib moves the art', () => {
    expect(() => withoutArt('var table={};function toolbar(){return 1}')).toThrow(/art was not found/);
    expect(() => withoutArt(library.replace('168,1428', 'w,h'))).toThrow(/art was not found/);
    // a picture decoded when the module starts would be read before the art is put back
    expect(() => withoutArt(`${library}var now=decode(ctx,168,1428,"${picture}");`)).toThrow(/decoded when the module starts/);
    // a table that is no variable's own (spread, passed) would not be the object the art fills
    expect(() => withoutArt(library.replace('var table=', 'var table=Object.assign({},').replace(';var small', ');var small'))).toThrow(/not a variable of its own/);
    expect(() => withoutArt(`${library}var setEditorArt=1;`)).toThrow(/already uses the name/);
  });

  it('publishes the package minified, without its art, named by hashes of what is served, with the exports the shop imports', () => {
    expect(files.library.fileName).toMatch(/^assets\/openchemlib-[\w-]{8}\.js$/);
    expect(files.art.fileName).toMatch(/^assets\/openchemlib-art-[\w-]{8}\.js$/);
    expect(published(`${source}\n;`).library.fileName).toBe(files.library.fileName);
    expect(files.library.code.length).toBeLessThan(source.length);
    expect(files.library.code).not.toContain('url(data:image/png');
    const art = JSON.parse(files.art.code.replace(/^export default /, '').replace(/;\s*$/, '')) as EditorArt;
    expect(art.toolbar).toHaveLength(2);
    expect(Object.keys(art.cursors).length).toBeGreaterThanOrEqual(10);
    const exported = /export\s*\{([^}]*)\}\s*;?\s*export function (\w+)/.exec(files.library.code);
    for (const name of ['Molecule', 'SSSearcherWithIndex', 'CanvasEditor']) expect(exported?.[1]).toMatch(new RegExp(`\\b${name}\\b`));
    expect(exported?.[2]).toBe(SET_ART);
  });

  it('gives the page the library with its art and the worker the library alone, both outside the bundle', () => {
    const page = sharedOpenChemLib({ build: 'page' });
    const worker = sharedOpenChemLib({ build: 'worker' });
    hook(page, 'configResolved')(config);
    hook(worker, 'configResolved')({ ...config });
    const libraryUrl = `/${files.library.fileName}`;
    const artUrl = `/${files.art.fileName}`;
    expect(hook(worker, 'resolveId')(OPENCHEMLIB)).toEqual({ id: libraryUrl, external: true });
    const editor = hook(page, 'resolveId')(OPENCHEMLIB) as string;
    const code = hook(page, 'load')(editor) as string;
    expect(code).toContain(`import { ${SET_ART} } from "${libraryUrl}"`);
    expect(code).toContain(`import art from "${artUrl}"`);
    expect(code).toContain(`${SET_ART}(art);`);
    expect(code).toContain(`export * from "${libraryUrl}"`);
    for (const url of [libraryUrl, artUrl]) expect(hook(page, 'resolveId')(url)).toEqual({ id: url, external: true });
    expect(code).toContain(`export { default } from "${libraryUrl}"`);
    expect(hook(page, 'resolveId')('openchemlib/debug')).toBeUndefined();
    expect(hook(page, 'load')('/src/main.tsx')).toBeUndefined();
    // the hooks' filters keep every other module off the plugin's JS hooks
    const resolveFilter = (page.resolveId as unknown as { filter: { id: RegExp } }).filter.id;
    const loadFilter = (page.load as unknown as { filter: { id: RegExp } }).filter.id;
    for (const id of [OPENCHEMLIB, libraryUrl, artUrl, `https://cdn.example.cn/shop/${files.art.fileName}`]) expect(resolveFilter.test(id), id).toBe(true);
    for (const id of ['react', 'openchemlib/debug', '/src/features/structure/model/worker.ts']) expect(resolveFilter.test(id), id).toBe(false);
    expect(loadFilter.test(editor)).toBe(true);
    expect(loadFilter.test('/src/main.tsx')).toBe(false);
    const shop = sharedOpenChemLib({ build: 'worker' });
    hook(shop, 'configResolved')({ ...config, base: '/shop/' });
    expect(hook(shop, 'resolveId')(OPENCHEMLIB)).toEqual({ id: `/shop/${files.library.fileName}`, external: true });
    const cdn = sharedOpenChemLib({ build: 'worker' });
    hook(cdn, 'configResolved')({ ...config, base: 'https://cdn.example.cn/shop/' });
    expect(hook(cdn, 'resolveId')(OPENCHEMLIB)).toEqual({ id: `https://cdn.example.cn/shop/${files.library.fileName}`, external: true });
    expect(() => hook(sharedOpenChemLib({ build: 'page' }), 'configResolved')({ ...config, base: './' })).toThrow(/from the root or a full URL/);
  });

  it("writes both files in the page's build only", () => {
    const emitted: unknown[] = [];
    const context = { emitFile: vi.fn((file: unknown) => emitted.push(file)) };
    const page = sharedOpenChemLib({ build: 'page' });
    const worker = sharedOpenChemLib({ build: 'worker' });
    for (const plugin of [page, worker]) hook(plugin, 'configResolved')(config);
    hook(worker, 'generateBundle', context)();
    expect(emitted).toEqual([]);
    hook(page, 'generateBundle', context)();
    expect(emitted).toEqual([files.library, files.art].map(({ fileName, code }) => ({ type: 'asset', fileName, source: code })));
  });
});
