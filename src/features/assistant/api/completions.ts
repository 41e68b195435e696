import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { HOTLINE } from '@/shared/config/constants';
import { env } from '@/shared/config/env';
import type { AssistantPreset } from '@/shared/config/env-schema';
import { createAnswerMerger, parseEventData, type AnswerState } from '../model/stream-merge';

/**
 * The streaming call of the assistant (docs/contract.md §5):
 * `POST {base}/api/v1/chats/{chat_id}/completions`, bearer key, JSON body
 * `{ question, stream: true, session_id, model? }`, answered with server-sent events.
 * Only the assistant's own key is sent (none at all through the mall's proxy,
 * which holds it): this call never goes through the mall client
 * (src/shared/api/http.ts), so the member's tokens never reach it, and it sends no cookie
 * (`credentials: 'omit'`): a proxy on the shop's own host would otherwise get the shop's cookies.
 */

/** The header carrying the mall proxy's opaque visitor id (docs/api.md §8): sent back only once a proxy issued one. */
export const VISITOR_HEADER = 'X-Assistant-Visitor';

/** The proxy refuses a longer question (docs/api.md §8); the input stops there too. */
export const QUESTION_MAX = 2000;
export interface StreamRequest {
  baseUrl: string;
  /** empty: no Authorization header (the proxy adds the key) */
  apiKey: string;
  preset: AssistantPreset;
  /** this conversation's own session (createSession); else the preset's, if any */
  sessionId?: string;
  /** VITE_ASSISTANT_MODEL, sent only when set (never through the proxy, which picks its own) */
  model?: string;
  /** the proxy's visitor id, when it issued one */
  visitorId?: string;
  question: string;
  signal: AbortSignal;
  /** every merged state, as events arrive */
  onUpdate?: (state: AnswerState) => void;
  /** injected in tests to replay recorded streams */
  fetch?: typeof fetch;
}

export interface StreamResult extends AnswerState {
  /** the user stopped it */
  aborted: boolean;
}

/** A failure before the stream: the text names the HTTP status (spec §8). */
export class AssistantRequestError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  constructor(message: string, status: number, code?: number) {
    super(message);
    this.name = 'AssistantRequestError';
    this.status = status;
    this.code = code;
  }
}

export function completionsUrl(baseUrl: string, chatId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/v1/chats/${encodeURIComponent(chatId)}/completions`;
}

export function sessionsUrl(baseUrl: string, chatId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/v1/chats/${encodeURIComponent(chatId)}/sessions`;
}

function authorization(apiKey: string): Record<string, string> {
  return apiKey === '' ? {} : { Authorization: `Bearer ${apiKey}` };
}

function visitorHeader(visitorId: string | undefined): Record<string, string> {
  return visitorId ? { [VISITOR_HEADER]: visitorId } : {};
}

/** What the mall's proxy refuses by HTTP status (docs/api.md §8), in the member's words. */
function describeProxyStatus(status: number): string | null {
  if (status === 429) return `小助手今天的提问次数已用完，请明天再试，或致电 ${HOTLINE}`;
  if (status === 403) return '小助手对话已失效，请重新提问';
  if (status === 413 || status === 400) return `问题过长或无法识别，请控制在 ${QUESTION_MAX} 字以内后重试`;
  return null;
}

function describeCode(code: number, message: string): string {
  if (code === 109 || /api key|authentication/i.test(message)) {
    // the member can change a key only where the key form is offered; elsewhere the key is the deployer's
    return env.assistantKeyForm && !env.assistantProxy ? '助手密钥无效，请检查后重新保存' : '助手服务的密钥无效，请联系管理员';
  }
  if (code === 102) return '助手对话不存在或已删除，请联系管理员检查配置';
  return message || `助手服务出错（code ${code}）`;
}

/** Status and content type are checked before anything is parsed. */
async function checkOpen(response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes(EventStreamContentType)) return;
  throw await describeFailure(response);
}

/** Why an answer that is not the expected one failed, in Chinese with the HTTP status (spec §8). */
async function describeFailure(response: Response): Promise<AssistantRequestError> {
  const type = response.headers.get('content-type') ?? '';
  const status = response.status;
  let body = '';
  try {
    body = await response.text();
  } catch {
    /* the body is only read to explain the failure */
  }
  if (type.includes('json') || body.trimStart().startsWith('{')) {
    const parsed = parseEventData(body) as { code?: unknown; message?: unknown } | null;
    const code = typeof parsed?.code === 'number' ? parsed.code : undefined;
    const message = typeof parsed?.message === 'string' ? parsed.message : '';
    const what = describeProxyStatus(status) ?? (code !== undefined ? describeCode(code, message) : '助手服务返回了错误');
    const codeText = code !== undefined ? `，code ${code}` : '';
    return new AssistantRequestError(`${what}（HTTP ${status}${codeText}）`, status, code);
  }
  if (body.trim() === '') return new AssistantRequestError(`助手服务没有返回内容（HTTP ${status}）`, status);
  const kind = type.split(';')[0]?.trim() || '未知类型';
  return new AssistantRequestError(`助手服务返回了无法识别的内容（HTTP ${status}，${kind}）`, status);
}

export interface SessionRequest {
  baseUrl: string;
  apiKey: string;
  chatId: string;
  /** the proxy's visitor id kept from an earlier session, if any */
  visitorId?: string;
  signal: AbortSignal;
  fetch?: typeof fetch;
}

export interface OpenedSession {
  sessionId: string;
  /** the proxy's visitor id for the next calls ('' without a proxy) */
  visitorId: string;
}

/**
 * One RAGFlow session per conversation (docs/contract.md §5): `POST {base}/api/v1/chats/{chat_id}/sessions`
 * `{ name }` answers `{ code: 0, data: { id, … } }`. A shared preset session mixed every shopper's
 * questions; this one belongs to this page's conversation and is forgotten with it (a session change); RAGFlow keeps it.
 * Through the mall's proxy the answer names this browser's visitor (`X-Assistant-Visitor`), sent back from then on.
 * Rejects with an AssistantRequestError (or the network error) like the completion.
 */
export async function createSession(request: SessionRequest): Promise<OpenedSession> {
  const doFetch = request.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const response = await doFetch(sessionsUrl(request.baseUrl, request.chatId), {
    method: 'POST',
    headers: { ...authorization(request.apiKey), ...visitorHeader(request.visitorId), 'Content-Type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: '小助手' }),
    credentials: 'omit',
    signal: request.signal,
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) throw await describeFailure(response);
  const text = await response.text();
  const body = parseEventData(text) as { code?: unknown; message?: unknown; data?: { id?: unknown } } | null;
  const id = body?.code === 0 && typeof body.data?.id === 'string' ? body.data.id : '';
  if (id !== '') return { sessionId: id, visitorId: response.headers.get(VISITOR_HEADER)?.trim() || (request.visitorId ?? '') };
  if (body?.code === 0) throw new AssistantRequestError(`助手服务没有返回会话编号（HTTP ${response.status}）`, response.status, 0);
  throw await describeFailure(new Response(text, { status: response.status, headers: { 'content-type': 'application/json' } }));
}

/** `{ question, stream: true, session_id?, model? }`: the session and the model only when there is one. */
export function completionBody(request: Pick<StreamRequest, 'question' | 'preset' | 'sessionId' | 'model'>): Record<string, unknown> {
  const body: Record<string, unknown> = { question: request.question, stream: true };
  if (request.sessionId) body.session_id = request.sessionId;
  if (request.model) body.model = request.model;
  return body;
}

/**
 * Streams one answer. Resolves with the merged answer (also when the server
 * reported a failure mid-stream: `error` is set, the text so far is kept, or
 * when aborted). Rejects when the request fails before the stream.
 */
export async function streamCompletion(request: StreamRequest): Promise<StreamResult> {
  const merger = createAnswerMerger();
  const doFetch = request.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  await fetchEventSource(completionsUrl(request.baseUrl, request.preset.chat_id), {
    method: 'POST',
    headers: {
      ...authorization(request.apiKey),
      ...visitorHeader(request.visitorId),
      'Content-Type': 'application/json',
      accept: EventStreamContentType,
    },
    body: JSON.stringify(completionBody(request)),
    credentials: 'omit',
    signal: request.signal,
    // Keep streaming in a background tab; the library would otherwise re-send the POST on return.
    openWhenHidden: true,
    fetch: doFetch,
    onopen: checkOpen,
    onmessage(event) {
      if (event.data === '') return;
      merger.apply(parseEventData(event.data));
      request.onUpdate?.(merger.state);
    },
    onerror(error: unknown) {
      // Never retry: a POST that reached the model must not be sent twice.
      throw error;
    },
  });
  return { ...merger.state, aborted: request.signal.aborted };
}
