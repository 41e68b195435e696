import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA } from '@/shared/ui/layout';
import { renderApp } from '../utils/render';
import { findAssistantPanel } from '../utils/dialogs';

const original = window.matchMedia;

afterEach(() => {
  window.matchMedia = original;
});

/**
 * Issue 42 item 3: a phone has no free corner for the floating 小助手, so the header holds its entry (the floating
 * launcher is hidden there by CSS, which jsdom does not apply).
 */
describe('小助手 in the header', () => {
  it('on a phone: an entry in the header opens the assistant', async () => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === MEDIA.phone })) as typeof window.matchMedia;
    renderApp('/');
    const header = await screen.findByRole('banner');
    const entry = await within(header).findByRole('button', { name: '打开小助手' });
    expect(entry).toHaveTextContent('小助手');
    fireEvent.click(entry);
    expect(await findAssistantPanel()).toBeVisible();
    expect(within(header).getByRole('button', { name: '关闭小助手' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a computer: none in the header (the launcher floats beside the page)', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    await screen.findByRole('link', { name: '登录/注册' });
    expect(within(header).queryByRole('button', { name: /小助手/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开小助手' })).toBeInTheDocument();
  });
});
