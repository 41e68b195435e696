import { getResponse, type RequestHandler } from 'msw';
import { issueTokens } from '../../mocks/lib.ts';

/** Shapes of the fake mall's answers, for handler tests. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Calls handlers directly (no server): as `memberId` (a fresh access token)
 * or as a visitor (null), with an optional JSON body.
 */
export function handlerClient(handlers: RequestHandler[], base: string) {
  const call = async (memberId: string | null, method: string, path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response> => {
    const headers = new Headers(extraHeaders);
    if (memberId) headers.set('Authorization', `Bearer ${issueTokens(memberId).accessToken}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const request = new Request(`${base}${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no handler for ${method} ${path}`);
    return response;
  };
  const callJson = async <T>(memberId: string | null, method: string, path: string, body?: unknown) => {
    const response = await call(memberId, method, path, body);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
  return { call, callJson };
}
