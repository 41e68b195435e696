/**
 * 修改后重新提交 at the price the mall will charge (docs/api.md §13 resubmit, §5): a line whose quantity changes is
 * priced anew at the company's price for its new quantity (a ladder step reached), an unchanged line keeps its
 * placed price, and the dialog's total is the order's once resubmitted. With the fake mall itself.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import type { OrderRecord } from '../../../mocks/db/types.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const owner = DEMO.owner._id;
const TIPS = 'MCT-789-L-100BX'; // list ¥48, 协议价 ¥42, from 10 ¥39, from 50 ¥36
const material = (catalogNo: string) => db.state.materials.find((m) => m.catalogNo === catalogNo)!;

let order: OrderRecord;

beforeEach(() => {
  db.state.procurementSettings = [];
  // one of the owner's orders, rejected, with 4 boxes of tips at the 协议价 and a line without terms
  order = db.state.orders.find((o) => o.memberId === owner && !o.quoteId && o.items.length > 1 && (o.placedBy ?? owner) === owner)!;
  const tips = material(TIPS);
  const other = db.state.materials.find((m) => m._id === order.items.find((i) => !db.state.priceTerms.some((t) => t.matlId === i.matlId))!.matlId)!;
  const line = (m: typeof tips, price: number, quantity: number) => ({
    matlId: m._id,
    catalogNo: m.catalogNo,
    name: m.name,
    spec: m.spec,
    mfrName: m.mfrName,
    price,
    quantity,
    shippedQty: 0,
    shippingCondition: 'ambient' as const,
  });
  Object.assign(order, {
    status: 'rejected',
    placedBy: owner,
    fundId: undefined,
    items: [line(tips, 42, 4), line(other, other.price, 1)],
    approval: { status: 'rejected', reasons: ['订单金额超过审批阈值'], decidedBy: owner, decidedByName: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', rejectReason: '请按 10 盒采购', adjusted: [] },
  });
});

it('a changed line at the company price for its new quantity, an unchanged one at its placed price; the total is the order’s after resubmitting', async () => {
  signInAs(owner);
  const { user } = renderApp(`/order/${order._id}`);
  await user.click(await screen.findByRole('button', { name: '修改后重新提交' }));
  const dialog = await findDialog('修改后重新提交');
  const tips = material(TIPS);
  const other = order.items[1]!;
  const quantity = within(dialog).getByRole('spinbutton', { name: `${tips.name} 数量` });
  await user.clear(quantity);
  await user.type(quantity, '10');
  expect(await within(dialog).findByText(/按新数量 ¥39\.00/)).toBeInTheDocument();
  expect(within(dialog).getByRole('status')).toHaveTextContent('改动数量的商品按贵单位当前价格（含协议价、阶梯价）重新计价');
  const goods = 39 * 10 + other.price;
  // 商品金额
  expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent(`¥${goods.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  const shown = within(dialog).getByTestId('resubmit-total').textContent;
  await user.click(within(dialog).getByRole('button', { name: '重新提交' }));
  await waitFor(() => expect(order.status).not.toBe('rejected'));
  expect(order.items.map((i) => [i.quantity, i.price])).toEqual([
    [10, 39],
    [1, other.price],
  ]);
  expect(`¥${order.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`).toBe(shown);
});

it('a price it cannot look up is said, not passed off as repriced; the placed price stands in', async () => {
  server.use(http.get('*/mall/v1/materials/:id', () => HttpResponse.json({ code: 500, msg: '服务器内部错误', data: null }, { status: 500 })));
  signInAs(owner);
  const { user } = renderApp(`/order/${order._id}`);
  await user.click(await screen.findByRole('button', { name: '修改后重新提交' }));
  const dialog = await findDialog('修改后重新提交');
  const quantity = within(dialog).getByRole('spinbutton', { name: `${material(TIPS).name} 数量` });
  await user.clear(quantity);
  await user.type(quantity, '10');
  expect(await within(dialog).findByText('部分商品暂无法获取最新价格，金额以提交后的订单为准。', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(within(dialog).queryByText(/按新数量/)).not.toBeInTheDocument();
});
