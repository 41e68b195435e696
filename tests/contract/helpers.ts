import { getResponse } from 'msw';
import { db } from '../../mocks/db/index.ts';
import { handlers } from '../../mocks/handlers/index.ts';
import { issueTokens } from '../../mocks/lib.ts';
import { openapiDocument } from '../../mocks/openapi.gen.ts';
import { validatorFor, type Operation } from '../../mocks/validation.ts';

export const BASE = 'http://localhost:3000';
type Json = Record<string, unknown>;

/** One call through every handler of the fake mall (request validation included), as `memberId` or a visitor. */
export async function call(
  memberId: string | null,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (memberId) headers.set('Authorization', `Bearer ${issueTokens(memberId).accessToken}`);
  const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (text !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, { method, headers, body: text ?? null }));
  if (!response) throw new Error(`no handler for ${method} ${path}`);
  return response;
}

/** A one-time SMS code the fake mall accepts, as if it had sent it. */
export function smsCode(phone: string, purpose: string): string {
  const code = '246810';
  db.runtime.sms.push({ phone, code, purpose, sentAt: Date.now() - 120_000, expiresAt: Date.now() + 300_000, triesLeft: 3 });
  return code;
}

const components = openapiDocument.components as Json;

/** The document's answer for a status (`$ref`s of components/responses followed). */
function responseOf(operation: Operation, status: number): Json | null {
  const entry = (operation.responses[String(status)] ?? null) as Json | null;
  if (!entry) return null;
  if (typeof entry.$ref === 'string') return (components.responses as Json)[entry.$ref.replace('#/components/responses/', '')] as Json;
  return entry;
}

/**
 * Why the answer does not conform to the operation's documented answer (status, content type, JSON body
 * schema), or null when it does.
 */
export async function nonConformance(operation: Operation, response: Response): Promise<string | null> {
  const documented = responseOf(operation, response.status);
  if (!documented) return `status ${response.status} is not documented`;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const content = (documented.content ?? {}) as Json;
  const media = content[type] as Json | undefined;
  if (!media) return `content type ${type} is not documented for ${response.status} (${Object.keys(content).join(', ')})`;
  if (type !== 'application/json') return null;
  // the document's schemas as the fake mall validates with them ($refs as $defs)
  const schema = JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as Json;
  const body: unknown = await response.json();
  const result = validatorFor(schema).validate(body);
  if (result.valid) return null;
  return result.errors
    .slice(-6)
    .map((e) => `${e.instanceLocation} ${e.keyword}: ${e.error}`)
    .join('\n');
}
