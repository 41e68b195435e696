/**
 * `preload-landing`: nothing of a landing page waits to be discovered (docs/performance.md). src/app/landing.ts, a
 * small script inline in index.html (the CSP names its hash, scripts/security-headers.ts) that runs first, announces
 * the page chunk of the landing routes size-budget.json watches (and antd's scope for a page that uses it) in
 * parallel with the entry instead of after it has run, and starts the catalogue's first calls. The login page is part
 * of the entry (src/app/router.tsx); any other route's page starts downloading as main.tsx starts (preloadRoute in
 * src/app/router.tsx). The stylesheet is one file (`cssCodeSplit: false`), linked by index.html.
 * Buys: inline instead of an external deferred file, two of Lighthouse's 150 ms LCP steps off `/` and `/product`
 * and one off login (7-run bench at 88445b7, 11-27, bench/reports/2026-11-27-lighthouse.md); the page's files in
 * parallel with the entry since 5e04220 (11-23; not re-measured apart).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { parseEnv } from '../../../src/shared/config/env-schema.ts';
import { ROUTE_TABLE } from '../../../src/shared/config/routes.ts';
import { ENV_MODULE, envModuleCode } from './checked-env.ts';

const SCOPE = 'src/shared/ui/antd-scope.tsx';

type Row = readonly [string, readonly string[]];

/** A route as size-budget.json writes it (`/product/{id}`) as the source of a pattern, with or without its trailing slash. */
const patternOf = (route: string) => `^${route.replace(/\{[^}]+\}/g, '[^/]+').replace(/\//g, '\\/')}\\/?$`;
interface BudgetRoute {
  page: string;
  antdFree?: boolean;
}
/** What the table reads of a bundle's chunks (Rollup.OutputChunk has more). */
type ChunkFacts = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'facadeModuleId' | 'moduleIds'> & { type: 'chunk' };
type BundleFacts = Record<string, ChunkFacts | { type: 'asset' }>;

/**
 * For each route of size-budget.json: its pattern and the files its page needs beyond the entry's static graph
 * (with antd's scope's unless the route is antd-free).
 */
export function landingTable(bundle: BundleFacts, routes: Record<string, BudgetRoute>, staticPaths: readonly string[] = []): Row[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkFacts => item.type === 'chunk');
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) walk(imported, into);
  };
  const entryFiles = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, entryFiles);
  const filesOf = (page: string) => {
    // a page in a codeSplitting group (scripts/vite/chunks.ts) has no chunk of its own: its group's chunk holds it
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(page)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(page)));
    if (!chunk) return [];
    const files = new Set<string>();
    walk(chunk.fileName, files);
    return [...files].filter((file) => !entryFiles.has(file));
  };
  return Object.entries(routes).map(([route, { page, antdFree }]) => {
    // a route of its own that this one's pattern would take (/product/compare under /product/{id}) is left out
    const others = staticPaths.filter((path) => path !== route && new RegExp(patternOf(route)).test(path));
    const pattern = others.reduce((source, path) => source.replace('^', `^(?!${patternOf(path).slice(1)})`), patternOf(route));
    // a page that uses antd loads antd's scope with it (src/app/router.tsx)
    // a page in the entry (login) has no files: the row still tells main.tsx its code is on its way
    return [pattern, [...new Set([...filesOf(page), ...(antdFree ? [] : filesOf(SCOPE))])]] as const;
  });
}

/**
 * index.html with the script inline right after the charset (which must come within the first 1024 bytes) and the
 * viewport (the script reads the width the page will have: two columns on a phone), after the API origin's
 * preconnects when the API has an origin of its own. It runs as the parser reaches it, before the entry's files have
 * arrived, and is no request of its own (an external file took one of HTTP/1.1's six connections and ran only once
 * it had come: its calls and the page's code started a round trip later). The CSP allows exactly this text by its
 * hash (scripts/security-headers.ts reads it from the built index.html).
 */
export function withLandingScript(html: string, script: string, apiOrigin: string): string {
  // The mall API on its own origin (a real deployment): the connection is opened while the entry downloads,
  // for the calls (CORS, no credentials) and for the pictures (credentialed) alike.
  const preconnect = apiOrigin ? `<link rel="preconnect" href="${apiOrigin}" crossorigin>\n    <link rel="preconnect" href="${apiOrigin}">\n    ` : '';
  const head = /<meta charset="UTF-8" \/>\n\s*<meta name="viewport" [^>]*>\n/.exec(html);
  if (!head) throw new Error('preload-landing: index.html must begin its <head> with the charset and the viewport, for the landing script to follow');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}    ${preconnect}<script>${script}</script>\n${html.slice(at)}`;
}

/**
 * src/app/landing.ts as one self-contained classic script (it must not wait for a shared chunk), with the same
 * aliases and mode as the app. The env module is the app's configuration as already checked (no validation code
 * shipped twice); the UI libraries are kept out: the script must not use them.
 */
async function buildLandingScript(config: ResolvedConfig, landing: { base: string; table: Row[] }): Promise<string> {
  const envModule = resolve(config.root, ENV_MODULE);
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
    plugins: [{ name: 'landing-env', load: (id) => (id === envModule ? envModuleCode(parsedEnv) : undefined) }],
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
  // This first line ships in index.html (the CSP hashes the whole text): edit it and the build's output changes.
  return `// Built from src/app/landing.ts by the preload-landing plugin (vite.config.ts).\n${chunk.code.trim()}\n`;
}

export function preloadLanding(): Plugin {
  const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')) as { routes: Record<string, BudgetRoute> };
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
        // the routes of their own that a landing route's pattern would take (/product/compare), left to main.tsx
        const statics = Object.values(ROUTE_TABLE).map((route) => route.path as string).filter((path) => !/[:*]/.test(path));
        script = await buildLandingScript(config, { base, table: landingTable(bundle, budget.routes, statics) });
        // inside index.html's <script> element: nothing in it may end the element or open a comment
        if (/<\/script|<!--/i.test(script)) throw new Error('preload-landing: src/app/landing.ts built to text that cannot sit inside <script>');
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // the shop's index.html only (not a bench's page built with this config, scripts/bench/chat.html)
        if (!script || ctx.path !== '/index.html') return html;
        const api = parseEnv(config.env, { production: config.isProduction }).apiBaseUrl;
        return withLandingScript(html, script, api ? new URL(api).origin : '');
      },
    },
  };
}
