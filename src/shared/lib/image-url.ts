/**
 * Where a picture may come from (docs/api.md "Images"): the mall API's origin, the shop's own, the
 * image origins configured in VITE_IMAGE_ORIGINS (src/shared/config/env-schema.ts), and `data:image/…`.
 * The same list is the CSP's img-src (scripts/security-headers.ts), so a picture this refuses could not
 * load anyway; refusing it here shows the placeholder instead of a broken picture, and keeps any other
 * host (a tracking pixel in a hostile value) from ever being asked. Pure: the caller passes the origins.
 */
export interface ImageSources {
  /** the mall API base (origin and optional path); a path-only picture is put after it */
  apiBase: string;
  /** the page's origin (the shop's own) */
  pageOrigin: string;
  /** VITE_IMAGE_ORIGINS, already validated origins */
  imageOrigins: readonly string[];
}

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;
/** An absolute URL (any scheme) or a scheme-relative one (`//host/…`). */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * `url` (resolved against `base`, by default the shop's own origin) when it is a picture from an
 * accepted origin, as the normalised URL the browser would fetch; otherwise undefined.
 */
export function acceptedImageUrl(url: string, sources: ImageSources, base: string = sources.pageOrigin): string | undefined {
  const value = url.trim();
  if (DATA_IMAGE.test(value)) return value;
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  const accepted = new Set([originOf(sources.apiBase), originOf(sources.pageOrigin), ...sources.imageOrigins]);
  return accepted.has(parsed.origin) ? parsed.href : undefined;
}

/**
 * The URL to show for a mall-provided picture (the `image` field of materials, brands, labels and cart
 * lines): an absolute URL as it is, a path on the API origin after the API base (the fake mall's SVGs);
 * undefined, so the placeholder shows, when it is absent or from any other origin.
 */
export function pictureUrl(image: string | null | undefined, sources: ImageSources): string | undefined {
  const value = image?.trim();
  if (!value) return undefined;
  if (ABSOLUTE.test(value)) return acceptedImageUrl(value, sources);
  return acceptedImageUrl(`${sources.apiBase}${value.startsWith('/') ? '' : '/'}${value}`, sources);
}
