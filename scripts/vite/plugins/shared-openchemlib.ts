/**
 * `shared-openchemlib`: OpenChemLib ships once, as a module of its own that the structure editor (on the page) and
 * the structure worker both import. Vite builds a worker apart from the page, so each had its own copy: a member who
 * opened /structure-search fetched and compiled both. The editor's art (its toolbar pictures and mouse cursors, which
 * the worker never draws) is a module of its own too, loaded with the editor only.
 * Buys: /structure-search 779 → 449 KiB gzip (one OpenChemLib: 330.5 KiB); then the art apart (38.5 KiB):
 * OpenChemLib 292.5 KiB (issue 44's goal: 300), 38 KiB less for the search alone, as on a phone (`npm run size`).
 * The second import is answered from the HTTP cache (tests/e2e/structure-search.spec.ts counts the fetches).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { minifySync, parseSync, type Plugin } from 'vite';

export const OPENCHEMLIB = 'openchemlib';
/** What the page imports for the editor: OpenChemLib with its art put back (the worker imports the library alone). */
const EDITOR = '\0openchemlib-editor';
/** The published library's holder of the art, and the export that fills it. */
const HOLDER = '__oclEditorArt';
export const SET_ART = 'setEditorArt';

/** The art a published OpenChemLib leaves out: the toolbar's pictures (encoded strings) and the cursor table. */
export interface EditorArt {
  toolbar: string[];
  cursors: Record<string, string>;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => boolean | void) {
  if (visit(node) === false) return;
  for (const value of Object.values(node)) {
    for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) walk(item, visit);
  }
}

/** A string literal's value, quoted or a template without expressions; undefined for anything else. */
function stringOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string | null } }[] | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0 && quasis?.length === 1) return quasis[0]!.value.cooked ?? undefined;
  return undefined;
}

const isNumber = (node: unknown) => isNode(node) && node.type === 'Literal' && typeof node.value === 'number';

/**
 * The library without its art. A toolbar picture is a long string handed with its width and height to the picture
 * decoder (`decode(context, 168, 1428, "%5968%…")`), read when the toolbar is drawn; the cursors are one object of
 * `data:image/png` URLs, built when the module starts, read when a cursor is set: it is replaced by an object the
 * art fills later. An update of OpenChemLib that moves either stops the build here.
 */
export function withoutArt(code: string): { code: string; art: EditorArt } {
  if (code.includes(HOLDER)) throw new Error(`shared-openchemlib: OpenChemLib already uses the name ${HOLDER}`);
  const { program, errors } = parseSync('openchemlib.js', code);
  if (errors.length > 0) throw new Error(`shared-openchemlib: OpenChemLib does not parse: ${errors[0]!.message}`);
  const cuts: { start: number; end: number; by: string }[] = [];
  const art: EditorArt = { toolbar: [], cursors: {} };
  walk(program as unknown as Node, (node) => {
    if (node.type === 'CallExpression') {
      const args = node.arguments as unknown[];
      const picture = args.length === 4 && isNumber(args[1]) && isNumber(args[2]) ? stringOf(args[3]) : undefined;
      if (picture !== undefined && picture.length >= 20_000) {
        const at = args[3] as Node;
        cuts.push({ start: at.start, end: at.end, by: `${HOLDER}.toolbar[${art.toolbar.length}]` });
        art.toolbar.push(picture);
      }
    }
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      const entries = properties.map((p) => [p.type === 'Property' ? stringOf(p.key) : undefined, stringOf(p.value)] as const);
      if (entries.length >= 4 && entries.every(([key, value]) => key !== undefined && value?.startsWith('url(data:image/'))) {
        if (Object.keys(art.cursors).length > 0) throw new Error('shared-openchemlib: OpenChemLib has two cursor tables');
        art.cursors = Object.fromEntries(entries) as Record<string, string>;
        cuts.push({ start: node.start, end: node.end, by: `${HOLDER}.cursors` });
        return false;
      }
    }
  });
  if (art.toolbar.length === 0 || Object.keys(art.cursors).length === 0) {
    throw new Error(`shared-openchemlib: the editor's art was not found (${art.toolbar.length} toolbar pictures, ${Object.keys(art.cursors).length} cursors): did an update of OpenChemLib move it?`);
  }
  let out = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + cut.by + out.slice(cut.end);
  out = `var ${HOLDER}={toolbar:[],cursors:{}};${out}\nexport function ${SET_ART}(a){${HOLDER}.toolbar=a.toolbar;Object.assign(${HOLDER}.cursors,a.cursors)}\n`;
  return { code: out, art };
}

const hashed = (name: string, code: string) => `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

/**
 * The files as published: the package's build minified again by the bundler's minifier (2 KiB gzip less than the
 * package's own), its art apart, each named by a hash of what is served, so they are cached as other assets are.
 */
export function published(source: string): { library: { fileName: string; code: string }; art: { fileName: string; code: string } } {
  const result = minifySync('openchemlib.js', source, { module: true });
  if (result.errors.length > 0) throw new Error(`shared-openchemlib: minifying OpenChemLib failed: ${result.errors.map((e) => e.message).join('; ')}`);
  const split = withoutArt(result.code);
  const art = `export default ${JSON.stringify(split.art)};\n`;
  return { library: { fileName: hashed('openchemlib', split.code), code: split.code }, art: { fileName: hashed('openchemlib-art', art), code: art } };
}

const byRoot = new Map<string, ReturnType<typeof published>>();

/**
 * `emit`: true in the page's build, which writes both files and gives the editor the library with its art; the
 * worker's build points at the library alone. URLs are under the site's (absolute) base, so a worker's chunk and a
 * page's import them alike.
 */
export function sharedOpenChemLib({ emit }: { emit: boolean }): Plugin {
  let files: ReturnType<typeof published> | undefined;
  let library = '';
  let art = '';
  return {
    name: 'shared-openchemlib',
    apply: 'build',
    // before Vite's resolver, which would bundle the package
    enforce: 'pre',
    configResolved(config) {
      if (!config.base.startsWith('/')) throw new Error(`shared-openchemlib needs an absolute base, not "${config.base}"`);
      files = byRoot.get(config.root);
      if (!files) byRoot.set(config.root, (files = published(readFileSync(createRequire(`${config.root}/`).resolve(OPENCHEMLIB), 'utf8'))));
      library = `${config.base}${files.library.fileName}`;
      art = `${config.base}${files.art.fileName}`;
    },
    resolveId(id) {
      if (id === OPENCHEMLIB) return emit ? EDITOR : { id: library, external: true };
      if (id === library || id === art) return { id, external: true };
      return undefined;
    },
    load(id) {
      if (id !== EDITOR) return undefined;
      return `import { ${SET_ART} } from ${JSON.stringify(library)};\nimport art from ${JSON.stringify(art)};\n${SET_ART}(art);\nexport * from ${JSON.stringify(library)};\n`;
    },
    generateBundle() {
      if (!emit || !files) return;
      for (const file of [files.library, files.art]) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
    },
  };
}
