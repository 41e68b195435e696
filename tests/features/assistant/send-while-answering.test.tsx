import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { renderApp } from '../../utils/render';
import { loadFixtures, type Fixture } from './replay';
import { findAssistantPanel } from '../../utils/dialogs';

const COMPLETIONS = '*/api/v1/chats/:chatId/completions';
const HELD_NOTE = '正在回答上一个问题，回答结束后即可发送；也可点「停止」结束当前回答。';

/**
 * Answers every question with a recorded RAGFlow stream (tests/fixtures/ragflow); the first answer stops
 * after its first event until `finish()`, as a slow model does, so a question can be typed meanwhile.
 */
function heldFixture(fixture: Fixture) {
  const questions: string[] = [];
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const text = new TextDecoder().decode(fixture.bytes);
  const cut = new TextEncoder().encode(text.slice(0, text.indexOf('data:', 1))).length;
  server.use(
    http.post(COMPLETIONS, async ({ request }) => {
      questions.push(((await request.json()) as { question: string }).question);
      const first = questions.length === 1;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(fixture.bytes.slice(0, cut));
          if (first) await finished;
          controller.enqueue(fixture.bytes.slice(cut));
          controller.close();
        },
      });
      return new HttpResponse(body, { status: fixture.expected.status, headers: { 'Content-Type': fixture.expected.contentType } });
    }),
  );
  return { questions, finish };
}

async function openAssistant() {
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
  const panel = await findAssistantPanel();
  return { panel, input: within(panel).getByRole('textbox', { name: '输入您的问题' }) };
}

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
/** The answers in the panel: a bubble has no role of its own; its data-status says loading, success or error. */
// eslint-disable-next-line testing-library/no-node-access
const answers = (panel: HTMLElement) => panel.querySelectorAll<HTMLElement>('[data-status]');
const log = (panel: HTMLElement) => within(within(panel).getByRole('log', { name: '对话记录' }));
const sendButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: /发\s*送/ });

afterEach(() => localStorage.clear());

describe('a question typed while an answer streams (issue 24 item 14, spec §5)', () => {
  const fixture = loadFixtures().find((f) => f.name === '01-delta-with-references')!;

  it('is kept in the input with the send visibly blocked, and Enter sends it once the answer has ended', async () => {
    const stream = heldFixture(fixture);
    const { panel, input } = await openAssistant();
    type(input, '流式抗体怎么选？');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.questions).toEqual(['流式抗体怎么选？']));
    // the first event has arrived; the rest of the answer has not
    await waitFor(() => expect(answers(panel)[0]).toHaveTextContent('您好！关于流式抗体的选型'));
    expect(answers(panel)[0]).toHaveAttribute('data-status', 'loading');

    type(input, '第二个问题');
    // typed while the answer runs: the composer says at once that it waits
    expect(within(panel).getByRole('status')).toHaveTextContent(HELD_NOTE);
    expect(sendButton(panel)).toBeDisabled();
    expect(within(panel).getByRole('button', { name: /停\s*止/ })).toBeEnabled();

    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(sendButton(panel));
    await new Promise((r) => setTimeout(r, 50));
    expect(input).toHaveValue('第二个问题'); // kept, not cleared
    expect(stream.questions).toHaveLength(1); // not sent
    expect(log(panel).queryByText('第二个问题')).not.toBeInTheDocument(); // not shown as asked either
    expect(within(panel).getByRole('status')).toHaveTextContent(HELD_NOTE);
    expect(sendButton(panel)).toHaveAttribute('aria-describedby', within(panel).getByRole('status').id);

    act(() => stream.finish());
    await waitFor(() => expect(answers(panel)[0]).toHaveAttribute('data-status', 'success'));
    expect(within(panel).queryByText(HELD_NOTE)).not.toBeInTheDocument();
    expect(sendButton(panel)).toBeEnabled();
    expect(input).toHaveValue('第二个问题');

    // Enter that confirms an IME composition still does not send
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.questions).toHaveLength(1);
    expect(input).toHaveValue('第二个问题');

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.questions).toEqual(['流式抗体怎么选？', '第二个问题']));
    expect(input).toHaveValue('');
    expect(log(panel).getByText('第二个问题')).toBeInTheDocument();
    await waitFor(() => expect(answers(panel)[1]).toHaveAttribute('data-status', 'success'));
  });

  it('a stop ends the wait as well: the kept question can be sent at once', async () => {
    const stream = heldFixture(fixture);
    const { panel, input } = await openAssistant();
    type(input, '流式抗体怎么选？');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(answers(panel)[0]).toHaveTextContent('您好！关于流式抗体的选型'));
    type(input, '换个问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('换个问题');
    fireEvent.click(within(panel).getByRole('button', { name: /停\s*止/ }));
    await within(panel).findByText('已停止回答');
    expect(input).toHaveValue('换个问题');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stream.questions).toEqual(['流式抗体怎么选？', '换个问题']));
    expect(input).toHaveValue('');
    stream.finish();
  });
});
