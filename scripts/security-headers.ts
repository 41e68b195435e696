/**
 * The security headers of the shop (README "Deploying"): the strict Content
 * Security Policy and its companions. `vite preview` (and so
 * `npm run preview:mock`) sends them (scripts/vite/plugins/preview-security-headers.ts); a CDN or web server
 * sends the same, printed by `node scripts/security-headers.ts` for a mode's
 * configuration and the build in dist/ (its index.html's one inline script,
 * the landing script, is allowed by its hash).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { ANALYTICS_SCRIPT_URL } from '../src/shared/config/constants.ts';
import { parseImageOrigins, PLAIN_HOST } from '../src/shared/config/env-schema.ts';

type Raw = Record<string, string | undefined>;


/**
 * The origin of a configured URL. A host the URL parser takes but a CSP would split (`https://api.cn;script-src …`,
 * a comma, a quote) stops the script naming the variable, so nothing but one source reaches the header.
 */
function origin(url: string | undefined, name = 'a URL'): string | null {
  if (!url || !url.includes('://')) return null; // empty or a path: the shop's own origin
  const parsed = URL.parse(url);
  if (!parsed || parsed.origin === 'null' || !PLAIN_HOST.test(parsed.hostname)) {
    throw new Error(`${name}: ${JSON.stringify(url)} is not a plain origin for the Content-Security-Policy`);
  }
  return parsed.origin;
}

/** The origin of an absolute Vite base (`--base https://cdn.example.cn/shop/`), where the bundle's files come from. */
function assetOrigin(base: string | undefined): string | null {
  return base && /^https?:\/\//i.test(base) ? origin(base, 'the build base') : null;
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/**
 * The CSP sources of a built index.html's inline scripts (`'sha256-…'` of each one's text, as the browser hashes it):
 * the landing script (src/app/landing.ts, put there by scripts/vite/plugins/preload-landing.ts). No other inline script is allowed.
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The text of each `<script>` element of `html` that has no `src` (scripts/size.ts counts them in every first load). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\bsrc=/i.test(attrs ?? '')).map(([, , body]) => body ?? '');
}

/**
 * The Content-Security-Policy value for the configuration `raw` (the VITE_ variables), the build's base and the
 * hashes of the built index.html's inline scripts (inlineScriptHashes).
 */
export function contentSecurityPolicy(raw: Raw, base?: string, scriptHashes: readonly string[] = []): string {
  const api = origin(raw.VITE_API_BASE_URL, 'VITE_API_BASE_URL');
  const assistant = origin(raw.VITE_ASSISTANT_BASE_URL, 'VITE_ASSISTANT_BASE_URL');
  const socket = origin(raw.VITE_WS_URL?.replace(/^ws/i, 'http'), 'VITE_WS_URL')?.replace(/^http/i, 'ws') ?? null;
  const analytics = raw.VITE_ANALYTICS_ID?.trim() ? origin(ANALYTICS_SCRIPT_URL) : null;
  // validated (a bad value throws, naming VITE_IMAGE_ORIGINS): nothing but plain origins reaches the header
  const images = parseImageOrigins(raw);
  const assets = assetOrigin(base);
  const self = ["'self'", assets];
  const directives: [string, (string | null)[]][] = [
    ['default-src', self],
    // 'wasm-unsafe-eval': WebAssembly may compile (扫码查找's decoder, our own .wasm file); JS eval stays refused
    ['script-src', [...self, "'wasm-unsafe-eval'", ...scriptHashes, analytics]],
    ['style-src', self],
    // blob: the object URLs of pictures the shop holds itself (after-sales photos picked or fetched with the token)
    ['img-src', [...self, 'data:', 'blob:', api, ...images, analytics]],
    ['font-src', self],
    // the bundle's origin: the decoder fetches its .wasm from where the build lives (a CDN base too)
    ['connect-src', ["'self'", assets, api, socket, assistant, analytics]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/** Every header the shop's HTML and files are served with (`indexHtml`: the built index.html, for its inline script). */
export function securityHeaders(raw: Raw, base?: string, indexHtml = ''): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(raw, base, inlineScriptHashes(indexHtml)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

if (import.meta.main) {
  const { loadEnv } = await import('vite');
  const mode = process.argv[2] ?? 'production';
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  // the build to deploy: its landing script's hash changes with the build, so the header is printed after each one
  const index = process.argv[4] ?? 'dist/index.html';
  if (!existsSync(index)) {
    console.error(`${index} 不存在：先构建（npm run build），再按这次构建的 index.html 打印响应头。`);
    process.exit(1);
  }
  for (const [name, value] of Object.entries(securityHeaders(raw, process.argv[3], readFileSync(index, 'utf8')))) console.info(`${name}: ${value}`);
}
