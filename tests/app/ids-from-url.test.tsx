import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { server } from '../../mocks/node.ts';
import { startCatalogueCalls } from '@/features/catalogue';
import { idSegment, isApiError } from '@/shared/api';
import { isMallId } from '@/shared/lib/ids';
import { renderApp, signInAs } from '../utils/render';

/** What a signed-in page asks for by itself (the member, the cart, the header's count of orders awaiting approval). */
const SESSION_CALL = /\/mall\/v[12]\/(member\/info|carts|approvals\/count|member\/restock-alerts\/count|member\/messages\/unread-count)$/;

/** Every request's path from now on. */
function recordCalls(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

describe('ids from the address are checked before any call (issue 23, item 17)', () => {
  it('the id pattern is the one of docs/api.md: 24 hexadecimal characters', () => {
    expect(isMallId('66a3000000000000000009cd')).toBe(true);
    for (const bad of ['', '..', '../x', '66a3000000000000000009c', '66a3000000000000000009cd/', 'SO2611210063', '66a300000000000000000g9cd']) {
      expect(isMallId(bad)).toBe(false);
    }
    expect(idSegment('66A3000000000000000009CD')).toBe('66A3000000000000000009CD');
    let refused: unknown;
    try {
      idSegment('..');
    } catch (error) {
      refused = error;
    }
    expect(isApiError(refused) && refused.status === 404).toBe(true);
  });

  it.each([
    ['/order/%2E%2E', '订单不存在'],
    ['/order/..%2Fcontract', '订单不存在'],
    ['/invoice/download?id=..', '下载链接无效'],
    ['/invoice/download?id=../x&format=pdf', '下载链接无效'],
  ])('a member at %s: no request, the not-found state', async (path, notFound) => {
    signInAs(DEMO.owner._id);
    const calls = recordCalls();
    renderApp(path);
    expect(await screen.findByText(notFound, {})).toBeInTheDocument();
    await waitFor(() => expect(calls.some((p) => SESSION_CALL.test(p))).toBe(true));
    expect(calls.filter((p) => !SESSION_CALL.test(p))).toEqual([]);
  });

  it.each([
    ['/product/%2E%2E', '商品不存在或已下架'],
    ['/product/..%2F..%2Fcommon%2Fv1%2Fdownloads', '商品不存在或已下架'],
    ['/brand/%2E%2E', '品牌不存在'],
    ['/label/%2E%2E', '标签不存在'],
  ])('a visitor at %s: no request, the not-found state', async (path, notFound) => {
    const calls = recordCalls();
    renderApp(path);
    expect(await screen.findByText(notFound, {})).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('the landing script starts no early call for a product path that is not an id', () => {
    expect(startCatalogueCalls('/product/%2E%2E', '', false)).toBeUndefined();
    expect(startCatalogueCalls('/product/%E0', '', false)).toBeUndefined(); // badly escaped: not a crash either
    expect(window.__earlyCalls).toBeUndefined();
  });
});
