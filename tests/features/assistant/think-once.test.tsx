import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { thinkScanStats } from '@/features/assistant';
import { server } from '../../../mocks/node.ts';
import { renderApp } from '../../utils/render';
import { findAssistantPanel } from '../../utils/dialogs';

const THINK = '先想一想用户要什么。';
const ANSWER = '建议选用高亮度荧光素。\n\n储存于 2-8°C。';

/** A RAGFlow stream (v0.24+ think markers) in small deltas, a tag never split by the wire but by the typing. */
function thinkingStream() {
  const encoder = new TextEncoder();
  const event = (data: unknown) => encoder.encode(`data:${JSON.stringify({ code: 0, message: '', data })}\n\n`);
  const base = { reference: { chunks: [] }, final: false, id: 'a', session_id: 's' };
  const deltas: Record<string, unknown>[] = [
    ...THINK.match(/.{1,3}/gsu)!.map((answer, i) => ({ ...base, answer, start_to_think: i === 0 || undefined })),
    { ...base, answer: '', end_to_think: true },
    ...ANSWER.match(/.{1,4}/gsu)!.map((answer) => ({ ...base, answer })),
  ];
  server.use(
    http.post('*/api/v1/chats/:chatId/completions', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          deltas.forEach((delta) => controller.enqueue(event(delta)));
          controller.enqueue(event(true));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
    }),
  );
}

describe('an answer with a think part, through the panel', () => {
  it('is scanned for <think> once while it streams, types out and is announced; the think part is the quote', async () => {
    thinkingStream();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    const panel = await findAssistantPanel();
    const input = within(panel).getByRole('textbox', { name: '输入您的问题' });
    const scanned = thinkScanStats.chars;
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      fireEvent.change(input, { target: { value: '怎么选？' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      const bubble = await waitFor(() => {
        // eslint-disable-next-line testing-library/no-node-access -- a bubble has no role; its data-status says loading, success or error
        const last = [...panel.querySelectorAll<HTMLElement>('[data-status]')].at(-1);
        expect(last).toHaveAttribute('data-status', 'success');
        return last!;
      });
      act(() => vi.advanceTimersByTime(2_000));
      expect(bubble).toHaveAttribute('aria-busy', 'false');
      const quote = within(bubble).getByLabelText('思考过程');
      expect(quote).toHaveTextContent(THINK);
      expect(bubble).toHaveTextContent('储存于 2-8°C。');
      expect(bubble.textContent).not.toContain('think>');
      const live = within(panel).getByText(/小助手回复：/, { selector: '[aria-live="polite"]' });
      expect(live).toHaveTextContent('小助手回复：建议选用高亮度荧光素');
      expect(live).not.toHaveTextContent('先想一想');
      // the renderer, the announcement and the product lookup read the split made while it arrived
      expect(thinkScanStats.chars - scanned).toBe(`<think>${THINK}</think>${ANSWER}`.length);
    } finally {
      vi.useRealTimers();
    }
  });
});
