import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { server } from '../../../mocks/node.ts';
import { startNoticeCalls } from '@/features/notices';
import { ROUTE_TABLE } from '@/shared/config/routes';
import { renderApp, signInAs } from '../../utils/render';

/** Every request for the bell's count from now on. */
function recordCounts(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/member/messages/unread-count')) seen.push(url.pathname);
  });
  return seen;
}

describe('the bell’s count, asked for early by the landing script', () => {
  it('a signed-in member’s page takes the early answer: one request for the count, shown on the bell', async () => {
    signInAs(DEMO.owner._id);
    const counts = recordCounts();
    expect(startNoticeCalls('/cart')).toBe(1);
    const { queryClient } = renderApp('/cart');
    expect(await screen.findByRole('button', { name: /^消息中心，\d+ 条未读$/ })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(counts).toHaveLength(1);
    expect(window.__earlyCalls).toEqual([]);
  });

  it('nothing without a stored session, nor on the pages without a bell', () => {
    expect(startNoticeCalls('/cart')).toBe(0);
    signInAs(DEMO.owner._id);
    expect(startNoticeCalls('/account/login')).toBe(0);
    expect(startNoticeCalls('/account/clean')).toBe(0);
    expect(startNoticeCalls('/invoice/download')).toBe(0);
    expect(startNoticeCalls('/invoice/download/')).toBe(0);
    expect(window.__earlyCalls).toBeUndefined();
    expect(startNoticeCalls('/')).toBe(1);
    expect(startNoticeCalls('/invoice')).toBe(1);
  });

  it('every route of the table: asked where the header shows its right side (the bell), not where it hides it or is bare', () => {
    signInAs(DEMO.owner._id);
    for (const { path, meta } of Object.values(ROUTE_TABLE)) {
      if (path === '*') continue;
      const page = path.replace(/:[a-z]+/gi, '66a300000000000000000001');
      const bell = !('hideHeaderRight' in meta && meta.hideHeaderRight) && !('bare' in meta && meta.bare);
      expect(startNoticeCalls(page), page).toBe(bell ? 1 : 0);
    }
  });
});
