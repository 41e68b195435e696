import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { handlers } from '../../../mocks/handlers/index.ts';
import { feedback } from '@/shared/lib/feedback';
import { renderApp, signInAs } from '../../utils/render';


/** A shipped order of the owner with at least two lines. */
const shippedOrder = () => db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.items.length >= 2 && o.stockOutIds.length > 0)!;

/** The mall's answer for the order with the §20–22 fields: the first item controlled with an SDS, a dry-ice fee. */
function answerOrder(extra: { coldChainFee: number }) {
  server.use(
    http.get('*/mall/v2/orders/:id', async ({ request }) => {
      const response = await getResponse(handlers, request.clone());
      const body = (await response!.json()) as { data: { items: Record<string, unknown>[]; amount: number } & Record<string, unknown> };
      const items = body.data.items.map((item, i) => ({ ...item, controls: i === 0 ? ['precursor3'] : [], hasSds: i === 0 }));
      return HttpResponse.json({ ...body, data: { ...body.data, ...extra, items } });
    }),
  );
}

describe('the order detail’s safety data and shipments (docs/api.md §20, §22)', () => {
  it('lists the SDS of what was bought with its control class, shows 干冰费, and each shipment’s condition', async () => {
    const order = shippedOrder();
    answerOrder({ coldChainFee: 80 });
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    const sds = await screen.findByRole('region', { name: /安全技术说明书/ });
    const first = order.items[0]!;
    expect(within(sds).getByText(first.name)).toBeInTheDocument();
    expect(within(sds).getByText('易制毒第三类')).toBeInTheDocument();
    expect(within(sds).getAllByRole('button', { name: /下载 .* 的安全技术说明书/ })).toHaveLength(1);
    // the goods list tags the controlled item too
    const goods = screen.getByRole('region', { name: /^商品（/ });
    expect(within(goods).getByText('易制毒第三类')).toBeInTheDocument();
    const terms = within(goods).getAllByRole('term').map((t) => t.textContent);
    expect(within(goods).getAllByRole('definition')[terms.indexOf('干冰费')]).toHaveTextContent('¥80.00');
    // every shipment says how it travels (常温 when it carries no cold chain)
    const shipments = screen.getAllByRole('article', { name: /^发货单 / });
    for (const card of shipments) expect(within(card).getByText(/常温|2–8 ℃ 冰袋|−20 ℃ 干冰/)).toBeInTheDocument();
  });

  it('no 干冰费 row for an order without dry ice', async () => {
    const order = shippedOrder();
    answerOrder({ coldChainFee: 0 });
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    await screen.findByRole('region', { name: /安全技术说明书/ });
    expect(screen.queryByText('干冰费')).not.toBeInTheDocument();
  });

  it('downloads an item’s SDS, or says the mall’s refusal', async () => {
    const order = shippedOrder();
    const first = order.items[0]!;
    answerOrder({ coldChainFee: 0 });
    let missing = false;
    server.use(
      http.get('*/mall/v1/materials/:id/sds', () =>
        missing
          ? HttpResponse.json({ code: 404, msg: '该商品暂无安全技术说明书', data: null }, { status: 404 })
          : new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:sds', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const errors: string[] = [];
    vi.spyOn(feedback, 'error').mockImplementation((text: string) => void errors.push(text));
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    const button = await screen.findByRole('button', { name: `下载 ${first.name} 的安全技术说明书` });
    await user.click(button);
    await waitFor(() => expect(saved).toEqual([`SDS-${first.catalogNo}.pdf`]));
    missing = true;
    await user.click(button);
    await waitFor(() => expect(errors).toEqual(['该商品暂无安全技术说明书']));
    expect(saved).toHaveLength(1);
  });
});
