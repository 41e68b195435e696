import { screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { oid } from '../../../mocks/db/random.ts';
import { NS } from '../../../mocks/db/seed/ids.ts';
import { orderHandlers } from '../../../mocks/handlers/orders.ts';
import { server } from '../../../mocks/node.ts';
import { findDialog, findPopconfirm } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

/**
 * The approvals of docs/api.md §13 as the shop shows them. The mall's side is played here, per test, by a small
 * stateful stand-in for one order (its detail is the fake mall's own, with the §13 fields set by the test), so each
 * test decides who may act and what the mall answers, and reads exactly what the shop sent.
 */

/** 刘洋, a sub-account of the owner's account (mocks/db/seed/members.ts SUBS), given the approver role here. */
const APPROVER_ID = oid(NS.member, 14);
const FUND = {
  _id: '66b000000000000000000001',
  name: '国自然面上项目 32170001',
  code: '32170001',
  codeKind: 'project' as const,
  // docs/api.md §13: 可用余额 = 预算 − 已占用 − 审批中 (this order among them); approving at its amount leaves the same
  budget: 200000,
  committed: 58780,
  pending: 12166,
  available: 129054,
  afterApproval: 129054,
  approverName: '刘洋',
};
const OVERDRAFT_MSG = '批准后经费将超支 ¥70.00，须由经费负责人作超支批准并填写原因';
const STALE_MSG = '该订单已被他人处理（已由 刘洋 批准），请刷新后查看';

/** An order of the owner's account that 陈晨 placed, with at least two lines. */
function buyersOrder() {
  const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.placedBy === DEMO.sub._id && o.items.length >= 2);
  if (!order) throw new Error('the seed has no order of 陈晨 with two lines');
  return order;
}

type Json = Record<string, unknown>;

interface Stand {
  status: 'pendingApproval' | 'pendingReview' | 'rejected';
  version: number;
  canApprove: boolean;
  canResubmit: boolean;
  approval: Json;
  quantities: Record<string, number>;
  fund: typeof FUND | null;
  poNo: string;
  remark: string;
}

const LABEL = { pendingApproval: '待审批', pendingReview: '待审核', rejected: '已驳回' } as const;

const pending = () => ({
  status: 'pending',
  reasons: ['子账号订单金额超过 ¥500.00'],
  approvers: ['王敏', '刘洋'],
  decidedBy: null,
  decidedAt: null,
  rejectReason: null,
  comment: null,
  adjusted: [],
});

/**
 * The stand-in: GET the detail (the fake mall's, with the stand's §13 fields), approve / reject / resubmit (each
 * checks the version it is sent), and the calls it saw.
 */
function approvalMall(order: ReturnType<typeof buyersOrder>, start: Partial<Stand> = {}) {
  const stand: Stand = {
    status: 'pendingApproval',
    version: 3,
    canApprove: true,
    canResubmit: false,
    approval: pending(),
    quantities: Object.fromEntries(order.items.map((i) => [i.matlId, i.quantity])),
    fund: FUND,
    poNo: 'PO-2026-117',
    remark: '',
    ...start,
  };
  const sent: { approve: Json[]; reject: Json[]; resubmit: Json[]; details: number; counts: number } = {
    approve: [],
    reject: [],
    resubmit: [],
    details: 0,
    counts: 0,
  };
  let refuseNext: (() => void) | null = null;
  const detail = async (request: Request) => {
    const real = (await (await getResponse(orderHandlers, new Request(request.url.replace(/\/(approve|reject|resubmit)$/, '').replace('/mall/v1/', '/mall/v2/'), { headers: request.headers })))!.json()) as { data: Json & { items: { matlId: string; price: number; quantity: number }[] } };
    const items = real.data.items.filter((i) => (stand.quantities[i.matlId] ?? 0) > 0).map((i) => ({ ...i, quantity: stand.quantities[i.matlId]! }));
    const goodsAmount = Math.round(items.reduce((s, i) => s + i.price * i.quantity, 0) * 100) / 100;
    const freight = goodsAmount >= 500 ? 0 : 15;
    return {
      ...real.data,
      status: stand.status,
      statusLabel: LABEL[stand.status],
      items,
      itemCount: items.length,
      totalQuantity: items.reduce((s, i) => s + i.quantity, 0),
      goodsAmount,
      freight,
      amount: goodsAmount + freight,
      poNo: stand.poNo,
      remark: stand.remark,
      canCancel: stand.status !== 'pendingReview',
      version: stand.version,
      fund: stand.fund,
      approval: stand.approval,
      canApprove: stand.canApprove,
      canResubmit: stand.canResubmit,
      timeline: [
        { at: '2026-11-20T09:30:00+08:00', kind: 'placed', title: '提交订单', actor: '陈晨', note: null },
        { at: '2026-11-20T09:30:01+08:00', kind: 'approvalRequested', title: '提交审批', actor: '系统', note: '子账号订单金额超过 ¥500.00' },
      ],
    };
  };
  const refused = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });
  const answer = async (request: Request) => HttpResponse.json({ code: 0, msg: 'success', data: await detail(request) });
  server.use(
    http.get(`*/mall/v2/orders/${order._id}`, async ({ request }) => {
      sent.details += 1;
      return answer(request);
    }),
    http.get('*/mall/v1/approvals/count', () => {
      sent.counts += 1;
      return HttpResponse.json({ code: 0, msg: 'success', data: { count: stand.canApprove ? 1 : 0 } });
    }),
    http.put(`*/mall/v1/orders/${order._id}/approve`, async ({ request }) => {
      const body = (await request.clone().json()) as { version: number; quantities?: { matlId: string; quantity: number }[]; comment?: string; overdraft?: { reason: string } };
      sent.approve.push(body);
      if (stand.fund && stand.fund.afterApproval < 0 && !body.overdraft) return refused(10098, OVERDRAFT_MSG);
      if (refuseNext) {
        refuseNext();
        refuseNext = null;
        return refused(10094, STALE_MSG);
      }
      if (body.version !== stand.version || !stand.canApprove) return refused(10094, '该订单已被他人处理（已变更），请刷新后查看');
      const adjusted = (body.quantities ?? []).map((q) => ({ matlId: q.matlId, name: order.items.find((i) => i.matlId === q.matlId)!.name, from: stand.quantities[q.matlId]!, to: q.quantity }));
      for (const q of body.quantities ?? []) stand.quantities[q.matlId] = q.quantity;
      Object.assign(stand, {
        status: 'pendingReview',
        version: stand.version + 1,
        canApprove: false,
        approval: { ...pending(), status: 'approved', decidedBy: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', comment: body.comment ?? null, adjusted },
      });
      return answer(request);
    }),
    http.put(`*/mall/v1/orders/${order._id}/reject`, async ({ request }) => {
      const body = (await request.clone().json()) as { version: number; reason: string };
      sent.reject.push(body);
      if (body.version !== stand.version) return refused(10094, STALE_MSG);
      Object.assign(stand, {
        status: 'rejected',
        version: stand.version + 1,
        canApprove: false,
        approval: { ...pending(), status: 'rejected', decidedBy: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', rejectReason: body.reason },
      });
      return answer(request);
    }),
    http.put(`*/mall/v1/orders/${order._id}/resubmit`, async ({ request }) => {
      const body = (await request.clone().json()) as { version: number; quantities: { matlId: string; quantity: number }[]; fundId: string | null; poNo: string; remark: string };
      sent.resubmit.push(body);
      if (body.version !== stand.version) return refused(10094, '该订单已被他人处理（已取消），请刷新后查看');
      for (const q of body.quantities) stand.quantities[q.matlId] = q.quantity;
      Object.assign(stand, { status: 'pendingApproval', version: stand.version + 1, canResubmit: false, approval: pending(), poNo: body.poNo, remark: body.remark });
      return answer(request);
    }),
    http.get('*/mall/v1/member/funds', () =>
      HttpResponse.json({
        code: 0,
        msg: 'success',
        data: [
          { ...FUND, holder: '王敏', budget: 200000, periodStart: '2026-01-01', periodEnd: '2027-12-31', memberIds: [DEMO.sub._id], active: true, committed: 1000, pending: 0, remaining: 199000, usable: true, createdAt: '2026-01-02T10:00:00+08:00' },
          { _id: '66b000000000000000000002', name: '校级平台经费', codeKind: 'card', code: 'XK-2026-08', holder: '王敏', budget: 50000, periodStart: '2026-01-01', periodEnd: '2027-12-31', memberIds: [DEMO.sub._id], active: true, committed: 0, pending: 0, remaining: 50000, usable: true, createdAt: '2026-01-03T10:00:00+08:00' },
        ],
      }),
    ),
  );
  return {
    stand,
    sent,
    /** The next approval is refused with 10094 because 刘洋 approved meanwhile (the stand records his decision). */
    otherApproverActsFirst: () => {
      refuseNext = () =>
        Object.assign(stand, {
          status: 'pendingReview',
          version: stand.version + 1,
          canApprove: false,
          approval: { ...pending(), status: 'approved', decidedBy: '刘洋', decidedAt: '2026-11-20T09:59:00+08:00' },
        });
    },
  };
}

const bar = () => screen.findByRole('region', { name: '审批操作' });
const approvalPanel = () => screen.getByRole('region', { name: '采购审批' });

afterEach(() => server.events.removeAllListeners());

describe('order detail: the approver decides', () => {
  it('批准 then 确认 approves with the version shown; the answered order replaces the detail, and the counts are read again', async () => {
    const order = buyersOrder();
    const mall = approvalMall(order);
    signInAs(DEMO.owner._id);
    const { user, queryClient } = renderApp(`/order/${order._id}`);
    const actions = await bar();
    queryClient.setQueryData(['member', 'funds'], []); // a fund list read elsewhere (账号设置, the checkout)
    // what the approver decides on: why, who may decide, the fund, the timeline
    expect(within(approvalPanel()).getByText('子账号订单金额超过 ¥500.00', { selector: 'li' })).toBeInTheDocument();
    expect(within(approvalPanel()).getByText('王敏、刘洋')).toBeInTheDocument();
    expect(screen.getAllByText(FUND.name, { exact: false }).length).toBeGreaterThan(0);
    // the fund is said once, where the decision is: 采购审批, not again under 收货与发票
    expect(within(approvalPanel()).getByText(`项目编号 ${FUND.code}`)).toBeInTheDocument();
    expect(screen.getAllByText(`项目编号 ${FUND.code}`)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: '收货与发票' })).queryByText('经费')).not.toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: '订单动态' });
    expect(within(timeline).getByText('提交审批')).toBeInTheDocument();
    expect(within(timeline).getByText('系统')).toBeInTheDocument();
    await waitFor(() => expect(mall.sent.counts).toBeGreaterThan(0)); // the header's count
    const counts = mall.sent.counts;

    await user.click(within(actions).getByRole('button', { name: '批准' }));
    const confirm = await findPopconfirm('批准该订单？');
    expect(mall.sent.approve).toHaveLength(0); // one tap is not enough
    await user.click(within(confirm).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('已批准')).toBeInTheDocument();
    expect(mall.sent.approve).toEqual([{ version: 3 }]);
    // the detail is the mall's answer: 待审核, decided by 王敏, no actions left
    await waitFor(() => expect(screen.queryByRole('region', { name: '审批操作' })).not.toBeInTheDocument());
    expect(within(approvalPanel()).getByText('已批准')).toBeInTheDocument();
    // focus does not drop to the body with the bar: it is on the panel's heading, which says the decision
    await waitFor(() => expect(screen.getByRole('heading', { name: '采购审批' })).toHaveFocus());
    expect(within(approvalPanel()).getByText('王敏')).toBeInTheDocument();
    expect(screen.getAllByText('待审核').length).toBeGreaterThan(0);
    await waitFor(() => expect(mall.sent.counts).toBeGreaterThan(counts));
    // the fund's committed and pending amounts moved: the list is read again wherever it is shown
    expect(queryClient.getQueryState(['member', 'funds'])?.isInvalidated).toBe(true);
  });

  it('调整数量后批准 lowers a line (never above what was ordered, one line kept), shows the new total and sends only the changed line', async () => {
    const order = buyersOrder();
    order.items[0]!.quantity = 3; // a line to lower
    const mall = approvalMall(order);
    const [first, ...rest] = order.items;
    signInAs(DEMO.owner._id);
    const { user, queryClient } = renderApp(`/order/${order._id}`);
    await user.click(within(await bar()).getByRole('button', { name: '调整数量' }));
    const dialog = await findDialog('调整数量后批准');
    const inputs = order.items.map((i) => within(dialog).getByRole('spinbutton', { name: `${i.name} 批准数量` }));
    expect(inputs[0]).toHaveAttribute('aria-valuemax', String(first!.quantity));
    expect(inputs[0]).toHaveAttribute('aria-valuemin', '0');
    // every line to 0: refused here (至少保留一种商品)
    for (const input of inputs) {
      await user.clear(input);
      await user.type(input, '0');
    }
    expect(within(dialog).getByRole('alert')).toHaveTextContent('至少保留一种商品');
    expect(within(dialog).getByRole('button', { name: '确认批准' })).toBeDisabled();
    // the others back, the first line to 1: the new total is theirs plus one of the first
    for (const [i, item] of rest.entries()) {
      await user.clear(inputs[i + 1]!);
      await user.type(inputs[i + 1]!, String(item.quantity));
    }
    await user.clear(inputs[0]!);
    await user.type(inputs[0]!, '1');
    // the order read again meanwhile (a new version elsewhere): what was typed stays
    mall.stand.version += 1;
    await queryClient.invalidateQueries({ queryKey: ['orders', 'detail'] });
    await waitFor(() => expect(queryClient.getQueryData<{ version: number }>(['orders', 'detail', order._id])?.version).toBe(4));
    expect(within(dialog).getByRole('spinbutton', { name: `${first!.name} 批准数量` })).toHaveValue('1');
    const goods = Math.round((first!.price + rest.reduce((s, i) => s + i.price * i.quantity, 0)) * 100) / 100;
    const total = goods + (goods >= 500 ? 0 : 15);
    await waitFor(() => expect(within(dialog).getByTestId('adjusted-total')).toHaveTextContent(`¥${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`));
    await user.type(within(dialog).getByRole('textbox'), '先买一盒试用');
    await user.click(within(dialog).getByRole('button', { name: '确认批准' }));
    await waitFor(() => expect(mall.sent.approve).toHaveLength(1));
    expect(mall.sent.approve[0]).toEqual({ version: 4, quantities: [{ matlId: first!.matlId, quantity: 1 }], comment: '先买一盒试用' }); // the version read last
    expect(await screen.findByText('已调整数量并批准')).toBeInTheDocument();
    // the decision on the order: the lowered line and the comment
    const adjusted = await within(approvalPanel()).findByRole('list', { name: '审批调整的数量' });
    expect(adjusted).toHaveTextContent(`${first!.name}：${first!.quantity} → 1`);
    expect(within(approvalPanel()).getByText('先买一盒试用')).toBeInTheDocument();
  });

  it('调整数量: cancelled and opened again, the quantities are the order\'s again (a fresh copy each opening)', async () => {
    const order = buyersOrder();
    order.items[0]!.quantity = 3;
    const mall = approvalMall(order);
    const first = order.items[0]!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    const actions = await bar();
    await user.click(within(actions).getByRole('button', { name: '调整数量' }));
    let dialog = await findDialog('调整数量后批准');
    await user.clear(within(dialog).getByRole('spinbutton', { name: `${first.name} 批准数量` }));
    await user.type(within(dialog).getByRole('spinbutton', { name: `${first.name} 批准数量` }), '1');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await user.click(within(actions).getByRole('button', { name: '调整数量' }));
    dialog = await findDialog('调整数量后批准');
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: `${first.name} 批准数量` })).toHaveValue('3'));
    expect(mall.sent.approve).toHaveLength(0);
  });

  it('驳回 asks for a reason first, then sends it with the version; the buyer reads it on the order', async () => {
    const order = buyersOrder();
    const mall = approvalMall(order);
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(within(await bar()).getByRole('button', { name: '驳回' }));
    const dialog = await findDialog('驳回订单');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('驳回原因'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    // the first message is replaced as the form checks again: waited for as a condition, not a node
    await waitFor(() => expect(within(dialog).getByText('请填写驳回原因')).toBeInTheDocument());
    expect(mall.sent.reject).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('驳回原因'));
    await user.type(within(dialog).getByLabelText('驳回原因'), '请改用课题组经费');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(mall.sent.reject).toEqual([{ version: 3, reason: '请改用课题组经费' }]));
    expect(await screen.findByText('已驳回，下单人会收到通知')).toBeInTheDocument();
    expect(await within(approvalPanel()).findByText('请改用课题组经费')).toBeInTheDocument();
    expect(within(approvalPanel()).getByText('已驳回')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '审批操作' })).not.toBeInTheDocument();
  });

  it('10094 (someone acted first): the mall’s message naming who is shown, and the order is read again', async () => {
    const order = buyersOrder();
    const mall = approvalMall(order);
    mall.otherApproverActsFirst();
    signInAs(DEMO.owner._id);
    const { user, queryClient } = renderApp(`/order/${order._id}`);
    await user.click(within(await bar()).getByRole('button', { name: '批准' }));
    queryClient.setQueryData(['member', 'funds'], []);
    const details = mall.sent.details;
    await user.click(within(await findPopconfirm('批准该订单？')).getByRole('button', { name: '确认' }));
    expect(await screen.findByText(STALE_MSG)).toBeInTheDocument();
    await waitFor(() => expect(mall.sent.details).toBeGreaterThan(details));
    // what is now true: 刘洋 approved, nothing left to decide here
    expect(await within(approvalPanel()).findByText('刘洋', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '审批操作' })).not.toBeInTheDocument();
    expect(mall.sent.approve).toEqual([{ version: 3 }]);
    expect(queryClient.getQueryState(['member', 'funds'])?.isInvalidated).toBe(true);
  });
});

describe('order detail: the buyer of a rejected order', () => {
  it('修改后重新提交 sends the version, every line’s quantity (0 drops one), the fund, 采购单号 and 备注', async () => {
    const order = buyersOrder();
    const mall = approvalMall(order, {
      status: 'rejected',
      version: 5,
      canApprove: false,
      canResubmit: true,
      fund: null,
      approval: { ...pending(), status: 'rejected', decidedBy: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', rejectReason: '请改用课题组经费' },
    });
    const [first, second] = order.items;
    signInAs(DEMO.sub._id);
    const { user } = renderApp(`/order/${order._id}`);
    // the buyer may also cancel a rejected order
    expect(await screen.findByRole('button', { name: '取消订单' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '修改后重新提交' }));
    const dialog = await findDialog('修改后重新提交');
    expect(within(dialog).getByText('驳回原因：请改用课题组经费')).toBeInTheDocument();
    const qty = (name: string) => within(dialog).getByRole('spinbutton', { name: `${name} 数量` });
    await user.clear(qty(first!.name));
    await user.type(qty(first!.name), '0');
    await user.clear(qty(second!.name));
    await user.type(qty(second!.name), String(second!.quantity + 1));
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle(`${FUND.name}（${FUND.code}）`));
    await user.clear(within(dialog).getByLabelText('采购单号'));
    await user.type(within(dialog).getByLabelText('采购单号'), 'PO-2026-118');
    await user.type(within(dialog).getByLabelText('备注'), '已改用国自然经费');
    await user.click(within(dialog).getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(mall.sent.resubmit).toHaveLength(1));
    expect(mall.sent.resubmit[0]).toEqual({
      version: 5,
      quantities: order.items.map((i) => ({
        matlId: i.matlId,
        quantity: i.matlId === first!.matlId ? 0 : i.matlId === second!.matlId ? second!.quantity + 1 : i.quantity,
      })),
      fundId: FUND._id,
      poNo: 'PO-2026-118',
      remark: '已改用国自然经费',
    });
    expect(await screen.findByText('已重新提交，等待审批')).toBeInTheDocument();
    await waitFor(() => expect(within(approvalPanel()).getByText('待审批')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '修改后重新提交' })).not.toBeInTheDocument();
  });
});

describe('order detail: resubmitting with a fund no longer usable', () => {
  it('the order’s fund is not kept when it may no longer be charged: a hint says why, and none is sent', async () => {
    const order = buyersOrder();
    const mall = approvalMall(order, {
      status: 'rejected',
      version: 5,
      canApprove: false,
      canResubmit: true,
      approval: { ...pending(), status: 'rejected', decidedBy: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', rejectReason: '经费已过期' },
    });
    server.use(
      http.get('*/mall/v1/member/funds', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: [{ ...FUND, holder: '王敏', budget: 200000, periodStart: '2025-01-01', periodEnd: '2025-12-31', memberIds: [DEMO.sub._id], active: true, committed: 0, pending: 0, remaining: 200000, usable: false, createdAt: '2025-01-02T10:00:00+08:00' }],
        }),
      ),
    );
    signInAs(DEMO.sub._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '修改后重新提交' }));
    const dialog = await findDialog('修改后重新提交');
    expect(await within(dialog).findByText(`原经费「${FUND.name}」已停用或不在有效期内，请另选经费或不使用经费`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(mall.sent.resubmit).toHaveLength(1));
    expect(mall.sent.resubmit[0]).toMatchObject({ fundId: null });
  });
});

describe('/order 待我审批', () => {
  function awaitingList(count: number) {
    const seen: URLSearchParams[] = [];
    const order = buyersOrder();
    server.use(
      http.get('*/mall/v1/approvals/count', () => HttpResponse.json({ code: 0, msg: 'success', data: { count } })),
      http.get('*/mall/v1/orders', async ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.searchParams);
        if (url.searchParams.get('awaiting') !== 'me') return undefined;
        const all = new URL(request.url);
        all.searchParams.delete('awaiting');
        const real = (await (await getResponse(orderHandlers, new Request(all, { headers: request.headers })))!.json()) as { data: { list: Json[] } };
        const item = real.data.list.find((o) => o._id === order._id) ?? real.data.list[0]!;
        const list = [{ ...item, _id: order._id, status: 'pendingApproval', statusLabel: '待审批', placedBy: DEMO.sub._id, placedByName: '陈晨', fundName: FUND.name, fund: { _id: FUND._id, name: FUND.name, available: 129054, afterApproval: -70 }, awaitingMyApproval: true }];
        return HttpResponse.json({ code: 0, msg: 'success', data: { list, total: 1, page: 1, pageSize: 10 } });
      }),
    );
    return { seen, order };
  }

  it('lists awaiting=me with the buyer, the amount, the fund and a 审批 button to the detail', async () => {
    const { seen, order } = awaitingList(1);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order?status=approvals');
    const card = await screen.findByRole('article', {});
    expect(seen.some((p) => p.get('awaiting') === 'me' && !p.has('status'))).toBe(true);
    const tab = screen.getByRole('tab', { name: /待我审批/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab).toHaveTextContent('待我审批1'));
    expect(within(card).getByText('下单人 陈晨')).toBeInTheDocument();
    expect(within(card).getByText(`经费 ${FUND.name}`)).toBeInTheDocument();
    // the fund's 可用余额 and what approving leaves, an overdraft said as such
    expect(within(card).getByTestId('card-fund-balance')).toHaveTextContent('可用余额 ¥129,054.00 · 批准后超支 ¥70.00');
    await user.click(within(card).getByRole('link', { name: `审批订单 ${within(card).getAllByRole('link')[0]!.textContent}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${order._id}`));
  });

  it('switching to 待我审批 does not show the previous tab’s orders (with 审批 buttons) while its list loads', async () => {
    awaitingList(1);
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/order');
    await screen.findAllByRole('article', {});
    const shown = screen.getAllByRole('article').length;
    expect(shown).toBeGreaterThan(1);
    server.use(http.get('*/mall/v1/orders', async ({ request }) => (new URL(request.url).searchParams.get('awaiting') === 'me' ? delay(400).then(() => undefined) : undefined)));
    await user.click(screen.getByRole('tab', { name: /待我审批/ }));
    // while the awaiting list loads: no card of the other tab, so no 审批 button on an order not waiting
    expect(screen.queryAllByRole('link', { name: /^审批订单/ })).toHaveLength(0);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(await screen.findByRole('link', { name: /^审批订单/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('the status tabs include 待审批 and 已驳回 (nine statuses): 已驳回 asks for status=rejected', async () => {
    const { seen } = awaitingList(0);
    signInAs(DEMO.owner._id);
    renderApp('/order?status=rejected');
    await waitFor(() => expect(seen.some((p) => p.get('status') === 'rejected')).toBe(true));
    expect(seen.some((p) => p.get('awaiting') === 'me')).toBe(false);
  });

  it('a sub-account that does not approve has no 待我审批 tab; an approver has it, with or without orders waiting', async () => {
    const settings = db.state.procurementSettings.find((p) => p.memberId === DEMO.owner._id);
    if (settings) settings.approverIds = [APPROVER_ID];
    else db.state.procurementSettings.push({ memberId: DEMO.owner._id, approvalMode: 'allSubOrders', amountOver: null, categories: [], approverIds: [APPROVER_ID], requireFund: false, receiverMustDiffer: true, updatedAt: null });
    awaitingList(0);
    signInAs(DEMO.sub._id);
    const { queryClient, unmount } = renderApp('/order');
    await screen.findAllByRole('tab', {});
    // the mall says on the member who approves (docs/api.md §13 Who approves); nothing waits for 陈晨 either
    await waitFor(() => expect(queryClient.getQueryData<{ mayApprove: boolean }>(['member'])?.mayApprove).toBe(false));
    await waitFor(() => expect(queryClient.getQueryData(['orders', 'approvals-count'])).toBe(0));
    expect(screen.queryByRole('tab', { name: /待我审批/ })).not.toBeInTheDocument();
    unmount();
    // 刘洋 approves: the tab, nothing waiting
    signInAs(APPROVER_ID);
    const { unmount: leave } = renderApp('/order');
    // the tab from the member (mayApprove), its count once the mall answers
    const tab = await screen.findByRole('tab', { name: /待我审批/ });
    await waitFor(() => expect(tab).toHaveTextContent('待我审批0'));
    leave();
    // and with orders waiting
    awaitingList(2);
    signInAs(APPROVER_ID);
    renderApp('/order');
    await waitFor(() => expect(screen.getByRole('tab', { name: /待我审批/ })).toHaveTextContent('待我审批2'));
  });
});

describe('header 待我审批', () => {
  function countAnswers(first: () => Response) {
    const state = { answer: first, calls: 0 };
    server.use(
      http.get('*/mall/v1/approvals/count', () => {
        state.calls += 1;
        return state.answer();
      }),
    );
    return state;
  }
  const count = (n: number) => () => HttpResponse.json({ code: 0, msg: 'success', data: { count: n } });
  const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });

  it('an approver: the count on the avatar, and 待我审批 with the count in the user menu leads to the tab', async () => {
    countAnswers(count(3));
    signInAs(APPROVER_ID);
    const { user, router } = renderApp('/brand');
    const menuButton = await userMenu();
    await waitFor(() => expect(within(menuButton).getByTestId('count-badge')).toHaveTextContent('3'));
    expect(menuButton).toHaveAccessibleName(/待我审批 3 个订单/);
    await user.click(menuButton);
    const entry = await screen.findByRole('menuitem', { name: /待我审批/ });
    expect(within(entry).getByTestId('count-badge')).toHaveTextContent('3');
    await user.click(entry);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/order?status=approvals'));
    expect(await screen.findByRole('tab', { name: /待我审批/, selected: true })).toBeInTheDocument();
  });

  it('a plain sub-account gets no entry (nor asks for a count), and a failing count says nothing', async () => {
    const answers = countAnswers(count(2));
    signInAs(DEMO.sub._id);
    const { user, queryClient, unmount } = renderApp('/brand');
    // the mall's mayApprove is false for 陈晨: the shell does not ask what waits for her
    await waitFor(() => expect(queryClient.getQueryData<{ mayApprove: boolean }>(['member'])?.mayApprove).toBe(false));
    expect(within(await userMenu()).queryByTestId('count-badge')).not.toBeInTheDocument();
    await user.click(await userMenu());
    expect(await screen.findByRole('menuitem', { name: '账号管理' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /待我审批/ })).not.toBeInTheDocument();
    expect(answers.calls).toBe(0);
    unmount();

    answers.answer = () => HttpResponse.json({ code: 500, msg: '服务器内部错误', data: null }, { status: 500 });
    answers.calls = 0;
    signInAs(APPROVER_ID);
    renderApp('/brand');
    await waitFor(() => expect(answers.calls).toBeGreaterThan(0));
    expect(within(await userMenu()).queryByTestId('count-badge')).not.toBeInTheDocument();
    expect(screen.queryByText(/服务器内部错误/)).not.toBeInTheDocument();
  });
});

describe('notices of the new statuses', () => {
  it('the order-status message of a rejected order says 已驳回 (its status now) and links to the order', async () => {
    const order = buyersOrder();
    order.status = 'rejected';
    db.state.notices.push({
      _id: '66ac000000000000000000fe',
      kind: 'orderStatus',
      title: '订单状态更新',
      content: `订单 ${order.orderNo} 已驳回。`,
      mustRead: false,
      createdAt: '2099-01-01T10:00:00+08:00',
      audience: [order.memberId, DEMO.sub._id],
      order: { _id: order._id, orderNo: order.orderNo, status: 'pendingApproval' },
      readBy: [],
    });
    signInAs(DEMO.sub._id);
    renderApp('/mine/message');
    const list = await screen.findByRole('list', { name: '消息列表' });
    const link = await within(list).findByRole('link', { name: `查看订单 ${order.orderNo}` });
    expect(link).toHaveAttribute('href', `/order/${order._id}`);
    const row = within(list)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('link', { name: `查看订单 ${order.orderNo}` }));
    expect(row).toHaveTextContent('当前状态：已驳回');
  });
});

describe('with the fake mall itself', () => {
  it('the owner approves an order of 陈晨 from 待我审批 in two taps on the detail: the mall has it in 待审核', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingApproval' && o.placedBy === DEMO.sub._id);
    if (!order) throw new Error('the seed has no order of 陈晨 awaiting approval');
    const version = order.version;
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order?status=approvals');
    const card = await screen.findByRole('article', { name: `订单 ${order.orderNo}` });
    await user.click(within(card).getByRole('link', { name: `审批订单 ${order.orderNo}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${order._id}`));
    await user.click(within(await bar()).getByRole('button', { name: '批准' }));
    await user.click(within(await findPopconfirm('批准该订单？')).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('已批准')).toBeInTheDocument();
    await waitFor(() => expect(order.status).toBe('pendingReview'));
    expect(order.version).toBeGreaterThan(version);
    expect(await within(approvalPanel()).findByText('已批准')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '订单动态' })).getByText(/审批通过/)).toBeInTheDocument();
  });
});

describe('order detail: resubmitting refused for the controlled chemicals', () => {
  it('10172 is said in the dialog with the way to 资质管理, not in a toast; what was typed stays', async () => {
    const order = buyersOrder();
    approvalMall(order, {
      status: 'rejected',
      version: 5,
      canApprove: false,
      canResubmit: true,
      approval: { ...pending(), status: 'rejected', decidedBy: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', rejectReason: '请补充资质' },
    });
    const REFUSAL = '商品 高锰酸钾 需要有效的易制爆化学品购买许可证，请在资质管理中上传';
    server.use(http.put('*/mall/v1/orders/:id/resubmit', () => HttpResponse.json({ code: 10172, msg: REFUSAL, data: null })));
    signInAs(DEMO.sub._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '修改后重新提交' }));
    const dialog = await findDialog('修改后重新提交');
    await user.type(within(dialog).getByLabelText('备注'), '已上传许可证');
    await user.click(within(dialog).getByRole('button', { name: '重新提交' }));
    await within(dialog).findByText('含管制化学品，暂不能提交');
    // 陈晨 may not change the permits: the mall's text without its way to 资质管理, and whom to ask (docs/api.md §21)
    const SAID = '商品 高锰酸钾 需要有效的易制爆化学品购买许可证';
    const alert = within(dialog).getAllByRole('alert').find((a) => a.textContent.includes(SAID))!;
    expect(alert).toHaveTextContent('请联系主账号 王敏');
    expect(alert).not.toHaveTextContent('请在资质管理中上传');
    expect(within(alert).queryByRole('link', { name: '前往资质管理' })).not.toBeInTheDocument();
    expect(screen.getAllByText(SAID, { exact: false })).toHaveLength(1); // no toast besides
    expect(within(dialog).getByLabelText('备注')).toHaveValue('已上传许可证');
  });

  it('the owner resubmitting her own rejected order keeps the way to 资质管理', async () => {
    const order = buyersOrder();
    approvalMall(order, {
      status: 'rejected',
      version: 2,
      canApprove: false,
      canResubmit: true,
      approval: { ...pending(), status: 'rejected', decidedBy: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', rejectReason: '请补充资质' },
    });
    const REFUSAL = '商品 高锰酸钾 需要有效的易制爆化学品购买许可证，请在资质管理中上传';
    server.use(http.put('*/mall/v1/orders/:id/resubmit', () => HttpResponse.json({ code: 10172, msg: REFUSAL, data: null })));
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '修改后重新提交' }));
    const dialog = await findDialog('修改后重新提交');
    await user.click(within(dialog).getByRole('button', { name: '重新提交' }));
    await within(dialog).findByText('含管制化学品，暂不能提交');
    const alert = within(dialog).getAllByRole('alert').find((a) => a.textContent.includes(REFUSAL))!;
    await user.click(within(alert).getByRole('link', { name: '前往资质管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/setting'));
    expect(router.state.location.hash).toBe('#qualifications');
  });
});

describe('the adjust dialogs count the dry-ice fee (docs/api.md §20)', () => {
  /** 陈晨's order with its first line shipped on dry ice, as placed after §20 (the fee on the order). */
  function dryIceOrder() {
    const order = buyersOrder();
    order.items[0]!.shippingCondition = 'dryIce';
    for (const item of order.items.slice(1)) item.shippingCondition = 'ambient';
    order.coldChainFee = 80;
    return order;
  }
  const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  /** goods + freight + fee of the lines at these quantities, in fen */
  const sumOf = (order: ReturnType<typeof buyersOrder>, quantities: Record<string, number>) => {
    const goods = order.items.reduce((s, i) => s + Math.round(i.price * 100) * (quantities[i.matlId] ?? i.quantity), 0);
    const dry = order.items.some((i) => i.shippingCondition === 'dryIce' && (quantities[i.matlId] ?? i.quantity) > 0);
    return { goods, fee: dry ? 8000 : 0, amount: goods + (goods >= 50000 ? 0 : 1500) + (dry ? 8000 : 0) };
  };

  it('the approver’s 调整数量 shows the 干冰费 line and sums it; dropping the dry-ice line drops the fee', async () => {
    const order = dryIceOrder();
    approvalMall(order);
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(within(await bar()).getByRole('button', { name: '调整数量' }));
    const dialog = await findDialog('调整数量后批准');
    const amounts = within(dialog).getByLabelText('调整后金额');
    expect(within(amounts).getByText('干冰费')).toBeInTheDocument();
    expect(within(amounts).getByText('¥80.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('adjusted-total')).toHaveTextContent(yuan(sumOf(order, {}).amount));
    const first = order.items[0]!;
    const input = within(dialog).getByRole('spinbutton', { name: `${first.name} 批准数量` });
    await user.clear(input);
    await user.type(input, '0');
    await waitFor(() => expect(within(dialog).getByTestId('adjusted-total')).toHaveTextContent(yuan(sumOf(order, { [first.matlId]: 0 }).amount)));
    expect(within(amounts).queryByText('干冰费')).not.toBeInTheDocument();
  });

  it('the buyer’s 修改后重新提交 shows the 干冰费 line and its total includes it', async () => {
    const order = dryIceOrder();
    approvalMall(order, {
      status: 'rejected',
      version: 5,
      canApprove: false,
      canResubmit: true,
      approval: { ...pending(), status: 'rejected', decidedBy: '王敏', decidedAt: '2026-11-20T10:00:00+08:00', rejectReason: '数量太多' },
    });
    signInAs(DEMO.sub._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '修改后重新提交' }));
    const dialog = await findDialog('修改后重新提交');
    expect(within(dialog).getByText('干冰费')).toBeInTheDocument();
    expect(within(dialog).getByText('¥80.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('resubmit-total')).toHaveTextContent(yuan(sumOf(order, {}).amount));
  });
});

describe('the approval screen shows the fund\'s money; an overdraft is a 超支批准 with a reason', () => {
  const overdrawn = { ...FUND, budget: 50000, committed: 43600, pending: 6470, available: -70, afterApproval: -70, approverName: '王敏' };

  it('the 采购审批 panel names the fund, its 可用余额 first, its parts, and what approving leaves', async () => {
    const order = buyersOrder();
    approvalMall(order);
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    await bar();
    const money = within(approvalPanel()).getByLabelText('经费余额');
    expect(money).toHaveTextContent(`${FUND.name} （经费负责人 刘洋）`);
    expect(within(money).getByTestId('fund-available')).toHaveTextContent('¥129,054.00');
    expect(money).toHaveTextContent('预算¥200,000.00');
    expect(money).toHaveTextContent('已占用¥58,780.00');
    expect(money).toHaveTextContent('审批中¥12,166.00');
    expect(within(money).getByTestId('fund-after-approval')).toHaveTextContent('¥129,054.00');
    // it fits: the plain 批准, no 超支批准
    expect(within(await bar()).queryByRole('button', { name: '超支批准' })).not.toBeInTheDocument();
  });

  it('an order that would overdraw offers only 超支批准: the overdraft said, a reason required, and sent with it', async () => {
    const order = buyersOrder();
    const mall = approvalMall(order, { fund: overdrawn });
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    const actions = await bar();
    expect(within(approvalPanel()).getByTestId('fund-available')).toHaveTextContent('超支 ¥70.00');
    expect(within(approvalPanel()).getByTestId('fund-after-approval')).toHaveTextContent('超支 ¥70.00');
    // an overdraft reads 超支 ¥…, never 可用余额 with it
    expect(within(approvalPanel()).getByLabelText('经费余额')).not.toHaveTextContent('可用余额');
    expect(within(approvalPanel()).getByLabelText('经费余额')).toHaveTextContent('批准后超支 ¥70.00');
    expect(within(actions).queryByRole('button', { name: '批准' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: '超支批准' }));
    const dialog = await findDialog('超支批准');
    expect(dialog).toHaveTextContent('批准后经费将超支 ¥70.00');
    const ok = within(dialog).getByRole('button', { name: /确认超支批准/ });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '超支原因' }), '  结题前急需，下月补足 ');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(await screen.findByText('已超支批准')).toBeInTheDocument();
    expect(mall.sent.approve).toEqual([{ version: 3, overdraft: { reason: '结题前急需，下月补足' } }]);
  });

  it('refused with 10098 (the fund moved meanwhile): said once, the order read again, and 超支批准 then offered', async () => {
    const order = buyersOrder();
    const mall = approvalMall(order);
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    const actions = await bar();
    // another approval took the money after this page was read
    mall.stand.fund = overdrawn;
    await user.click(within(actions).getByRole('button', { name: '批准' }));
    await user.click(within(await findPopconfirm('批准该订单？')).getByRole('button', { name: '确认' }));
    expect(await screen.findByText(OVERDRAFT_MSG)).toBeInTheDocument();
    expect(await within(await bar()).findByRole('button', { name: '超支批准' })).toBeInTheDocument();
    expect(screen.getAllByText(OVERDRAFT_MSG)).toHaveLength(1);
    expect(mall.sent.approve).toEqual([{ version: 3 }]);
  });
});
