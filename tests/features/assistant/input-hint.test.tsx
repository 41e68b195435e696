import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { findAssistantPanel } from '../../utils/dialogs';

const original = window.matchMedia;

/**
 * A touch screen wider than a phone (a tablet): only the touch part of a query matches (the header's phone entry,
 * by width, stays out of this test).
 */
function touchScreen() {
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('(pointer: coarse)') })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = original;
});

async function questionField() {
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
  return within(await findAssistantPanel()).getByRole('textbox', { name: '输入您的问题' });
}

describe('the question field says what sends it', () => {
  it('on a computer: Enter and Shift+Enter', async () => {
    const input = await questionField();
    expect(input).toHaveAttribute('placeholder', '请输入您的问题，Enter 发送，Shift+Enter 换行');
  });

  it('on a phone or touch screen: the 发送 button, never keys it has not got', async () => {
    touchScreen();
    const input = await questionField();
    expect(input).toHaveAttribute('placeholder', '请输入您的问题，点“发送”提交');
    expect(input.getAttribute('placeholder')).not.toMatch(/Enter|Shift/);
    expect(input).toHaveAttribute('enterkeyhint', 'send');
  });
});
