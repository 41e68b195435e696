import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { renderApp } from '../../utils/render';
import type * as EnvModule from '@/shared/config/env';
import { findAssistantPanel } from '../../utils/dialogs';

/**
 * An answer that has finished and says `text` (a bubble has no role; its data-status says its state). The bubble
 * itself is matched: the Markdown inside it is redrawn while the answer is typed out.
 */
const answered = (text: string) => (_: string, element: Element | null) =>
  element?.getAttribute('data-status') === 'success' && (element.textContent ?? '').includes(text);

// The production default: no VITE_ASSISTANT_API_KEY.
vi.mock('@/shared/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { env: { ...original.env, assistantApiKey: '' } };
});

afterEach(() => localStorage.clear());

describe('assistant without a key', () => {
  it('says it is not set up, still answers the canned topics, and works once a key is saved in the browser', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/completions')) asked.push(request.headers.get('authorization') ?? '');
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    // the panel's chunk loads cold in this file's own module graph: slow on a loaded machine
    const panel = await findAssistantPanel();
    expect(within(panel).getByText(/小助手尚未配置/)).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: '售后服务' }));
    expect(await within(panel).findByText(answered('400 819 7199'), {})).toBeInTheDocument();

    const input = within(panel).getByRole('textbox', { name: '输入您的问题' });
    fireEvent.change(input, { target: { value: '有货吗' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(panel).findAllByText(/小助手尚未配置/)).toHaveLength(2);
    expect(asked).toEqual([]);

    fireEvent.change(within(panel).getByLabelText('小助手密钥'), { target: { value: ' mock-key ' } });
    fireEvent.click(within(panel).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(within(panel).queryByLabelText('小助手密钥')).not.toBeInTheDocument());
    expect(localStorage.getItem('assistantApiKey')).toBe('mock-key');

    fireEvent.change(input, { target: { value: '有货吗' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(asked).toEqual(['Bearer mock-key']));
    // the answer streams on: it ends before the test does, so no stream outlives the test's document
    await waitFor(() => expect(within(panel).queryByRole('button', { name: /停\s*止/ })).not.toBeInTheDocument());
    server.events.removeAllListeners();
  });
});
