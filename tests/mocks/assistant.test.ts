import { describe, expect, it } from 'vitest';
import { AssistantRequestError, streamCompletion } from '@/features/assistant';
import { server } from '../../mocks/node.ts';
import { handlersFor } from '../../mocks/handlers/index.ts';

/**
 * The fake RAGFlow (mocks/handlers/assistant.ts) speaks every wire version of
 * docs/contract.md §5, and the client reads each to the same answer.
 */
const base = 'http://localhost:9380';
const product = { chat_id: 'mock-chat-product', session_id: 'mock-session-product' };

function ask(question: string, options: { key?: string; chat?: string } = {}) {
  return streamCompletion({
    baseUrl: base,
    apiKey: options.key ?? 'mock-key',
    preset: options.chat ? { ...product, chat_id: options.chat } : product,
    question,
    signal: new AbortController().signal,
  });
}

async function rawEvents(question: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/chats/mock-chat-product/completions`, {
    method: 'POST',
    headers: { Authorization: 'Bearer mock-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({ question, stream: true, session_id: 'mock-session-product' }),
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return response.text();
}

describe('fake RAGFlow', () => {
  it('answers the same text and documents in every wire version', async () => {
    const answers = await Promise.all(['v0.23', 'v0.24', 'v0.25', 'v0.26'].map((v) => ask(`思考 抗体选型 #${v}`)));
    const [first] = answers;
    expect(first!.text).toMatch(/^<think>.+<\/think>您好/s);
    expect(first!.documents.map((d) => d.doc_name)).toEqual(['抗体储存与运输说明.pdf', '流式抗体选型指南.docx']);
    for (const answer of answers) {
      expect(answer.text).toBe(first!.text);
      expect(answer.documents).toEqual(first!.documents);
      expect(answer.done).toBe(true);
      expect(answer.error).toBeNull();
    }
  });

  it('writes each version as the contract says', async () => {
    const legacy = await rawEvents('思考 #v0.23');
    expect(legacy).not.toContain('"final"');
    expect(legacy).toContain('data:{"code": 0, "data": true}');
    const v24 = await rawEvents('思考 #v0.24');
    expect(v24).toContain('"start_to_think": true');
    expect(v24).toContain('"end_to_think": true');
    expect(v24).toMatch(/"answer": "", "reference": \{"total"/);
    const v25 = await rawEvents('#v0.25');
    expect(v25).toMatch(/"answer": "您好[^"]+", "reference": \{"total"/);
  });

  it('refuses a bad key: HTTP 401 on newer servers, HTTP 200 code 109 on older ones', async () => {
    await expect(ask('问题', { key: 'wrong' })).rejects.toMatchObject({ status: 401, code: 109 });
    await expect(ask('问题 #v0.23', { key: 'wrong' })).rejects.toMatchObject({ status: 200, code: 109 });
  });

  it('an unknown chat is HTTP 200 code 102; a proxy page is HTML', async () => {
    await expect(ask('问题', { chat: 'nope' })).rejects.toMatchObject({ status: 200, code: 102 });
    const proxy = await ask('代理').catch((e: unknown) => e);
    expect(proxy).toBeInstanceOf(AssistantRequestError);
    expect((proxy as AssistantRequestError).message).toContain('HTTP 502');
  });

  it('streams mid-stream failures, model failures and NaN references', async () => {
    const failed = await ask('请报错');
    expect(failed.error).toBe('连接检索服务超时（模拟）');
    expect(failed.text.length).toBeGreaterThan(0);
    const model = await ask('模型故障');
    expect(model.error).toContain('模型服务暂时不可用');
    expect(await rawEvents('NaN #v0.23')).toContain('"similarity": NaN');
    const nan = await ask('NaN #v0.23');
    expect(nan.text).toContain('您好');
    expect(nan.documents).toHaveLength(2);
  });

  it('serves attachments as PDF', async () => {
    const response = await fetch(`${base}/document/b7c1d2e38f1d11f1a0c40242ac120006?ext=pdf&prefix=document`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('is part of the handler set every way serves', () => {
    expect(server.listHandlers().some((h) => 'info' in h && String(h.info.header).includes('/api/v1/chats/:chatId/completions'))).toBe(true);
  });

  it('VITE_ASSISTANT_MOCK=false leaves the fake RAGFlow out and the fake mall in', () => {
    const paths = (assistant: boolean) => handlersFor({ assistant }).map((h) => ('info' in h ? String(h.info.header) : ''));
    expect(paths(true).some((p) => p.includes('/completions'))).toBe(true);
    expect(paths(false).some((p) => p.includes('/completions') || p.includes('/document/'))).toBe(false);
    expect(paths(false).some((p) => p.includes('/materials'))).toBe(true);
  });
});
