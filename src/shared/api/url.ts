import { env } from '@/shared/config/env';
import { pictureUrl, type ImageSources } from '@/shared/lib/image-url';

/** Origin (and optional path) of the mall API: the configured base, else this page's origin. */
export function apiBase(): string {
  return env.apiBaseUrl || globalThis.location.origin;
}

export function apiUrl(prefix: string, path: string): string {
  return `${apiBase()}${prefix}${path}`;
}

/** True only for URLs on the mall API origin: the member's tokens are never sent anywhere else. */
export function isApiUrl(url: string): boolean {
  try {
    return new URL(url).origin === new URL(apiBase()).origin;
  } catch {
    return false;
  }
}

/** Paths of the spec's tables under the four prefixes. */
export const paths = {
  v1: (path: string) => `${env.prefixV1}${path}`,
  v2: (path: string) => `${env.prefixV2}${path}`,
  common: (path: string) => `${env.prefixCommon}${path}`,
  invoice: (path: string) => `${env.prefixInvoice}${path}`,
};

/** Where the mall's pictures may come from: the API, the shop itself, VITE_IMAGE_ORIGINS (src/shared/lib/image-url.ts). */
export function imageSources(): ImageSources {
  return { apiBase: apiBase(), pageOrigin: globalThis.location.origin, imageOrigins: env.imageOrigins };
}

/**
 * A picture's URL (the `image` field of materials, brands, tags and cart lines, docs/api.md "Images"):
 * absolute URLs (a real backend's CDN) as they are, paths on the API origin (the fake mall's
 * generated SVGs) against the API base; undefined (the placeholder) for a picture from any origin
 * but the API's, the shop's and VITE_IMAGE_ORIGINS.
 */
export function imageSrc(image: string | undefined): string | undefined {
  return pictureUrl(image, imageSources());
}
