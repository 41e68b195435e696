/**
 * The security headers of the shop (README "Deploying"): the strict Content
 * Security Policy and its companions. `vite preview` (and so
 * `npm run preview:mock`) sends them (vite.config.ts); a CDN or web server
 * sends the same, printed by `node scripts/security-headers.ts` for a mode's
 * configuration.
 */
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

/** The Content-Security-Policy value for the configuration `raw` (the VITE_ variables) and the build's base. */
export function contentSecurityPolicy(raw: Raw, base?: string): string {
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
    ['script-src', [...self, analytics]],
    ['style-src', self],
    // blob: the object URLs of pictures the shop holds itself (after-sales photos picked or fetched with the token)
    ['img-src', [...self, 'data:', 'blob:', api, ...images, analytics]],
    ['font-src', self],
    ['connect-src', ["'self'", api, socket, assistant, analytics]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/** Every header the shop's HTML and files are served with. */
export function securityHeaders(raw: Raw, base?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(raw, base),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

if (import.meta.main) {
  const { loadEnv } = await import('vite');
  const mode = process.argv[2] ?? 'production';
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  for (const [name, value] of Object.entries(securityHeaders(raw, process.argv[3]))) console.info(`${name}: ${value}`);
}
