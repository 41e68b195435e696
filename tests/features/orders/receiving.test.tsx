import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { personName } from '../../../mocks/receipts.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const RECEIVER_NOTE = '按报销要求，收货人须不同于下单人';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const parcelsOf = (orderId: string) => {
  const order = db.state.orders.find((o) => o._id === orderId)!;
  return order.stockOutIds.map((id) => db.state.stockOuts.find((s) => s._id === id)!);
};

/** An order of the owner's account with a parcel to confirm, placed by `placedBy` (null: the owner). */
function receivable(placedBy: string | null) {
  const order = db.state.orders.find(
    (o) =>
      o.memberId === DEMO.owner._id &&
      (o.placedBy ?? null) === placedBy &&
      o.status !== 'cancelled' &&
      parcelsOf(o._id).some((s) => !s.receipt),
  );
  if (!order) return null;
  return { order, parcel: parcelsOf(order._id).find((s) => !s.receipt)! };
}


/** The selected option of an antd Select inside `scope`. */
function selectedText(scope: HTMLElement): string {
  // antd renders the chosen option's label in its own element (no role)
  return scope.querySelector('.ant-select-content')?.textContent ?? '';
}

async function openReceipt(orderId: string, stockOutNo: string) {
  const { user } = renderApp(`/order/${orderId}`);
  const card = await screen.findByRole('article', { name: `发货单 ${stockOutNo}` });
  await user.click(within(card).getByRole('button', { name: '确认收货' }));
  const dialog = await findDialog(`确认收货 · 发货单 ${stockOutNo}`);
  await within(dialog).findByLabelText('收货人', {});
  return { user, card, dialog };
}

describe('确认收货 (docs/api.md §14)', () => {
  it('offers first a receiver other than the buyer, says why, and the confirmed parcel shows who received it; the order and counts load again', async () => {
    // 陈晨's order, confirmed by the owner: the owner (signed in) is offered first
    const found = receivable(DEMO.sub._id) ?? receivable(null);
    expect(found).not.toBeNull();
    const { order, parcel } = found!;
    const buyer = order.placedBy ?? DEMO.owner._id;
    let sent: { receiverId: string; receivedAt: string; lines: { matlId: string; quantity: number; lot: string }[] } | undefined;
    server.use(
      http.post('*/mall/v1/stock-outs/:id/receipt', async ({ request }) => {
        sent = (await request.clone().json()) as typeof sent;
        return undefined; // the fake mall answers
      }),
    );
    const details: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`/orders/${order._id}`)) details.push(request.url);
    });
    signInAs(DEMO.owner._id);
    const { user, queryClient } = renderApp(`/order/${order._id}`);
    // what the order list showed before (fresh for 30 s): the status counts and a page of the list
    const COUNTS = ['orders', 'status-count'];
    const LIST = ['orders', 'list', { status: 'all' }];
    queryClient.setQueryData(COUNTS, []);
    queryClient.setQueryData(LIST, { list: [] });
    const card = await screen.findByRole('article', { name: `发货单 ${parcel.stockOutNo}` });
    await user.click(within(card).getByRole('button', { name: '确认收货' }));
    const dialog = await findDialog(`确认收货 · 发货单 ${parcel.stockOutNo}`);
    await within(dialog).findByLabelText('收货人', {});

    expect(within(dialog).getByText(RECEIVER_NOTE)).toBeInTheDocument();
    const shown = selectedText(dialog);
    expect(shown).not.toBe('');
    expect(shown).not.toContain(personName(buyer));
    expect(shown).not.toContain('下单人');
    // each line prefilled with what was shipped
    for (const item of parcel.items) {
      const line = within(dialog).getByRole('group', { name: `${item.name} ${item.catalogNo}` });
      expect(within(line).getByLabelText('批号')).toHaveValue(item.lot);
      expect(within(line).getByLabelText('收货数量')).toHaveValue(String(item.quantity));
    }
    const detailsBefore = details.length;
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));

    expect(await within(card).findByLabelText('收货信息', {})).toHaveTextContent(`收货人 ${shown.replace(/（.*）/, '')}`);
    expect(within(card).getByText('已收货')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '确认收货' })).not.toBeInTheDocument();
    expect(sent?.receiverId).not.toBe(buyer);
    expect(sent?.lines).toEqual(parcel.items.map((i) => ({ matlId: i.matlId, quantity: i.quantity, lot: i.lot })));
    expect(db.state.stockOuts.find((s) => s._id === parcel._id)?.receipt?.receiverId).toBe(sent?.receiverId);
    expect(details.length).toBeGreaterThan(detailsBefore);
    // and the 验收单 can now be downloaded
    expect(screen.getByRole('button', { name: '下载验收单' })).toBeInTheDocument();
    // the list and its counts load again when next shown (the order may now be 已完成)
    expect(queryClient.getQueryState(COUNTS)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(true);
  });

  it('on her own order the owner is not offered as receiver (the rule forbids it): nothing is preselected, she picks another', async () => {
    const { order, parcel } = receivable(null)!;
    signInAs(DEMO.owner._id);
    const { user, dialog } = await openReceipt(order._id, parcel.stockOutNo);
    expect(selectedText(dialog)).toBe('请选择收货人'); // the placeholder: no receiver chosen
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));
    expect(await within(dialog).findByText('请选择收货人')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '收货人' }));
    const buyerOption = await screen.findByRole('option', { name: '王敏（主账号）（下单人）' });
    expect(buyerOption).toHaveAttribute('aria-disabled', 'true');
    // the drawn item (the role=option list is antd's accessible copy)
    await user.click(screen.getByTitle('陈晨'));
    await waitFor(() => expect(selectedText(dialog)).toBe('陈晨'));
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));
    const card = screen.getByRole('article', { name: `发货单 ${parcel.stockOutNo}` });
    expect(await within(card).findByLabelText('收货信息', {})).toHaveTextContent('收货人 陈晨');
  });

  it('the buyer sub-account under receiverMustDiffer: no 确认收货 button, the card says why and who can', async () => {
    const { order, parcel } = receivable(DEMO.sub._id)!;
    signInAs(DEMO.sub._id);
    renderApp(`/order/${order._id}`);
    const card = await screen.findByRole('article', { name: `发货单 ${parcel.stockOutNo}` });
    expect(await within(card).findByText('收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '确认收货' })).not.toBeInTheDocument();
  });

  it('10111 (the receiver is the buyer): the mall’s message under 收货人, the dialog stays with everything typed', async () => {
    const { order, parcel } = (receivable(DEMO.sub._id) ?? receivable(null))!;
    server.use(
      http.post('*/mall/v1/stock-outs/:id/receipt', () => HttpResponse.json({ code: 10111, msg: '收货人不能是下单人', data: null })),
    );
    signInAs(DEMO.owner._id);
    const { user, dialog } = await openReceipt(order._id, parcel.stockOutNo);
    const item = parcel.items[0]!;
    const line = within(dialog).getByRole('group', { name: `${item.name} ${item.catalogNo}` });
    const lot = within(line).getByLabelText('批号');
    await user.clear(lot);
    await user.type(lot, 'LOT-CHECKED-1');
    await user.type(within(dialog).getByLabelText('备注'), '外箱完好，冰袋未融化');
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));

    expect(await within(dialog).findByText('收货人不能是下单人')).toBeInTheDocument();
    expect(screen.getAllByText('收货人不能是下单人')).toHaveLength(1); // said in place, not also as a toast
    expect(lot).toHaveValue('LOT-CHECKED-1');
    expect(within(dialog).getByLabelText('备注')).toHaveValue('外箱完好，冰袋未融化');
    expect(await findDialog(`确认收货 · 发货单 ${parcel.stockOutNo}`)).toBe(dialog);
    expect(db.state.stockOuts.find((s) => s._id === parcel._id)?.receipt).toBeFalsy();
  });

  it('10113 and a lot left empty: the line rule stops the call, the mall’s refusal shows in the dialog', async () => {
    const { order, parcel } = (receivable(DEMO.sub._id) ?? receivable(null))!;
    let calls = 0;
    server.use(
      http.post('*/mall/v1/stock-outs/:id/receipt', () => {
        calls += 1;
        return HttpResponse.json({ code: 10113, msg: '收货明细与发货单不符', data: null });
      }),
    );
    signInAs(DEMO.owner._id);
    const { user, dialog } = await openReceipt(order._id, parcel.stockOutNo);
    const item = parcel.items[0]!;
    const line = within(dialog).getByRole('group', { name: `${item.name} ${item.catalogNo}` });
    await user.clear(within(line).getByLabelText('批号'));
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));
    expect(await within(dialog).findByText('请填写批号')).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.type(within(line).getByLabelText('批号'), item.lot);
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('收货明细与发货单不符');
    expect(calls).toBe(1);
  });
});

describe('验收单 (docs/api.md §14)', () => {
  const receivedOrder = () =>
    db.state.orders.find((o) => o.memberId === DEMO.owner._id && parcelsOf(o._id).some((s) => s.receipt))!;

  it('downloads the PDF as 验收单-<orderNo>.pdf and says so', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:slip';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const order = receivedOrder();
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '下载验收单' }));
    expect(await screen.findByText(`操作成功：验收单 ${order.orderNo} 已下载`)).toBeInTheDocument();
    expect(names).toEqual([`验收单-${order.orderNo}.pdf`]);
    expect(saved).toHaveLength(1);
    expect(new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });

  it('10114: the mall’s message, nothing saved', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.use(
      http.get('*/mall/v1/orders/:id/acceptance-slip', () => HttpResponse.json({ code: 10114, msg: '尚未确认收货，暂无验收单', data: null })),
    );
    const order = receivedOrder();
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    const button = await screen.findByRole('button', { name: '下载验收单' });
    await user.click(button);
    expect(await screen.findByText('尚未确认收货，暂无验收单')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });
});

describe('瓶签 and 供货单 (docs/api.md §14)', () => {
  afterEach(() => server.events.removeAllListeners());
  const receivedOrder = () =>
    db.state.orders.find((o) => o.memberId === DEMO.owner._id && parcelsOf(o._id).some((s) => s.receipt))!;

  it('saves the labels for a label printer and the supply sheet under the order’s number, and says so', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:paper';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname + new URL(request.url).search));
    const order = receivedOrder();
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '瓶签与供货单' }));
    await user.click(await screen.findByRole('menuitem', { name: /标签打印机（60×40 mm）/ }));
    expect(await screen.findByText(`操作成功：瓶签 ${order.orderNo} 已下载`)).toBeInTheDocument();
    expect(asked).toContain(`/mall/v1/orders/${order._id}/bottle-labels?format=roll`);
    await user.click(screen.getByRole('button', { name: '瓶签与供货单' }));
    await user.click(await screen.findByRole('menuitem', { name: /供货单 Excel/ }));
    expect(await screen.findByText(`操作成功：供货单 ${order.orderNo} 已下载`)).toBeInTheDocument();
    expect(names).toEqual([`瓶签-${order.orderNo}-标签机.pdf`, `供货单-${order.orderNo}.xlsx`]);
    expect(new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
    // an .xlsx is a ZIP
    expect(new TextDecoder().decode(new Uint8Array(await saved[1]!.arrayBuffer()).subarray(0, 2))).toBe('PK');
  });

  it('is not offered before a delivery is received', async () => {
    const waiting = db.state.orders.find((o) => o.memberId === DEMO.owner._id && parcelsOf(o._id).length > 0 && !parcelsOf(o._id).some((s) => s.receipt))!;
    signInAs(DEMO.owner._id);
    renderApp(`/order/${waiting._id}`);
    await screen.findByRole('article', { name: /发货单/ });
    expect(screen.queryByRole('button', { name: '瓶签与供货单' })).not.toBeInTheDocument();
  });
});
