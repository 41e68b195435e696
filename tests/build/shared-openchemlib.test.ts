import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { OPENCHEMLIB, published, sharedOpenChemLib } from '../../scripts/vite/plugins/shared-openchemlib.ts';
import { hook } from './hooks.ts';

const config = { base: '/', root: process.cwd() };
const source = readFileSync('node_modules/openchemlib/dist/openchemlib.js', 'utf8');

describe('shared-openchemlib (scripts/vite/plugins)', () => {
  it('publishes the package minified, named by a hash of what is served, with the exports the shop imports', () => {
    const file = published(source);
    expect(file.fileName).toMatch(/^assets\/openchemlib-[\w-]{8}\.js$/);
    expect(published(source).fileName).toBe(file.fileName);
    expect(published(`${source}\n;`).fileName).toBe(file.fileName);
    expect(file.code.length).toBeLessThan(source.length);
    const exported = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(file.code)?.[1] ?? '';
    for (const name of ['Molecule', 'SSSearcherWithIndex', 'CanvasEditor']) expect(exported).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("points the page's and the worker's builds at one URL, outside the bundle; other modules are left to Vite", () => {
    const page = sharedOpenChemLib({ emit: true });
    const worker = sharedOpenChemLib({ emit: false });
    hook(page, 'configResolved')(config);
    hook(worker, 'configResolved')({ ...config });
    const resolved = hook(page, 'resolveId')(OPENCHEMLIB);
    expect(resolved).toEqual({ id: `/${published(source).fileName}`, external: true });
    expect(hook(worker, 'resolveId')(OPENCHEMLIB)).toEqual(resolved);
    expect(hook(page, 'resolveId')('openchemlib/debug')).toBeUndefined();
    expect(hook(page, 'resolveId')('react')).toBeUndefined();
    const shop = sharedOpenChemLib({ emit: true });
    hook(shop, 'configResolved')({ ...config, base: '/shop/' });
    expect(hook(shop, 'resolveId')(OPENCHEMLIB)).toMatchObject({ id: `/shop/${published(source).fileName}` });
    expect(() => hook(sharedOpenChemLib({ emit: true }), 'configResolved')({ ...config, base: './' })).toThrow(/absolute base/);
  });

  it("writes the file in the page's build only", () => {
    const emitted: unknown[] = [];
    const context = { emitFile: vi.fn((file: unknown) => emitted.push(file)) };
    const page = sharedOpenChemLib({ emit: true });
    const worker = sharedOpenChemLib({ emit: false });
    for (const plugin of [page, worker]) hook(plugin, 'configResolved')(config);
    hook(worker, 'generateBundle', context)();
    expect(emitted).toEqual([]);
    hook(page, 'generateBundle', context)();
    expect(emitted).toEqual([{ type: 'asset', fileName: published(source).fileName, source: published(source).code }]);
  });
});
