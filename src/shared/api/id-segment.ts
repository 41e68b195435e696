import { isMallId } from '@/shared/lib/ids';
import { ApiError, httpMessage } from './errors';

/**
 * An id that goes into a request path, checked first: a mall id (docs/api.md §1) is returned as it is;
 * anything else (an id taken from the address such as `..` or `../x`, which would climb out of the path) is
 * refused as not found (an HTTP-like 404) before any call is made, so the page shows its not-found state.
 * Its own module: src/shared/api/url.ts stays free of ky for the landing script (vite.config.ts).
 */
export function requireMallId(id: string): string {
  if (!isMallId(id)) throw new ApiError('http', httpMessage(404), { status: 404 });
  return id;
}

/** The checked id as one encoded path segment. */
export function idSegment(id: string): string {
  return encodeURIComponent(requireMallId(id));
}
