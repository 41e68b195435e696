import { env } from '@/shared/config/env';

/**
 * The `Authorization` header of the mall API (spec §7): the stored access token behind the configured scheme
 * (VITE_AUTH_SCHEME, `Bearer` by default), or the token as stored when the scheme is empty.
 */
export function authorization(accessToken: string, scheme: string = env.authScheme): string {
  return scheme === '' ? accessToken : `${scheme} ${accessToken}`;
}

/** The access token an `Authorization` header carries (the scheme is matched without regard to case). */
export function accessTokenOf(header: string | null, scheme: string = env.authScheme): string | null {
  if (header === null || scheme === '') return header;
  const prefix = `${scheme} `;
  return header.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase() ? header.slice(prefix.length) : header;
}
