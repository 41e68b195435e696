import { describe, expect, it } from 'vitest';
import { createSession, streamCompletion } from '@/features/assistant';

/**
 * The mall's assistant proxy as a careful mall runs it (docs/api.md §8, issue 41 item 1), played by the fake
 * RAGFlow under `/assistant-proxy`: its own visitor ids, sessions bound to them, no client model, a question cap,
 * a daily budget, and cited documents served as attachments.
 */
const proxy = 'http://localhost:9380/assistant-proxy';
const chat = 'mock-chat-product';
const preset = { chat_id: chat, session_id: '' };

function open(visitorId?: string) {
  return createSession({ baseUrl: proxy, apiKey: '', chatId: chat, visitorId, signal: new AbortController().signal });
}

function ask(question: string, sessionId: string, visitorId: string | undefined) {
  return streamCompletion({ baseUrl: proxy, apiKey: '', preset, sessionId, visitorId, question, signal: new AbortController().signal });
}

async function rawAsk(body: Record<string, unknown>, visitorId?: string): Promise<Response> {
  return fetch(`${proxy}/api/v1/chats/${chat}/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(visitorId ? { 'X-Assistant-Visitor': visitorId } : {}) },
    body: JSON.stringify({ stream: true, ...body }),
  });
}

describe('the assistant proxy', () => {
  it('issues an opaque visitor id with the first session and keeps it for the next', async () => {
    const first = await open();
    expect(first.visitorId).toMatch(/^v[0-9a-z]{20,}$/);
    const second = await open(first.visitorId);
    expect(second.visitorId).toBe(first.visitorId);
    expect(second.sessionId).not.toBe(first.sessionId);
    // an id the proxy did not issue is not taken: a new one is
    const forged = await open('v-made-up');
    expect(forged.visitorId).not.toBe('v-made-up');
    const answer = await ask('流式抗体', first.sessionId, first.visitorId);
    expect(answer.text).toContain('您好');
  });

  it('refuses a session it did not open for this visitor, and a question without a visitor', async () => {
    const alice = await open();
    const bob = await open();
    const foreign = await rawAsk({ question: '问题', session_id: alice.sessionId }, bob.visitorId);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 403 });
    expect((await rawAsk({ question: '问题', session_id: alice.sessionId })).status).toBe(403);
    // the old shared preset sessions are nobody's through the proxy
    expect((await rawAsk({ question: '问题', session_id: 'mock-session-product' }, alice.visitorId)).status).toBe(403);
    await expect(ask('问题', alice.sessionId, bob.visitorId)).rejects.toMatchObject({ status: 403, message: '小助手对话已失效，请重新提问（HTTP 403，code 403）' });
  });

  it('refuses a question over 2,000 characters; 2,000 go through', async () => {
    const { sessionId, visitorId } = await open();
    const long = await rawAsk({ question: '问'.repeat(2001), session_id: sessionId }, visitorId);
    expect(long.status).toBe(400);
    const most = await rawAsk({ question: '问'.repeat(2000), session_id: sessionId }, visitorId);
    expect(most.status).toBe(200);
    expect(most.headers.get('content-type')).toContain('text/event-stream');
    await most.body?.cancel();
  });

  it('ignores the client\'s model (RAGFlow itself refuses an empty one)', async () => {
    const { sessionId, visitorId } = await open();
    const proxied = await rawAsk({ question: '流式抗体', session_id: sessionId, model: '' }, visitorId);
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toContain('您好');
    const direct = await fetch(`http://localhost:9380/api/v1/chats/${chat}/completions`, {
      method: 'POST',
      headers: { Authorization: 'Bearer mock-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: '问题', stream: true, model: '' }),
    });
    expect(await direct.json()).toMatchObject({ code: 102 });
  });

  it('keeps a daily budget per visitor: past it a 429 with Retry-After, said in Chinese', async () => {
    await fetch('http://127.0.0.1/__mock/ragflow', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ dailyBudget: 2 }) });
    const { sessionId, visitorId } = await open();
    // a question the proxy refuses costs nothing
    expect((await rawAsk({ question: '问'.repeat(2001), session_id: sessionId }, visitorId)).status).toBe(400);
    expect((await rawAsk({ question: ' ', session_id: sessionId }, visitorId)).status).toBe(200);
    expect((await ask('一', sessionId, visitorId)).error).toBeNull();
    expect((await ask('二', sessionId, visitorId)).error).toBeNull();
    const third = await rawAsk({ question: '三', session_id: sessionId }, visitorId);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('3600');
    await expect(ask('三', sessionId, visitorId)).rejects.toMatchObject({ status: 429, message: expect.stringContaining('小助手今天的提问次数已用完') });
    // another visitor has a budget of its own
    const other = await open();
    expect((await ask('一', other.sessionId, other.visitorId)).error).toBeNull();
  });

  it('serves a cited document as an attachment that never renders in its origin', async () => {
    const response = await fetch(`${proxy}/document/b7c1d2e38f1d11f1a0c40242ac120006?ext=pdf&prefix=document`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });
});
