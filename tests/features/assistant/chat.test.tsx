import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { resetAssistantMock } from '../../../mocks/handlers/assistant.ts';
import { db } from '../../../mocks/db/index.ts';
import { issueTokens } from '../../../mocks/lib.ts';
import { queryRoots } from '@/shared/api/query-roots';
import { clearStorage, readTokenInfo, removeTokenInfo, writeTokenInfo } from '@/shared/storage';
import { renderApp, signInAs } from '../../utils/render';
import { findAssistantPanel } from '../../utils/dialogs';

const COMPLETIONS = '*/api/v1/chats/:chatId/completions';
const SESSIONS = '*/api/v1/chats/:chatId/sessions';

interface Captured {
  url: string;
  headers: Headers;
  body: unknown;
}

/** A RAGFlow stream the test feeds event by event; each new session is `session-<n>`. */
function controlledStream() {
  const requests: Captured[] = [];
  const sessions: Captured[] = [];
  const signals: AbortSignal[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  server.use(
    http.post(SESSIONS, async ({ request }) => {
      sessions.push({ url: request.url, headers: request.headers, body: await request.json() });
      return HttpResponse.json({ code: 0, data: { id: `session-${sessions.length}`, name: '小助手' } });
    }),
    http.post(COMPLETIONS, async ({ request }) => {
      requests.push({ url: request.url, headers: request.headers, body: await request.json() });
      signals.push(request.signal);
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      request.signal.addEventListener('abort', () => {
        try {
          controller?.close();
        } catch {
          /* closed */
        }
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
    }),
  );
  return {
    requests,
    sessions,
    signals,
    send(event: unknown) {
      controller?.enqueue(encoder.encode(`data:${JSON.stringify(event)}\n\n`));
    },
    end() {
      controller?.enqueue(encoder.encode('data:{"code": 0, "message": "", "data": true}\n\n'));
      controller?.close();
    },
  };
}

const delta = (answer: string, extra: Record<string, unknown> = {}) => ({
  code: 0,
  message: '',
  data: { answer, reference: { chunks: [] }, final: false, id: 'a', session_id: 's', ...extra },
});

async function openAssistant() {
  const view = renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
  const panel = await findAssistantPanel();
  const input = within(panel).getByRole('textbox', { name: '输入您的问题' });
  return { ...view, panel, input };
}

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** The answers in the panel: a bubble has no role of its own; its data-status says loading, success or error. */
function answers(panel: HTMLElement) {
  return panel.querySelectorAll<HTMLElement>('[data-status]');
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('assistant widget', () => {
  it('welcomes with the three topics; support, after-sales and hand-over answer with the hotline', async () => {
    // inside office hours (outside them 转人工 offers 留言: account-card.test.tsx); only Date is faked
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T10:00:00+08:00'));
    const { panel } = await openAssistant();
    for (const name of ['产品咨询', '技术支持', '售后服务']) expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: '产品咨询' }));
    await within(panel).findByText(/请描述您想要的产品效果/);
    fireEvent.click(within(panel).getByRole('button', { name: '技术支持' }));
    fireEvent.click(within(panel).getByRole('button', { name: '售后服务' }));
    fireEvent.click(within(panel).getByRole('button', { name: '转人工' }));
    await waitFor(() => {
      const texts = Array.from(answers(panel)).map((a) => a.textContent ?? '');
      expect(texts.filter((t) => t.includes('400 819 7199') && t.includes('工作日 08:30-17:30'))).toHaveLength(3);
    });
    // announced to screen readers
    expect(within(panel).getByText(/400 819 7199/, { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('Escape closes the panel; the conversation is still there when it opens again', async () => {
    const { panel } = await openAssistant();
    fireEvent.click(within(panel).getByRole('button', { name: '技术支持' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '小助手' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '打开小助手' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '打开小助手' }));
    const again = await findAssistantPanel();
    expect(within(again).getAllByText('技术支持').length).toBeGreaterThan(1);
  });
});

describe('sending (spec §5)', () => {
  it('Enter sends { question, stream: true, session_id } with the assistant key and nothing of the member', async () => {
    signInAs(db.state.members[0]!._id);
    const stream = controlledStream();
    const { input } = await openAssistant();
    type(input, '  流式抗体怎么选？ ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    // the conversation's own RAGFlow session first (issue 23 item 10), then the question in it
    expect(stream.sessions).toHaveLength(1);
    expect(stream.sessions[0]!.url).toBe('http://localhost:9380/api/v1/chats/mock-chat-product/sessions');
    expect(stream.sessions[0]!.headers.get('authorization')).toBe('Bearer mock-key');
    const [request] = stream.requests;
    expect(request!.url).toBe('http://localhost:9380/api/v1/chats/mock-chat-product/completions');
    expect(request!.body).toEqual({ question: '流式抗体怎么选？', stream: true, session_id: 'session-1' });
    expect(request!.headers.get('authorization')).toBe('Bearer mock-key');
    expect(request!.headers.get('refreshtoken')).toBeNull();
    expect(input).toHaveValue('');
    act(() => stream.end());
    // the next question goes to the same session
    await waitFor(() => expect(answers(screen.getByRole('dialog', { name: '小助手' }))[0]).toHaveAttribute('data-status', 'success'));
    type(input, '第二个问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.requests).toHaveLength(2));
    expect(stream.sessions).toHaveLength(1);
    expect(stream.requests[1]!.body).toMatchObject({ session_id: 'session-1' });
    stream.end();
  });

  it('Shift+Enter, Enter while composing and empty text do not send', async () => {
    const stream = controlledStream();
    const { input, panel } = await openAssistant();
    type(input, '第一行');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(input).toHaveValue('第一行');
    type(input, '   ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(panel).getByRole('button', { name: /发\s*送/ })).toBeDisabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.requests).toHaveLength(0);
  });

  it('no second send while a request runs; statuses go loading (Waiting...) -> success', async () => {
    const stream = controlledStream();
    const { input, panel } = await openAssistant();
    type(input, '问题一');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    const bubble = () => answers(panel)[0]!;
    expect(bubble()).toHaveAttribute('data-status', 'loading');
    expect(bubble()).toHaveTextContent('Waiting...');
    type(input, '问题二');
    fireEvent.keyDown(input, { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.requests).toHaveLength(1);
    expect(input).toHaveValue('问题二'); // kept, not lost
    act(() => stream.send(delta('您好，')));
    act(() => stream.send(delta('这是回答。')));
    await waitFor(() => expect(bubble()).toHaveTextContent('您好，这是回答。'));
    expect(bubble()).toHaveAttribute('data-status', 'loading');
    act(() => stream.end());
    await waitFor(() => expect(bubble()).toHaveAttribute('data-status', 'success'));
    expect(within(panel).getByRole('button', { name: /发\s*送/ })).toBeEnabled();
  });

  it('the stop button aborts a running answer and keeps its text', async () => {
    const stream = controlledStream();
    const { input, panel } = await openAssistant();
    type(input, '很长的问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    act(() => stream.send(delta('回答的前半段')));
    await waitFor(() => expect(answers(panel)[0]).toHaveTextContent('回答的前半段'));
    fireEvent.click(within(panel).getByRole('button', { name: /停\s*止/ }));
    await within(panel).findByText('已停止回答');
    expect(answers(panel)[0]).toHaveAttribute('data-status', 'success');
    expect(answers(panel)[0]).toHaveTextContent('回答的前半段');
    expect(within(panel).queryByRole('button', { name: /停\s*止/ })).not.toBeInTheDocument(); // the answer no longer runs
  });

  it('a key saved in the browser overrides VITE_ASSISTANT_API_KEY', async () => {
    localStorage.setItem('assistantApiKey', 'browser-key');
    const stream = controlledStream();
    const { input } = await openAssistant();
    type(input, '问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(stream.sessions[0]!.headers.get('authorization')).toBe('Bearer browser-key');
    expect(stream.requests[0]!.headers.get('authorization')).toBe('Bearer browser-key');
    stream.end();
  });
});

describe('failures (spec §8)', () => {
  it('a bad key (HTTP 401 JSON) ends loading with an error naming the status and the fallback echoing the question', async () => {
    localStorage.setItem('assistantApiKey', 'wrong-key');
    const { input, panel } = await openAssistant();
    type(input, '抗体怎么保存');
    fireEvent.keyDown(input, { key: 'Enter' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('HTTP 401');
    expect(alert).toHaveTextContent('密钥无效');
    expect(answers(panel)[0]).toHaveAttribute('data-status', 'error');
    await waitFor(() => expect(answers(panel)[0]).toHaveTextContent('抱歉，小助手暂时无法回答“抗体怎么保存”'));
  });

  it('an HTML page from a proxy is an error with its status, not a crash', async () => {
    const { input, panel } = await openAssistant();
    type(input, '经过代理的问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('HTTP 502');
  });

  it('an unknown chat (HTTP 200, code 102) is an error', async () => {
    server.use(http.post(COMPLETIONS, () => HttpResponse.json({ code: 102, message: "You don't own the chat" })));
    const { input, panel } = await openAssistant();
    type(input, '问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/HTTP 200，code 102/);
  });

  it('a mid-stream error (code 500) keeps the text so far and shows the error', async () => {
    const { input, panel } = await openAssistant();
    type(input, '请报错');
    fireEvent.keyDown(input, { key: 'Enter' });
    const alert = await within(panel).findByRole('alert', {});
    expect(alert).toHaveTextContent('连接检索服务超时');
    expect(answers(panel)[0]).toHaveAttribute('data-status', 'error');
    await waitFor(() => expect(answers(panel)[0]).toHaveTextContent('您好'));
    expect(within(panel).queryByRole('button', { name: /停\s*止/ })).not.toBeInTheDocument(); // the answer no longer runs
  });

  it('a network failure returns the fallback answer', async () => {
    server.use(http.post(COMPLETIONS, () => HttpResponse.error()));
    const { input, panel } = await openAssistant();
    type(input, '断网了吗');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('网络错误');
    await waitFor(() => expect(answers(panel)[0]).toHaveTextContent('断网了吗'));
  });
});

describe('answers from the fake RAGFlow', () => {
  it('streams, shows attachments with their document links, then links known catalogue numbers once', async () => {
    let lookups = 0;
    let lookupsWhileStreaming = 0;
    let streaming = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/completions')) streaming = true;
      const url = new URL(request.url);
      if (url.pathname.endsWith('/materials') && url.searchParams.has('keyword')) {
        lookups++;
        if (streaming) lookupsWhileStreaming++;
      }
    });
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/completions')) setTimeout(() => (streaming = false), 0);
    });
    const { input, panel } = await openAssistant();
    type(input, '流式抗体 #v0.25');
    fireEvent.keyDown(input, { key: 'Enter' });
    const file = await within(panel).findByRole('link', { name: /抗体储存与运输说明\.pdf/ });
    expect(file).toHaveAttribute(
      'href',
      'http://localhost:9380/document/b7c1d2e38f1d11f1a0c40242ac120006?ext=pdf&prefix=document',
    );
    expect(file).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: /流式抗体选型指南\.docx/ })).toHaveAttribute(
      'href',
      expect.stringContaining('ext=docx&prefix=document'),
    );
    const products = await within(panel).findByRole('list', { name: '回答中提到的商品' });
    const link = within(products).getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/product\/[0-9a-f]{24}$/);
    expect(lookups).toBe(2);
    expect(lookupsWhileStreaming).toBe(0);
    // visitors get no add-to-cart button
    expect(within(products).queryByRole('button', { name: /加入购物车/ })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("shows a product's price as the shop does (¥1,500.00, src/shared/lib/money.ts)", async () => {
    for (const m of db.state.materials) m.price = 1500;
    const { input, panel } = await openAssistant();
    type(input, '流式抗体');
    fireEvent.keyDown(input, { key: 'Enter' });
    const products = await within(panel).findByRole('list', { name: '回答中提到的商品' });
    const cards = within(products).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toHaveTextContent('¥1,500.00');
      expect(card).not.toHaveTextContent('¥1500.00');
    }
  });

  it('a signed-in member puts a product from the answer into the cart; the shell\'s cart updates', async () => {
    signInAs(db.state.members[0]!._id);
    const { panel, input, queryClient } = await openAssistant();
    type Cart = { list: { matlId: string; quantity: number }[] };
    await waitFor(() => expect(queryClient.getQueryData(['cart'])).toBeDefined());
    type(input, '流式抗体');
    fireEvent.keyDown(input, { key: 'Enter' });
    const products = await within(panel).findByRole('list', { name: '回答中提到的商品' });
    const matlId = within(products).getAllByRole('link')[0]!.getAttribute('href')!.split('/').pop()!;
    const quantity = () => (queryClient.getQueryData(['cart']) as Cart).list.find((l) => l.matlId === matlId)?.quantity ?? 0;
    const before = quantity();
    fireEvent.click(within(products).getAllByRole('button', { name: /加入购物车/ })[0]!);
    await waitFor(() => expect(quantity()).toBe(before + 1));
  });
});

describe('a session change starts the conversation over (issue 23 item 9)', () => {
  const otherTab = (value: string | null) => {
    if (value === null) localStorage.removeItem('tokenInfo');
    else localStorage.setItem('tokenInfo', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'tokenInfo', newValue: value, storageArea: localStorage }));
  };
  const changes: [string, (tokens: { accessToken: string }) => void][] = [
    ['logout', () => clearStorage()],
    ['a sign-in as another member', () => void signInAs(db.state.members[1]!._id)],
    ['a sign-in as another member in another tab (storage event)', () => otherTab(JSON.stringify(issueTokens(db.state.members[1]!._id)))],
    ['a logout in another tab (storage event)', () => otherTab(null)],
    ['a session ended by a refused refresh', (tokens) => void removeTokenInfo(tokens.accessToken)],
  ];

  it.each(changes)('%s: the questions, the running answer, the draft and the saved key go', async (_, change) => {
    const tokens = signInAs(db.state.members[0]!._id);
    localStorage.setItem('assistantApiKey', 'mock-key');
    const stream = controlledStream();
    const { panel, input } = await openAssistant();
    type(input, '发票抬头的税号 91310000MA1K4XXX 对吗'); // private, and no account question (those never reach RAGFlow)
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    act(() => stream.send(delta('您的订单 SO2601180001 ')));
    await waitFor(() => expect(answers(panel)[0]).toHaveTextContent('SO2601180001'));
    type(input, '还没发出的问题');

    act(() => change(tokens));

    await waitFor(() => expect(within(panel).queryByText(/SO2601180001/)).not.toBeInTheDocument());
    expect(stream.signals[0]!.aborted).toBe(true);
    expect(answers(panel)).toHaveLength(0);
    expect(within(panel).getByText(/您好，我是小助手/)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(localStorage.getItem('assistantApiKey')).toBeNull();
    expect(within(panel).getByText('', { selector: '[aria-live="polite"]' })).toBeEmptyDOMElement();
    expect(within(panel).queryByRole('button', { name: /停\s*止/ })).not.toBeInTheDocument(); // the answer no longer runs

    // the next person's question opens a RAGFlow session of its own
    type(input, '新的问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.requests).toHaveLength(2));
    expect(stream.sessions).toHaveLength(2);
    expect(stream.requests[1]!.body).toMatchObject({ question: '新的问题', session_id: 'session-2' });
    act(() => stream.end());
    await waitFor(() => expect(answers(panel)[0]).toHaveAttribute('data-status', 'success'));
    expect(within(panel).queryByText(/SO2601180001/)).not.toBeInTheDocument();
  });

  it('a token refresh (same session) keeps the conversation', async () => {
    const memberId = db.state.members[0]!._id;
    const tokens = signInAs(memberId);
    const { panel, queryClient } = await openAssistant();
    fireEvent.click(within(panel).getByRole('button', { name: '技术支持' }));
    await waitFor(() => expect(answers(panel)).toHaveLength(1));
    const answer = answers(panel)[0]!;
    // Each step ends with a member call the fake mall answers: a refused refresh in it would end the session, and the
    // conversation would reset before the call settles. (Made-up tokens did that whenever a call came in the window.)
    const reloadMember = () => act(() => queryClient.refetchQueries({ queryKey: queryRoots.member, exact: true }, { throwOnError: true }));

    // a new access token under the same refresh token
    act(() => writeTokenInfo({ accessToken: issueTokens(memberId).accessToken, refreshToken: tokens.refreshToken }));
    await reloadMember();
    expect(readTokenInfo()).not.toBeNull();
    expect(answers(panel)).toHaveLength(1);
    expect(answers(panel)[0]).toBe(answer); // the same bubble, not a new conversation's

    // the app's refresh (src/shared/api/refresh.ts) against the fake mall, which rotates the refresh token too
    const refreshes = db.runtime.stats.refresh;
    db.runtime.revoked.add(readTokenInfo()!.accessToken);
    await reloadMember();
    expect(db.runtime.stats.refresh).toBe(refreshes + 1);
    expect(readTokenInfo()!.refreshToken).not.toBe(tokens.refreshToken);
    expect(answers(panel)).toHaveLength(1);
    expect(answers(panel)[0]).toBe(answer); // the same bubble, not a new conversation's
  });
});

describe('the conversation’s RAGFlow session', () => {
  it('a session RAGFlow no longer knows fails one question; the next opens a new session and is answered', async () => {
    const created: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && /\/sessions$/.test(new URL(request.url).pathname)) created.push(request.url);
    });
    const { panel, input } = await openAssistant();
    type(input, '抗体怎么保存');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(answers(panel)[0]).toHaveAttribute('data-status', 'success'));
    resetAssistantMock({ delayMs: 0, firstDelayMs: 0 }); // RAGFlow forgets every session (deleted, restarted)
    type(input, '第二个问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(answers(panel)[1]).toHaveAttribute('data-status', 'error'));
    type(input, '第三个问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(answers(panel)[2]).toHaveAttribute('data-status', 'success'));
    expect(created).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('a sign-out while the panel was not mounted (a page without the shell) is caught when it mounts again', async () => {
    signInAs(db.state.members[0]!._id);
    const { panel, input, router } = await openAssistant();
    type(input, '税号 91310000MA1K4XXX 的发票');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(within(panel).getAllByText(/91310000MA1K4XXX/).length).toBeGreaterThan(0));
    await act(() => router.navigate('/invoice/download?id=66a6ffffffffffffffffffff'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '小助手' })).not.toBeInTheDocument());
    act(() => clearStorage());
    await act(() => router.navigate('/'));
    // it was left open: back in the shell it opens again by itself
    const again = await findAssistantPanel();
    await waitFor(() => expect(within(again).queryByText(/91310000MA1K4XXX/)).not.toBeInTheDocument());
  });
});

