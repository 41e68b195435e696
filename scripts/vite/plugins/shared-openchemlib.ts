/**
 * `shared-openchemlib`: OpenChemLib ships once, as a module of its own that the structure editor (on the page) and
 * the structure worker both import; Vite builds a worker apart from the page, so each had its own copy. The editor's
 * art (its toolbar pictures and mouse cursors, which the worker never draws) is a module of its own, loaded with the
 * editor only.
 * Buys (`npm run size`): /structure-search with the editor, as on a wide screen, 779 → 449 KiB gzip (both copies
 * were fetched and compiled); the search alone, as on a phone, 39 KiB less (the art, and the package minified again);
 * OpenChemLib 292.5 KiB gzip, under issue 44's 300. The second import is answered from the HTTP cache
 * (tests/e2e/structure-search.spec.ts counts the fetches).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { minifySync, parseSync, type Plugin } from 'vite';
import { isNode, splice, walk, type EsNode as Node } from '../estree.ts';

export const OPENCHEMLIB = 'openchemlib';
/** What the page imports for the editor: OpenChemLib with its art put back (the worker imports the library alone). */
const EDITOR = '\0openchemlib-editor';
/** The published library's holder of the art, and the export that fills it. */
const HOLDER = '__oclEditorArt';
export const SET_ART = 'setEditorArt';
/** The ids this plugin answers (hook filters: other modules never reach its JS hooks). */
const OWN_IDS = /^openchemlib$|\/assets\/openchemlib(-art)?-[\w-]+\.js$/;

/** The art a published OpenChemLib leaves out: the toolbar's pictures (encoded strings) and the cursor table. */
export interface EditorArt {
  toolbar: string[];
  cursors: Record<string, string>;
}

interface File {
  fileName: string;
  code: string;
}

interface Published {
  library: File;
  art: File;
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
const fail = (message: string): never => {
  throw new Error(`shared-openchemlib: ${message}; an update of OpenChemLib? (scripts/vite/plugins/shared-openchemlib.ts)`);
};

function parsed(code: string) {
  const { program, errors } = parseSync('openchemlib.js', code);
  if (errors.length > 0) fail(`the code does not parse: ${errors[0]!.message}`);
  return program as unknown as Node;
}

/**
 * The library without its art. A toolbar picture is a long string handed with its width and height to the picture
 * decoder (`decode(context, 168, 1428, "%5968%…")`) inside a function, read when the toolbar is drawn. The cursors
 * are one object of `data:image/…` URLs given to a variable when the module starts and read when a cursor is set:
 * it becomes an object the art fills later (the code reads the object it was given). A picture decoded at start, a
 * table that is no variable's own, a name taken or art not found stop the build.
 */
export function withoutArt(code: string): { code: string; art: EditorArt } {
  if (code.includes(HOLDER) || new RegExp(`\\b${SET_ART}\\b`).test(code)) fail(`the library already uses the name ${HOLDER} or ${SET_ART}`);
  const cuts: { start: number; end: number; by: string }[] = [];
  const art: EditorArt = { toolbar: [], cursors: {} };
  walk(parsed(code), (node, parent, inFunction) => {
    if (node.type === 'CallExpression') {
      const args = node.arguments as unknown[];
      const picture = args.length === 4 && isNumber(args[1]) && isNumber(args[2]) ? stringOf(args[3]) : undefined;
      if (picture !== undefined && picture.length >= 20_000) {
        if (!inFunction) fail('a toolbar picture is decoded when the module starts');
        const at = args[3] as Node;
        cuts.push({ start: at.start, end: at.end, by: `${HOLDER}.toolbar[${art.toolbar.length}]` });
        art.toolbar.push(picture);
      }
    }
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      const entries = properties.map((p) => [p.type === 'Property' && !p.computed ? stringOf(p.key) : undefined, stringOf(p.value)] as const);
      if (entries.length >= 4 && entries.every(([key, value]) => key !== undefined && value?.startsWith('url(data:image/'))) {
        if (Object.keys(art.cursors).length > 0) fail('the library has two cursor tables');
        if (parent?.type !== 'VariableDeclarator' || parent.init !== node) fail('the cursor table is not a variable of its own');
        art.cursors = Object.fromEntries(entries) as Record<string, string>;
        cuts.push({ start: node.start, end: node.end, by: `${HOLDER}.cursors` });
        return false;
      }
    }
  });
  if (art.toolbar.length === 0 || Object.keys(art.cursors).length === 0) {
    fail(`the editor's art was not found (${art.toolbar.length} toolbar pictures, ${Object.keys(art.cursors).length} cursors)`);
  }
  const out = `var ${HOLDER}={toolbar:[],cursors:{}};${splice(code, cuts)}\nexport function ${SET_ART}(a){${HOLDER}.toolbar=a.toolbar;Object.assign(${HOLDER}.cursors,a.cursors)}\n`;
  parsed(out);
  return { code: out, art };
}

const hashed = (name: string, code: string) => `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

/**
 * The files as published: the package's build minified again by the bundler's minifier (2 KiB gzip less than the
 * package's own), its art apart, each named by a hash of what is served, so they are cached as other assets are.
 */
export function published(source: string): Published {
  const result = minifySync('openchemlib.js', source, { module: true });
  if (result.errors.length > 0) fail(`minifying failed: ${result.errors.map((e) => e.message).join('; ')}`);
  const split = withoutArt(result.code);
  const art = `export default ${JSON.stringify(split.art)};\n`;
  return { library: { fileName: hashed('openchemlib', split.code), code: split.code }, art: { fileName: hashed('openchemlib-art', art), code: art } };
}

/** One publication per package file read (the page's and the worker's builds share it). */
const byPath = new Map<string, Published>();

/**
 * `build`: the page's writes both files and gives the editor the library with its art put back; the worker's points
 * at the library alone. URLs are under the site's base (a path from the root, or a CDN's full URL: README
 * "Deploying"), so a worker's chunk and a page's import them alike.
 */
export function sharedOpenChemLib({ build }: { build: 'page' | 'worker' }): Plugin {
  let files: Published | undefined;
  let libraryUrl = '';
  let artUrl = '';
  return {
    name: 'shared-openchemlib',
    apply: 'build',
    // before Vite's resolver, which would bundle the package
    enforce: 'pre',
    configResolved(config) {
      if (!/^(\/|[a-z][a-z\d+.-]*:\/\/)/i.test(config.base)) throw new Error(`shared-openchemlib needs a base from the root or a full URL, not "${config.base}"`);
      const path = createRequire(`${config.root}/`).resolve(OPENCHEMLIB);
      files = byPath.get(path);
      if (!files) byPath.set(path, (files = published(readFileSync(path, 'utf8'))));
      libraryUrl = `${config.base}${files.library.fileName}`;
      artUrl = `${config.base}${files.art.fileName}`;
    },
    resolveId: {
      filter: { id: OWN_IDS },
      handler(id) {
        if (id === OPENCHEMLIB) return build === 'page' ? EDITOR : { id: libraryUrl, external: true };
        if (id === libraryUrl || id === artUrl) return { id, external: true };
        return undefined;
      },
    },
    load: {
      filter: { id: /^\0openchemlib-editor$/ },
      handler(id) {
        if (id !== EDITOR) return undefined;
        const library = JSON.stringify(libraryUrl);
        return `import { ${SET_ART} } from ${library};\nimport art from ${JSON.stringify(artUrl)};\n${SET_ART}(art);\nexport * from ${library};\nexport { default } from ${library};\n`;
      },
    },
    generateBundle() {
      if (build !== 'page' || !files) return;
      for (const file of [files.library, files.art]) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
    },
  };
}
