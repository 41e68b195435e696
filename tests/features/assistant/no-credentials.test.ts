import { describe, expect, it } from 'vitest';
import { createSession, streamCompletion } from '@/features/assistant';

/**
 * Issue 41 item 2: the chat's requests carry no cookie and no member token to the assistant, also to a proxy
 * on the shop's own host; the proxy's visitor id is the only thing sent back.
 */
interface Call {
  url: string;
  init: RequestInit;
}

function recorder(answer: () => Response) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const headersOf = (init: RequestInit) => new Headers(init.headers);

describe('assistant requests', () => {
  it('open a session with credentials omitted and keep the visitor id the proxy names', async () => {
    const { calls, fetch } = recorder(
      () => new Response(JSON.stringify({ code: 0, data: { id: 's1' } }), { headers: { 'content-type': 'application/json', 'X-Assistant-Visitor': 'v-issued' } }),
    );
    const opened = await createSession({ baseUrl: '/assistant-proxy', apiKey: '', chatId: 'c', signal: new AbortController().signal, fetch });
    expect(opened).toEqual({ sessionId: 's1', visitorId: 'v-issued' });
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(headersOf(calls[0]!.init).has('X-Assistant-Visitor')).toBe(false);
    expect(headersOf(calls[0]!.init).has('Authorization')).toBe(false);

    await createSession({ baseUrl: '/assistant-proxy', apiKey: '', chatId: 'c', visitorId: 'v-issued', signal: new AbortController().signal, fetch });
    expect(headersOf(calls[1]!.init).get('X-Assistant-Visitor')).toBe('v-issued');
  });

  it('stream the answer with credentials omitted, the visitor id sent back', async () => {
    const { calls, fetch } = recorder(
      () =>
        new Response('data:{"code": 0, "data": {"answer": "好", "reference": {}, "final": true}}\n\ndata:{"code": 0, "data": true}\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        }),
    );
    const result = await streamCompletion({
      baseUrl: '/assistant-proxy',
      apiKey: '',
      preset: { chat_id: 'c', session_id: '' },
      sessionId: 's1',
      visitorId: 'v-issued',
      question: '问题',
      signal: new AbortController().signal,
      fetch,
    });
    expect(result.text).toBe('好');
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(headersOf(calls[0]!.init).get('X-Assistant-Visitor')).toBe('v-issued');
    expect(headersOf(calls[0]!.init).has('Authorization')).toBe(false);
  });
});
