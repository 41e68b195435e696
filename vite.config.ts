/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative, resolve, sep } from 'node:path';
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { EnvError, parseEnv, placeholderWarnings } from './src/shared/config/env-schema.ts';
import { securityHeaders } from './scripts/security-headers.ts';
import { OWN_MODULES } from './tests/own-modules.ts';

/** Without the fake mall, its service worker file is not shipped either. */
function dropMockWorker(drop: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (drop) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * src/app/landing.ts as one self-contained classic script (it must not wait for
 * a shared chunk), with the same aliases and mode as the app. The env module is
 * the app's configuration as already checked (no validation code shipped twice);
 * the UI libraries are kept out: the script must not use them.
 */
async function buildLandingScript(config: ResolvedConfig, landing: { base: string; table: (readonly [string, readonly string[]])[] }): Promise<string> {
  const envModule = resolve(config.root, 'src/shared/config/env.ts');
  const parsedEnv = parseEnv(config.env, { production: config.isProduction });
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    envPrefix: config.envPrefix,
    resolve: { alias: config.resolve.alias },
    define: { __LANDING__: JSON.stringify(landing) },
    plugins: [
      {
        name: 'landing-env',
        load: (id) => (id === envModule ? `export const env = ${JSON.stringify(parsedEnv)};` : undefined),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: { entry: resolve(config.root, 'src/app/landing.ts'), formats: ['iife'], name: 'landing', fileName: 'landing' },
      rolldownOptions: { external: [/^(antd|@ant-design\/|react|react-dom|react-router|@tanstack\/|jotai|ky$|dayjs)/] },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('preload-landing: src/app/landing.ts built to nothing');
  if (chunk.imports.length > 0) throw new Error(`preload-landing: src/app/landing.ts must not use ${chunk.imports.join(', ')}`);
  return `// Built from src/app/landing.ts by the preload-landing plugin (vite.config.ts).\n${chunk.code.trim()}\n`;
}

/**
 * The app's configuration as already checked, in a production bundle: src/shared/config/env.ts becomes the parsed
 * values (as the landing script's build does above), so the bundle carries no validation code (about 1.5 KiB of
 * first-load JavaScript). A wrong value has stopped the build by then (defineConfig below). Dev and tests parse at
 * run time as before.
 */
/**
 * exceljs's browser build (loaded only when a statement is exported) is a browserify bundle whose loader asks
 * `"function"==typeof require&&require` for modules it does not hold (it holds them all). Left as it is, the bundler
 * answers that `require` with a shim in the runtime chunk, which every first load fetches (+0.2 KiB gzip); the
 * bundle never has an outer `require` in a browser, so the question is answered `false` here.
 */
function excelWithoutRequire(): Plugin {
  const ASK = '"function"==typeof require&&require';
  return {
    name: 'exceljs-without-require',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]exceljs[\\/]dist[\\/]exceljs(\.min)?\.js$/.test(id) || !code.includes(ASK)) return undefined;
      return { code: code.replaceAll(ASK, '!1'), map: null };
    },
  };
}

function checkedEnv(): Plugin {
  let envModule = '';
  let parsed: unknown = null;
  return {
    name: 'checked-env',
    apply: 'build',
    configResolved(config) {
      envModule = resolve(config.root, 'src/shared/config/env.ts');
      parsed = parseEnv(config.env, { production: config.isProduction });
    },
    load: (id) => (id === envModule ? `export const env = ${JSON.stringify(parsed)};` : undefined),
  };
}

/**
 * Nothing of a landing page waits to be discovered (docs/performance.md):
 * src/app/landing.ts, a small script inline in index.html (the CSP names its
 * hash, scripts/security-headers.ts) that runs first, announces the page chunk
 * of the landing routes size-budget.json watches (and antd's scope for a page
 * that uses it) in parallel with the entry instead of after it has run, and
 * starts the catalogue's first calls. The login page is part of the entry
 * (src/app/router.tsx); any other route's page starts downloading as main.tsx
 * starts (preloadRoute in src/app/router.tsx). The stylesheet is one file
 * (`cssCodeSplit: false`), linked by index.html.
 */
function preloadLanding(): Plugin {
  const SCOPE = 'src/shared/ui/antd-scope.tsx';
  const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')) as { routes: Record<string, { page: string; antdFree?: boolean }> };
  let base = '/';
  let config: ResolvedConfig;
  let script = '';
  return {
    name: 'preload-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      base = resolved.base;
    },
    generateBundle: {
      // before Vite writes index.html (its own generateBundle), which then carries the script (below)
      order: 'pre',
      async handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) walk(imported, into);
        };
        const entryFiles = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, entryFiles);
        const filesOf = (page: string) => {
          // a page in a codeSplitting group (below) has no chunk of its own: its group's chunk holds it
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(page)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(page)));
          if (!chunk) return [];
          const files = new Set<string>();
          walk(chunk.fileName, files);
          return [...files].filter((file) => !entryFiles.has(file));
        };
        const table = Object.entries(budget.routes)
          .map(([route, { page, antdFree }]) => {
            const pattern = `^${route.replace(/\{[^}]+\}/g, '[^/]+').replace(/\//g, '\\/')}\\/?$`;
            // a page that uses antd loads antd's scope with it (src/app/router.tsx)
            // a page in the entry (login) has no files: the row still tells main.tsx its code is on its way
            return [pattern, [...new Set([...filesOf(page), ...(antdFree ? [] : filesOf(SCOPE))])]] as const;
          });
        script = await buildLandingScript(config, { base, table });
        // inside index.html's <script> element: nothing in it may end the element or open a comment
        if (/<\/script|<!--/i.test(script)) throw new Error('preload-landing: src/app/landing.ts built to text that cannot sit inside <script>');
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // the shop's index.html only (not a bench's page built with this config, scripts/bench/chat.html)
        if (!script || ctx.path !== '/index.html') return html;
        // The mall API on its own origin (a real deployment): the connection is opened while the entry downloads,
        // for the calls (CORS, no credentials) and for the pictures (credentialed) alike.
        const api = parseEnv(config.env, { production: config.isProduction }).apiBaseUrl;
        const apiOrigin = api ? new URL(api).origin : '';
        const preconnect = apiOrigin ? `<link rel="preconnect" href="${apiOrigin}" crossorigin>\n    <link rel="preconnect" href="${apiOrigin}">\n    ` : '';
        // Inline, right after the charset (which must come within the first 1024 bytes) and the viewport (the
        // script reads the width the page will have: two columns on a phone): it runs as the parser reaches it,
        // before the entry's files have arrived, and is no request of its own (an external file took one of
        // HTTP/1.1's six connections and ran only once it had come: its calls and the page's code started a round
        // trip later, docs/performance.md). The CSP allows exactly this text by its hash
        // (scripts/security-headers.ts reads it from the built index.html).
        const head = /<meta charset="UTF-8" \/>\n\s*<meta name="viewport" [^>]*>\n/.exec(html);
        if (!head) throw new Error('preload-landing: index.html must begin its <head> with the charset and the viewport, for the landing script to follow');
        const at = head.index + head[0].length;
        return `${html.slice(0, at)}    ${preconnect}<script>${script}</script>\n${html.slice(at)}`;
      },
    },
  };
}

/**
 * A page inside a codeSplitting group (below) has no chunk of its own, so the manifest has no key for it:
 * dist/.vite/page-chunks.json names the chunk that holds each such page, for `npm run size` (scripts/size.ts).
 */
function pageChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'page-chunks',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    generateBundle(_options, bundle) {
      const pages: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const path = relative(root, id).split(sep).join('/');
          if (/^src\/pages\/.+\/index\.tsx$/.test(path) && chunk.facadeModuleId !== id) pages[path] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/page-chunks.json', source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}

/**
 * antd's stylesheets (scripts/antd-css.ts: the full one and the smaller ones of the landing pages' parts), written
 * to src/shared/ui/generated/antd-<name>.css (not committed) before a build or the dev server starts, and again only
 * when what they are made from changed (each file's first line names it): src/shared/ui/antd-styles.ts links them
 * with `?url` when a part that draws antd first loads. Unit tests get empty files and empty URLs: jsdom loads no
 * stylesheet (nor fires its load event) and antd draws no style there anyway.
 */
function antdCss(): Plugin {
  const DIR = 'src/shared/ui/generated';
  let root = process.cwd();
  const test = Boolean(process.env.VITEST);
  return {
    name: 'antd-css',
    // before Vite's own `?url` handling, for the unit tests' empty URL
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const { SHEET_NAMES } = await import('./scripts/antd-sheets.ts');
      const dir = resolve(root, DIR);
      mkdirSync(dir, { recursive: true });
      const fileOf = (name: string) => resolve(dir, `antd-${name}.css`);
      if (test) {
        for (const name of SHEET_NAMES) if (!existsSync(fileOf(name))) writeFileSync(fileOf(name), '');
        return;
      }
      const { antdCssInputsKey, generateAntdSheets, sheetComponents } = await import('./scripts/antd-css.ts');
      const components = sheetComponents(resolve(root, 'src'));
      const head = `/* antd ${antdCssInputsKey(components)}: generated by scripts/antd-css.ts, do not edit */\n`;
      if (SHEET_NAMES.every((name) => existsSync(fileOf(name)) && readFileSync(fileOf(name), 'utf8').startsWith(head))) return;
      const started = Date.now();
      const sheets = generateAntdSheets(components);
      for (const name of SHEET_NAMES) writeFileSync(fileOf(name), head + sheets[name]);
      const counts = SHEET_NAMES.map((name) => `${name} ${components[name].length}`).join(', ');
      this.info(`antd's stylesheets (components: ${counts}) written in ${Date.now() - started} ms`);
    },
    load(id) {
      if (test && id.includes(`${DIR}/antd-`) && id.endsWith('.css?url')) return 'export default "";';
      return undefined;
    },
  };
}

/**
 * No `<style>` element and no `style` attribute, so the CSP's `style-src` needs no 'unsafe-inline'
 * (scripts/security-headers.ts, docs/performance.md "A style-src without 'unsafe-inline'"):
 *  - `@rc-component/util/es/Dom/dynamicCSS.js` (cssinjs's variables, a dialog's scroll lock, the scrollbar measure)
 *    and the `updateCSS` of `@ant-design/icons/es/cssUtils.js` (the icons' reset) become
 *    src/shared/ui/dynamic-css.ts, which adopts constructable stylesheets;
 *  - TextArea `autoSize` styles its hidden measuring textarea through the CSSOM (`style.cssText`) instead of
 *    `setAttribute('style', …)`.
 * A library update that changes one of these files stops the build here rather than breaking under the CSP.
 * Applied to the build and to the dev server's pre-bundled dependencies alike.
 */
function strictStyles(root: string): Plugin {
  const ours = JSON.stringify(resolve(root, 'src/shared/ui/dynamic-css.ts'));
  const DYNAMIC_CSS = /[\\/]@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS\.js$/;
  const ICONS_CSS = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]cssUtils\.js$/;
  const AUTOSIZE = /[\\/]@rc-component[\\/]input[\\/]es[\\/]calculateNodeHeight\.js$/;
  const replace = (code: string, id: string, from: string, to: string) => {
    if (!code.includes(from)) throw new Error(`strict-styles: ${id} no longer has ${JSON.stringify(from)} (vite.config.ts)`);
    return code.replace(from, to);
  };
  return {
    name: 'strict-styles',
    transform(code, id) {
      if (DYNAMIC_CSS.test(id)) {
        // what the libraries import of it (@rc-component/util's index re-exports these three); its
        // clearContainerCache has no importer
        return { code: `export { injectCSS, removeCSS, updateCSS } from ${ours};`, map: null };
      }
      if (ICONS_CSS.test(id)) {
        const renamed = replace(code, id, 'export function updateCSS(', 'function runtimeUpdateCSS(');
        return { code: `${renamed}\nexport { updateCSS } from ${ours};\n`, map: null };
      }
      if (AUTOSIZE.test(id)) {
        return { code: replace(code, id, "hiddenTextarea.setAttribute('style', ", "Reflect.set(hiddenTextarea.style, 'cssText', "), map: null };
      }
      return undefined;
    },
  };
}

/**
 * A lazy import's script preloads appended a slice at a time. Vite's preload helper appends one
 * `<link rel="modulepreload">` per chunk the import needs, all in the task that starts the import: some 50 for the
 * list's sort and pager (antd's parts), 166 ms of one task on a slow phone (4× CPU), the longest task of `/product`
 * after its first paint (docs/performance.md). Here the script links (not the stylesheets, which the import waits
 * for) are appended in slices of at most 8 ms, each in a task of its own; the import starts at once, and what it
 * needs before its link is in, the browser fetches as it reads the chunk. Build only (the dev server preloads
 * nothing); a Vite whose helper no longer has the line stops the build.
 */
function slicedPreloads(): Plugin {
  const APPEND = 'document.head.appendChild(link);';
  const SLICED = `
const preloadsLater = [];
function appendPreloadLater(link) {
  preloadsLater.push(link);
  if (preloadsLater.length === 1) setTimeout(appendPreloadSlice, 0);
}
function appendPreloadSlice() {
  const end = performance.now() + 8;
  while (preloadsLater.length > 0 && performance.now() < end) document.head.appendChild(preloadsLater.shift());
  if (preloadsLater.length > 0) setTimeout(appendPreloadSlice, 0);
}
`;
  return {
    name: 'sliced-preloads',
    apply: 'build',
    transform(code, id) {
      if (id !== '\0vite/preload-helper.js') return undefined;
      if (!code.includes(APPEND)) throw new Error(`sliced-preloads: Vite's preload helper no longer has ${JSON.stringify(APPEND)} (vite.config.ts)`);
      return { code: SLICED + code.replace(APPEND, 'if (isCss) document.head.appendChild(link); else appendPreloadLater(link);'), map: null };
    },
  };
}

/**
 * antd's style generators left out of the bundle. With `theme.zeroRuntime` (src/shared/ui/antd-theme.ts) a
 * component's style hook returns before it would call the function that writes its CSS (`genComponentStyleHook`
 * in @ant-design/cssinjs-utils): that CSS is the build's stylesheet (scripts/antd-css.ts, which runs antd in Node,
 * untouched by this). So in each `genStyleHooks` / `genSubStyleComponent` / `genComponentStyleHook` call of antd's
 * modules the generator becomes `() => []`, and the bundler drops the code only it reached: about a third of
 * antd's code, fetched by every page that draws antd (docs/performance.md "antd without its style runtime").
 * The component tokens (the third argument) stay: antd still computes its CSS variables at runtime.
 * A call of another shape, or none where one was, stops the build rather than leaving the code in unnoticed.
 */
function antdWithoutStyleCode(): Plugin {
  const ANTD = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;
  const HOOKS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
  const CALL = /\b(genStyleHooks|genSubStyleComponent|genComponentStyleHook)\(/;
  interface Node {
    type: string;
    start: number;
    end: number;
    [key: string]: unknown;
  }
  const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  return {
    name: 'antd-without-style-code',
    apply: 'build',
    transform(code, id) {
      if (!ANTD.test(id) || !CALL.test(code) || /[\\/]theme[\\/]/.test(id)) return undefined;
      const edits: { start: number; end: number }[] = [];
      const visit = (node: Node) => {
        if (node.type === 'CallExpression') {
          const callee = node.callee as Node & { name?: string };
          const args = node.arguments as Node[];
          if (callee.type === 'Identifier' && HOOKS.has(callee.name ?? '')) {
            const [name, generator] = args;
            if (!name || !generator || !['Literal', 'ArrayExpression'].includes(name.type)) {
              throw new Error(`antd-without-style-code: ${id} calls ${callee.name ?? ''} in a way not known (vite.config.ts)`);
            }
            const text = code.slice(generator.start, generator.end);
            const after = /^\s*[,)]/.test(code.slice(generator.end));
            const known =
              after &&
              (generator.type === 'Identifier'
                ? text === (generator as Node & { name?: string }).name
                : (generator.type === 'ArrowFunctionExpression' && /^(\(|[\w$]+\s*=>)/.test(text)) ||
                  (generator.type === 'FunctionExpression' && text.startsWith('function')));
            if (!known) throw new Error(`antd-without-style-code: ${id}'s style generator is not where the parser says (vite.config.ts)`);
            edits.push({ start: generator.start, end: generator.end });
          }
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.filter(isNode).forEach(visit);
          else if (isNode(value)) visit(value);
        }
      };
      visit(this.parse(code) as unknown as Node);
      if (edits.length === 0) throw new Error(`antd-without-style-code: ${id} names a style hook but calls none (vite.config.ts)`);
      let out = code;
      for (const { start, end } of edits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}() => []${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}

/** `vite preview` (so `npm run preview:mock`) answers with the shop's CSP and security headers (README "Deploying"). */
function previewSecurityHeaders(raw: Record<string, string>): Plugin {
  let base = '/';
  let index = '';
  return {
    name: 'preview-security-headers',
    configResolved(config) {
      base = config.base;
      index = resolve(config.root, config.build.outDir, 'index.html');
    },
    configurePreviewServer(server) {
      // the served build's index.html: the CSP names its landing script's hash
      const headers = securityHeaders(raw, base, existsSync(index) ? readFileSync(index, 'utf8') : '');
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}

const TEST_EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

/** The files of the entry's static graph (index.html loads them): see modulePreload below. */
const ENTRY_FILE = /^assets\/(index|rolldown-runtime)-[\w-]{7}\.js$/;
/**
 * Under CI (CI=true) the test files and the tests in each run in a random order, so an order dependence shows
 * before it lands; the seed is printed, and SHUFFLE_SEED repeats an order: `SHUFFLE_SEED=<seed> npm test`.
 */
function testOrder() {
  if (process.env.CI !== 'true' && !process.env.SHUFFLE_SEED) return undefined;
  const seed = Number(process.env.SHUFFLE_SEED) || Date.now() % 1_000_000;
  console.info(`\nvitest: files and tests shuffled, seed ${seed} (SHUFFLE_SEED=${seed} npm test repeats this order)\n`);
  return { shuffle: true, seed };
}

/**
 * react-router 7's package exports resolve to its development build in every mode (remix-run/react-router#12532,
 * #14102): dev-only warnings and checks ride in the shipped bundle. A build takes its production build instead,
 * the same code without them.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** The chunks that keep their names in dist/assets: the codeSplitting groups below (and rolldown's runtime). */
const NAMED_CHUNKS = new Set(['page-kit', 'approvals', 'catalogue', 'rolldown-runtime']);

export default defineConfig(({ command, mode }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  // Validate the configuration before anything starts: a wrong value stops
  // `npm run dev` / `npm run build` with a message naming the variable. A
  // production build also insists on https/wss (src/shared/config/env-schema.ts).
  const production = command === 'build' && mode === 'production';
  try {
    const parsed = parseEnv(raw, { production });
    if (production) {
      const warnings = placeholderWarnings(parsed);
      if (warnings.length > 0) {
        const line = '!'.repeat(72);
        console.warn(`\n${line}\n警告：生产构建仍在使用占位配置，这个包连不上真正的商城：\n${warnings.map((w) => `  - ${w}`).join('\n')}\n${line}\n`);
      }
    }
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n（检查 .env.${mode} 或同名环境变量）\n`);
      process.exit(1);
    }
    throw error;
  }

  return {
    plugins: [antdCss(), strictStyles(process.cwd()), antdWithoutStyleCode(), slicedPreloads(), react(), checkedEnv(), excelWithoutRequire(), dropMockWorker(raw.VITE_API_MOCK !== 'true'), preloadLanding(), pageChunks(), previewSecurityHeaders(raw)],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    build: {
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      // One stylesheet for the whole shop (about 12 KiB gzip): one request instead of three or four on every
      // first load, each taking one of HTTP/1.1's six connections before the scripts (docs/performance.md),
      // and no stylesheet to wait for when a lazy page opens.
      cssCodeSplit: false,
      // A lazy chunk's preload list leaves out the entry's own files (the entry, the libraries, the shared code,
      // the runtime): they have run before any lazy import can start, so naming them again in each of some fifty
      // lists only made the entry, which every first load fetches, larger.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_FILE.test(dep)) : deps),
      },
      rolldownOptions: {
        output: {
          // Seven hash characters, not eight (rolldown's minimum for this many chunks): every lazy chunk's file
          // name sits in the entry's preload map (some 170 names), and the hash is the part gzip cannot shrink.
          // For the same reason the chunks rolldown names after a module (a page, an antd component, a hook) are
          // `c-<hash>`: their names cost about 0.8 KiB gzip of every first load and tell a browser nothing. The
          // entries and the groups below keep their names (`npm run size` and the e2e tests find them by name;
          // any chunk's source is in dist/.vite/manifest.json).
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/c-[hash:7].js'),
          codeSplitting: {
            // Everything the entry runs (the libraries, the shell, the shared code: rolldown's `$initial` modules, only
            // those) is one file, the entry itself, as the baseline's one script: on a phone over HTTP/1.1 each file of
            // the first load is one more connection sharing the bandwidth (the libraries and the shared code were two
            // chunks beside the entry; one file took a step off Lighthouse's simulated LCP, docs/performance.md).
            // rolldown keeps its runtime (0.7 KiB) a file of its own. antd and the pages keep their own chunks.
            groups: [
              { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false },
              // Small modules of the member and order pages only, one chunk each instead of two: every chunk's name
              // sits in the entry's preload map, so a name fewer is a few bytes fewer in every first load.
              {
                name: 'page-kit',
                includeDependenciesRecursively: false,
                test: /src[\\/]shared[\\/]ui[\\/](page-dialog\.tsx|chunk-styles\.ts)$/,
              },
              {
                name: 'approvals',
                includeDependenciesRecursively: false,
                test: /src[\\/]features[\\/]orders[\\/](components[\\/]approvals-entry\.tsx|api[\\/]approvals\.ts)$/,
              },
              // A card's and the product page's hazard marks (docs/api.md §20): one file, fetched only for a material with a
              // hazard (features/catalogue/components/lazy-hazard.tsx), rather than the marks and the tags they draw apart.
              {
                name: 'hazard',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/]catalogue[\\/]components[\\/]hazard-marks\.tsx|entities[\\/]material[\\/](ui[\\/](hazard-tags|ghs-pictogram)\.tsx|model[\\/]hazard\.ts))$/,
              },
              // A landing page with the modules only it and its kin draw, one file instead of two or three: the home
              // page with its brand strip and label directory (the label list reads the latter from it), /product with
              // the list it shares with a brand's and a label's page (they read it from /product's file).
              {
                name: 'home',
                includeDependenciesRecursively: false,
                test: /src[\\/](pages[\\/]home[\\/](index\.tsx|home\.module\.css)|features[\\/]catalogue[\\/]components[\\/](brand-strip|label-directory|inline-error)\.tsx)$/,
              },
              {
                name: 'browser',
                includeDependenciesRecursively: false,
                test: /src[\\/](pages[\\/]product-list[\\/]index\.tsx|entities[\\/]material[\\/]model[\\/]control-options\.ts|features[\\/]catalogue[\\/](model[\\/](use-list-state|pager)\.ts|components[\\/](list-controls|search-box|material-browser)\.tsx))$/,
              },
              // What the catalogue's first screens (home, /product, a detail) share, with the shipping conditions and
              // the lite controls' icons (not antd's: antd's own controls import those and would pull the group in; not the
              // hazard pictograms and tags, docs/api.md §20, which load only for a material with a hazard), one file instead of some
              // eight of a few hundred bytes each: on a phone each is one more request sharing the bandwidth with
              // the libraries' chunk before the list can paint. With it the helpers of a few hundred bytes that these
              // pages and others share (prices and dates, stock states, mall ids and path segments, breakpoints, the stock tag): another
              // page that uses one fetches this file too (7 KiB) rather than one more file in each landing load (antd's
              // theme reads the breakpoints, so the first antd part fetches it too: as a file of its own, 0.1 KiB,
              // they cost `/` a step of its simulated LCP, docs/performance.md). Only
              // the modules named (not their dependencies, which the shell uses too): the shell must not import this
              // chunk (`npm run size` fails if it does).
              {
                name: 'catalogue',
                includeDependenciesRecursively: false,
                test: /src[\\/](entities[\\/]material[\\/](index|api[\\/](queries|requests)|model[\\/](control-filter|shipping))\.ts|features[\\/]catalogue[\\/](components[\\/](image-box\.tsx|material-card\.tsx|lazy-hazard\.tsx|recent-strip\.tsx|catalogue(-(search|pager|brands|detail))?\.module\.css|material-card\.module\.css)|api[\\/](queries|requests)\.ts|model[\\/](recent|first-row|filters)\.ts|lib[\\/]keyword\.ts)|shared[\\/]config[\\/](material-categories|breakpoints)\.ts|shared[\\/]lib[\\/](format|stock-status|ids)\.ts|shared[\\/]api[\\/]id-segment\.ts|shared[\\/]ui[\\/](stock-tag\.tsx|use-after-paint\.ts|first-screen\.ts|antd-island\.tsx|layout\.ts|page-container\.tsx|page-container\.module\.css))$/,
              },
            ],
          },
        },
      },
    },
    // the dev server's pre-bundled dependencies get the same as the build (strictStyles above)
    optimizeDeps: { rolldownOptions: { plugins: [strictStyles(process.cwd())] } },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      exclude: TEST_EXCLUDE,
      css: false,
      // Hang guards only: a test ends when its conditions hold (tests/utils/wait.ts bounds each wait by 30 s), so a
      // loaded machine passes as an idle one does (npm run test:under-load).
      testTimeout: 120_000,
      hookTimeout: 60_000,
      restoreMocks: true,
      sequence: process.env.VITEST ? testOrder() : undefined,
      // At least two workers: Vitest's default (one core less than the
      // machine has) is a single worker on a 2-core machine, and the main
      // process is nearly idle once the modules are transformed.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          // One jsdom and one module graph per worker, shared by the files it
          // runs: tests/setup.ts puts back what a test may leave behind.
          extends: true,
          // tests/bench: figures for `npm run bench:*` (BENCH=1), not part of `npm test`
          test: { name: 'shared', isolate: false, include: ['tests/**/*.test.{ts,tsx}'], exclude: process.env.BENCH ? OWN_MODULES : [...OWN_MODULES, 'tests/bench/**'] },
        },
        {
          // Files that replace modules (vi.mock) or load them again
          // (vi.resetModules) get a module graph of their own.
          extends: true,
          test: { name: 'isolated', isolate: true, include: OWN_MODULES },
        },
      ],
    },
  };
});
