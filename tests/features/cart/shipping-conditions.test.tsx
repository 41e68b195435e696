import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { handlers } from '../../../mocks/handlers/index.ts';
import { renderApp, signInAs } from '../../utils/render';


/**
 * The owner's selected cart lines made to ship three ways (docs/api.md §20): the first on dry ice, the second
 * with ice packs, the rest at room temperature. Returns them in that order.
 */
function mixedSelection() {
  const selected = db.state.carts.filter((c) => c.memberId === DEMO.owner._id && c.selected);
  expect(selected.length).toBeGreaterThanOrEqual(3);
  const material = (matlId: string) => db.state.materials.find((m) => m._id === matlId)!;
  selected.forEach((line, i) => Object.assign(material(line.matlId), { shipping: i === 0 ? '干冰' : i === 1 ? '冰袋' : '常温' }));
  return selected.map((line) => material(line.matlId));
}

describe('shipping conditions in the cart (docs/api.md §20)', () => {
  it('each line shows its condition; the selection says it ships in three parcels and what the dry ice adds', async () => {
    const [dry, ice, ambient] = mixedSelection();
    signInAs(DEMO.owner._id);
    renderApp('/cart');
    await screen.findByRole('checkbox', { name: `选择 ${dry!.catalogNo}` });
    const row = (catalogNo: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByText(new RegExp(`货号 ${catalogNo}`)))!;
    expect(within(row(dry!.catalogNo)).getByText('−20 ℃ 干冰')).toBeInTheDocument();
    expect(within(row(ice!.catalogNo)).getByText('2–8 ℃ 冰袋')).toBeInTheDocument();
    expect(within(row(ambient!.catalogNo)).getByText('常温')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '运输条件' });
    expect(within(summary).getByText('已选商品的运输条件不同，将分 3 个包裹发货：')).toBeInTheDocument();
    expect(within(summary).getByTestId('cart-cold-chain-fee')).toHaveTextContent('¥80.00');
  });

  it('unselecting the dry-ice line takes the fee away; an all-ambient selection says nothing', async () => {
    const [dry, ice] = mixedSelection();
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/cart');
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${dry!.catalogNo}` }));
    await waitFor(() => expect(screen.getByRole('region', { name: '运输条件' })).toHaveTextContent('将分 2 个包裹发货'));
    expect(screen.queryByTestId('cart-cold-chain-fee')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `选择 ${ice!.catalogNo}` }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '运输条件' })).not.toBeInTheDocument());
  });
});

describe('shipping conditions at checkout (docs/api.md §20)', () => {
  it('groups the lines by shipment and adds the preview’s 干冰费 to the totals', async () => {
    const [dry, ice, ambient] = mixedSelection();
    server.use(
      http.post('*/mall/v1/orders/preview', async ({ request }) => {
        const response = await getResponse(handlers, request.clone());
        const body = (await response!.json()) as { data: Record<string, number> & { goodsAmount: number; freight: number } };
        const shipments = [
          { condition: 'ambient', label: '常温', matlIds: [ambient!._id], fee: 0 },
          { condition: 'icePack', label: '2–8 ℃ 冰袋', matlIds: [ice!._id], fee: 0 },
          { condition: 'dryIce', label: '−20 ℃ 干冰', matlIds: [dry!._id], fee: 80 },
        ];
        const amount = body.data.goodsAmount + body.data.freight + 80;
        return HttpResponse.json({ ...body, data: { ...body.data, coldChainFee: 80, shipments, amount } });
      }),
    );
    signInAs(DEMO.owner._id);
    renderApp('/order/add');
    const items = await screen.findByRole('region', { name: /商品清单/ });
    await waitFor(() => expect(screen.getByTestId('checkout-cold-chain-fee')).toHaveTextContent('¥80.00'));
    expect(within(items).getByText('不同运输条件的商品分 3 个包裹发货')).toBeInTheDocument();
    const dryHead = within(items).getByLabelText('−20 ℃ 干冰发货');
    expect(dryHead).toHaveTextContent('干冰费 ¥80.00');
    // the dry-ice line comes right under its head
    const lines = within(items).getAllByRole('listitem');
    const dryLine = lines.find((li) => within(li).queryByLabelText('−20 ℃ 干冰发货'))!;
    expect(dryLine).toHaveTextContent(dry!.name);
    // the total is the mall's, the fee in it
    const goods = db.state.carts
      .filter((c) => c.memberId === DEMO.owner._id && c.selected)
      .reduce((sum, c) => sum + db.state.materials.find((m) => m._id === c.matlId)!.price * c.quantity, 0);
    const freight = goods >= 500 ? 0 : 15;
    const amount = Math.round((goods + freight + 80) * 100) / 100;
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent(`¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('the fake mall’s own preview: three shipments and the dry-ice fee in the amount', async () => {
    const [dry] = mixedSelection();
    signInAs(DEMO.owner._id);
    renderApp('/order/add');
    const items = await screen.findByRole('region', { name: /商品清单/ });
    await waitFor(() => expect(screen.getByTestId('checkout-cold-chain-fee')).toHaveTextContent('¥80.00'));
    expect(within(items).getByLabelText('−20 ℃ 干冰发货')).toHaveTextContent('1 种商品 · 干冰费 ¥80.00');
    expect(within(items).getAllByRole('listitem').find((li) => within(li).queryByLabelText('−20 ℃ 干冰发货'))).toHaveTextContent(dry!.name);
  });

  it('before (or without) the preview’s shipments the lines group by their own condition and the fee is counted', async () => {
    mixedSelection();
    server.use(http.post('*/mall/v1/orders/preview', () => HttpResponse.json({ code: 500, msg: '服务器开小差了', data: null }, { status: 500 })));
    signInAs(DEMO.owner._id);
    renderApp('/order/add');
    const items = await screen.findByRole('region', { name: /商品清单/ });
    expect(within(items).getByLabelText('常温发货')).toBeInTheDocument();
    expect(within(items).getByLabelText('2–8 ℃ 冰袋发货')).toHaveTextContent('冰袋免费');
    expect(within(items).getByLabelText('−20 ℃ 干冰发货')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-cold-chain-fee')).toHaveTextContent('¥80.00');
  });
});
