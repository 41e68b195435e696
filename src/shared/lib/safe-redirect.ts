/**
 * Accepts a redirect target taken from a URL only when it is a same-origin
 * path. Rejects protocol-relative (`//x`), backslash (`/\x`), absolute
 * (`https:`), script (`javascript:`) and traversal (`/..//x`) forms.
 * Returns the normalised path (pathname + search + hash) or the fallback.
 * The target is used as given: URLSearchParams already decoded the parameter
 * once, and a second decoding would turn `R%26D` into `R&D` (a new parameter).
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  // Only a single leading slash followed by a non-slash, non-backslash character (or nothing).
  if (!/^\/(?![/\\])/.test(value)) return fallback;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  const base = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // After normalisation the path must still not start with '//' (e.g. '/..//evil').
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
