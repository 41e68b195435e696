import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { renderApp } from '../../utils/render';
import type * as EnvModule from '@/shared/config/env';
import type { AppEnv } from '@/shared/config/env-schema';
import { findAssistantPanel } from '../../utils/dialogs';

/**
 * An answer that has finished and says `text` (a bubble has no role; its data-status says its state). The bubble
 * itself is matched: the Markdown inside it is redrawn while the answer is typed out.
 */
const answered = (text: string) => (_: string, element: Element | null) =>
  element?.getAttribute('data-status') === 'success' && (element.textContent ?? '').includes(text);

/**
 * The assistant as deployed (issue 23 items 10 and 19): through the mall's
 * proxy (no key in the browser), a production build without the key form, and
 * VITE_ASSISTANT_MODEL. Each test sets the configuration it needs on a copy of
 * the test environment.
 */
const config = vi.hoisted(() => ({ current: {} as Partial<AppEnv> }));
vi.mock('@/shared/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  const base = { ...original.env };
  return { env: new Proxy(base, { get: (target, key: keyof AppEnv) => (key in config.current ? config.current[key] : target[key]) }) };
});

interface Sent {
  path: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

function recordAssistantCalls(): Sent[] {
  const sent: Sent[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/api/v1/chats/')) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => sent.push({ path: url.pathname, authorization: request.headers.get('authorization'), body }));
  });
  return sent;
}

async function openPanel() {
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
  // the panel's chunk (antd, markdown-it) loads cold in this file's own module graph: slow on a loaded machine
  const panel = await findAssistantPanel();
  return { panel, input: within(panel).getByRole('textbox', { name: '输入您的问题' }) };
}

function ask(input: HTMLElement, question: string) {
  fireEvent.change(input, { target: { value: question } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

afterEach(() => {
  config.current = {};
  localStorage.clear();
});

describe('through the mall proxy (VITE_ASSISTANT_PROXY=true)', () => {
  it('sends no key: a session of its own, then the question in it, answered through the proxy', async () => {
    config.current = { assistantProxy: true, assistantApiKey: '', assistantKeyForm: false, assistantBaseUrl: 'http://localhost:9380/assistant-proxy' };
    localStorage.setItem('assistantApiKey', 'stale-browser-key'); // never sent through the proxy
    const sent = recordAssistantCalls();
    const { panel, input } = await openPanel();
    expect(within(panel).queryByText(/小助手尚未配置/)).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('小助手密钥')).not.toBeInTheDocument();
    ask(input, '流式抗体');
    expect(await within(panel).findByText(answered('如需技术支持'), {})).toBeInTheDocument();
    expect(sent.map((s) => s.path)).toEqual([
      '/assistant-proxy/api/v1/chats/mock-chat-product/sessions',
      '/assistant-proxy/api/v1/chats/mock-chat-product/completions',
    ]);
    expect(sent.map((s) => s.authorization)).toEqual([null, null]);
    expect(sent[1]!.body).toEqual({ question: '流式抗体', stream: true, session_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    server.events.removeAllListeners();
  });
});

describe('behind a proxy that guards itself (docs/api.md §8)', () => {
  const viaProxy = { assistantProxy: true, assistantApiKey: '', assistantKeyForm: false, assistantBaseUrl: 'http://localhost:9380/assistant-proxy' };
  // what the panel shows, not what its screen-reader announcement repeats
  const visible = (panel: HTMLElement, text: RegExp) => within(panel).queryAllByText(text, { ignore: '.sr-only, script, style' });

  it('keeps the visitor id the proxy issued and sends it back; past the daily budget it says so once, in Chinese', async () => {
    config.current = viaProxy;
    await fetch('http://127.0.0.1/__mock/ragflow', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ dailyBudget: 1 }) });
    const { panel, input } = await openPanel();
    ask(input, '流式抗体');
    expect(await within(panel).findByText(answered('如需技术支持'), {})).toBeInTheDocument();
    expect(localStorage.getItem('assistantVisitor')).toMatch(/^v[0-9a-z]{20,}$/);
    ask(input, '再问一次');
    await waitFor(() => expect(visible(panel, /小助手今天的提问次数已用完/)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /登录/ })).not.toBeInTheDocument();
  });

  it('a session the proxy refuses for this visitor: said once, and the next question opens a new one', async () => {
    config.current = viaProxy;
    const { panel, input } = await openPanel();
    ask(input, '流式抗体');
    expect(await within(panel).findByText(answered('如需技术支持'), {})).toBeInTheDocument();
    localStorage.setItem('assistantVisitor', 'v-someone-else'); // e.g. another tab's logout and a new visitor
    ask(input, '第二个问题');
    await waitFor(() => expect(visible(panel, /小助手对话已失效，请重新提问/)).toHaveLength(1));
    ask(input, '第三个问题');
    expect(await within(panel).findByText(answered('第三个问题'), {})).toBeInTheDocument();
  });
});

describe('a key the assistant service refuses', () => {
  it('with a built-in key and no key form: the member is told to contact the administrator, not to save a key', async () => {
    config.current = { assistantApiKey: 'revoked-key', assistantKeyForm: false };
    server.use(http.post('*/api/v1/chats/:chatId/sessions', () => HttpResponse.json({ code: 109, message: 'Authentication error: API key is invalid!' })));
    const { panel, input } = await openPanel();
    ask(input, '流式抗体');
    expect((await within(panel).findAllByText(/助手服务的密钥无效，请联系管理员/, {})).length).toBeGreaterThan(0);
    expect(within(panel).queryByText(/重新保存/)).not.toBeInTheDocument();
  });
});

describe('a production build without a key', () => {
  it('offers no key form and ignores a key left in the browser; the canned topics still answer', async () => {
    config.current = { assistantApiKey: '', assistantKeyForm: false };
    localStorage.setItem('assistantApiKey', 'mock-key');
    const sent = recordAssistantCalls();
    const { panel, input } = await openPanel();
    expect(within(panel).getByText('小助手尚未配置，暂时只能回答下面的咨询类型。')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('小助手密钥')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: '售后服务' }));
    expect(await within(panel).findByText(answered('400 819 7199'), {})).toBeInTheDocument();
    ask(input, '有货吗');
    expect(await within(panel).findByText('小助手尚未配置，暂时无法回答自由提问，请选择下面的咨询类型。', {})).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('VITE_ASSISTANT_MODEL (spec §7)', () => {
  it.each([
    ['set', 'deepseek-chat@DeepSeek', { model: 'deepseek-chat@DeepSeek' }],
    ['unset', '', {}],
  ])('the question carries model when %s', async (_, model, extra) => {
    config.current = { assistantModel: model };
    const sent = recordAssistantCalls();
    const { panel, input } = await openPanel();
    ask(input, '抗体怎么保存');
    expect(await within(panel).findByText(answered('如需技术支持'), {})).toBeInTheDocument();
    const completion = sent.find((s) => s.path.endsWith('/completions'))!;
    expect(completion.body).toEqual({ question: '抗体怎么保存', stream: true, session_id: expect.any(String), ...extra });
    expect('model' in completion.body).toBe(model !== '');
    server.events.removeAllListeners();
  });
});
