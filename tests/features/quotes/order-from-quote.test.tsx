import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { DEMO_QUOTE_ID } from '../../../mocks/db/seed/quotes.ts';
import { server } from '../../../mocks/node.ts';
import { statusOf } from '../../../mocks/quote-data.ts';
import { renderApp, signInAs } from '../../utils/render';


afterEach(() => {
  server.events.removeAllListeners();
});

function bodiesTo(suffix: string) {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(suffix)) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

const demoQuote = () => db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
/** The owner's account requires a fund (docs/api.md §13): the first one offered. */
async function chooseFund(user: ReturnType<typeof renderApp>['user']) {
  const section = await screen.findByRole('region', { name: /^经费/ });
  await user.click(within(section).getAllByRole('radio')[0]!);
}

/** The checkout's banner about the quote (an antd Alert). */
async function quoteBanner() {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].find((a) => a.textContent?.includes('价格来自报价单'));
    expect(found).toBeDefined();
  });
  return found!;
}

const ownerCart = () => db.state.carts.filter((c) => c.memberId === DEMO.owner._id).map((c) => `${c.matlId}×${c.quantity}`);

describe('the checkout from a quote (/order/add?quote=…, docs/api.md §16)', () => {
  it('shows where the prices come from, previews and places the order with the quote at the quoted prices; the cart is untouched', async () => {
    const previews = bodiesTo('/mall/v1/orders/preview');
    const orders = bodiesTo('/mall/v1/orders');
    const cartBefore = ownerCart();
    const quote = demoQuote();
    const priced = quote.lines.filter((l) => l.status === 'quoted');
    expect(priced.length).toBeGreaterThan(0);
    expect(quote.lines.some((l) => l.status === 'declined')).toBe(true);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/add?quote=${DEMO_QUOTE_ID}`);

    const banner = await quoteBanner();
    expect(banner).toHaveTextContent(`价格来自报价单 ${quote.quoteNo}（有效期至 ${quote.validUntil}）`);
    expect(within(banner).getByRole('link', { name: quote.quoteNo })).toHaveAttribute('href', `/quote/${DEMO_QUOTE_ID}`);
    const items = screen.getByRole('region', { name: /商品清单/ });
    expect(within(items).getByRole('heading')).toHaveTextContent(`商品清单（${priced.length} 种）`);
    // a declined line is not ordered
    for (const line of quote.lines.filter((l) => l.status === 'declined')) expect(within(items).queryByText(line.name)).not.toBeInTheDocument();
    await waitFor(() => expect(previews.length).toBeGreaterThan(0));
    expect(previews.at(-1)).toMatchObject({ quoteId: DEMO_QUOTE_ID });
    expect(previews.at(-1)).not.toHaveProperty('matlIds');

    await chooseFund(user);
    // the quote reads 已接受 before the result page opens: the form must not flash "cannot be ordered" meanwhile
    const flashes: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes('不能下单')) flashes.push('不能下单');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    watch.disconnect();
    expect(flashes).toEqual([]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ quoteId: DEMO_QUOTE_ID });
    expect(orders[0]!.expected).toEqual(priced.map((l) => ({ matlId: l.matlId ?? l._id, price: l.unitPrice, quantity: l.quantity })));
    const placed = db.state.orders.find((o) => o.quoteId === DEMO_QUOTE_ID)!;
    expect(placed).toBeDefined();
    expect(statusOf(demoQuote())).toBe('accepted');
    expect(ownerCart()).toEqual(cartBefore);
  });

  it("a 10132 refusal shows the mall's reason with a link back to the quote, and nothing is placed", async () => {
    server.use(http.post('*/mall/v1/orders', () => HttpResponse.json({ code: 10132, msg: '报价单已过期（有效期至 2026-11-20），请重新询价', data: null })));
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/add?quote=${DEMO_QUOTE_ID}`);
    await chooseFund(user);
    await user.click(await screen.findByRole('button', { name: '提交订单' }));
    await screen.findByText(/报价单已过期（有效期至 2026-11-20），请重新询价。/, {});
    const banner = await quoteBanner();
    expect(banner).toHaveTextContent('报价单已过期（有效期至 2026-11-20），请重新询价。返回报价单');
    expect(within(banner).getByRole('link', { name: '返回报价单' })).toHaveAttribute('href', `/quote/${DEMO_QUOTE_ID}`);
    // said in the banner and beside the disabled button, not also as a toast
    expect(screen.getAllByText('报价单已过期（有效期至 2026-11-20），请重新询价')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/order/add');
  });

  it('an expired quote is not offered for ordering: the reason and the way back', async () => {
    const expired = db.state.quotes.find((q) => q.memberId === DEMO.owner._id && statusOf(q) === 'expired')!;
    signInAs(DEMO.owner._id);
    renderApp(`/order/add?quote=${expired._id}`);
    expect(await screen.findByText(`报价单已过期（有效期至 ${expired.validUntil}），请重新询价`, {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看报价单' })).toHaveAttribute('href', `/quote/${expired._id}`);
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
  });
});
