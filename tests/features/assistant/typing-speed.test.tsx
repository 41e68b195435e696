import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { renderApp } from '../../utils/render';
import { findAssistantPanel } from '../../utils/dialogs';

/**
 * Spec §4 and §9: the assistant's answer types out 5 characters every 20 ms in the message list. The numbers are
 * the spec's, written here on purpose (not the constants): a change of the constants, of the typewriter's
 * defaults or of what the answer bubble passes to it makes this test fail.
 */
const STEP = 5;
const INTERVAL_MS = 20;
/** Animation frames come every 16 ms on the fake clock: typing advances on the last frame before a moment. */
const FRAME_MS = 16;

const ANSWER = 'x'.repeat(400);

/** A RAGFlow stream the test feeds itself. */
function heldStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let asked = false;
  const encoder = new TextEncoder();
  const send = (event: unknown) => controller?.enqueue(encoder.encode(`data:${JSON.stringify(event)}\n\n`));
  server.use(
    http.post('*/api/v1/chats/:chatId/completions', () => {
      asked = true;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
    }),
  );
  return {
    asked: () => asked,
    answer(text: string) {
      send({ code: 0, message: '', data: { answer: text, reference: { chunks: [] }, final: false, id: 'a', session_id: 's' } });
      send({ code: 0, message: '', data: true });
      controller?.close();
    },
  };
}

describe("the assistant answer's typing speed", () => {
  it(`types ${STEP} characters every ${INTERVAL_MS} ms: neither faster nor slower`, async () => {
    const stream = heldStream();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    const panel = await findAssistantPanel();
    const input = within(panel).getByRole('textbox', { name: '输入您的问题' });
    fireEvent.change(input, { target: { value: '请回答' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.asked()).toBe(true));

    // From here the animation frames and their clock are the test's (timeouts stay real for waitFor).
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    stream.answer(ANSWER);
    const bubble = await waitFor(() => {
      // an answer bubble has no role of its own: its data-status says loading, success or error
      // eslint-disable-next-line testing-library/no-node-access
      const last = [...panel.querySelectorAll<HTMLElement>('[data-status]')].at(-1);
      expect(last).toHaveAttribute('data-status', 'success');
      return last!;
    });
    // the characters of the answer shown (the Markdown adds a line break after a paragraph)
    const shown = () => (bubble.textContent ?? '').replaceAll(/[^x]/g, '').length;
    expect(shown()).toBe(0);

    let elapsed = 0;
    for (const at of [INTERVAL_MS, 100, 200, 400, 1000, 1500]) {
      act(() => vi.advanceTimersByTime(at - elapsed));
      elapsed = at;
      // at most the characters due by now, at least those due by the last frame before it
      const most = Math.floor(at / INTERVAL_MS) * STEP;
      const least = Math.floor((at - FRAME_MS) / INTERVAL_MS) * STEP;
      expect(shown(), `${at} ms`).toBeLessThanOrEqual(most);
      expect(shown(), `${at} ms`).toBeGreaterThanOrEqual(least);
    }

    // 400 characters take 1600 ms; then the whole answer shows
    act(() => vi.advanceTimersByTime(200));
    expect(shown()).toBe(ANSWER.length);
  });

  it('keeps one clock: a frame timestamp on another origin than performance.now() neither stalls nor rushes the typing', async () => {
    const stream = heldStream();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    const panel = await findAssistantPanel();
    const input = within(panel).getByRole('textbox', { name: '输入您的问题' });
    fireEvent.change(input, { target: { value: '请回答' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.asked()).toBe(true));

    // performance.now() is the test's; the frames come on their own, each stamped 0 (another clock's time)
    vi.useFakeTimers({ toFake: ['performance'] });
    // the frames still pending when the test ends are dropped with it: one left would run after the document has gone
    const pending = new Set<number>();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      const id = window.setTimeout(() => {
        pending.delete(id);
        callback(0);
      }, FRAME_MS);
      pending.add(id);
      return id;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      pending.delete(id);
      window.clearTimeout(id);
    });
    try {
      stream.answer(ANSWER);
      const bubble = await waitFor(() => {
        // eslint-disable-next-line testing-library/no-node-access
        const last = [...panel.querySelectorAll<HTMLElement>('[data-status]')].at(-1);
        expect(last).toHaveAttribute('data-status', 'success');
        return last!;
      });
      const shown = () => (bubble.textContent ?? '').replaceAll(/[^x]/g, '').length;
      expect(shown()).toBe(0);
      vi.advanceTimersByTime(400);
      await waitFor(() => expect(shown()).toBe((400 / INTERVAL_MS) * STEP));
      vi.advanceTimersByTime(1400);
      await waitFor(() => expect(shown()).toBe(ANSWER.length));
    } finally {
      for (const id of pending) window.clearTimeout(id);
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
