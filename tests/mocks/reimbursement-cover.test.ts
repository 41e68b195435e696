/**
 * The cover sheet of the 报销材料包 (docs/api.md §14, POST {v1}/reimbursement/cover): the mall's own facts of each
 * order (amounts, fund, 采购单号, invoice numbers) with the files and missing items the shop sent, read back from the
 * PDF's text; an order the caller may not open, a repeated order and an empty list are refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { reimbursementCoverHandlers } from '../../mocks/handlers/reimbursement-cover.ts';
import { VALID_INVOICE, invoicesOfOrder } from '../../mocks/invoice-rules.ts';
import { requestValidation } from '../../mocks/validation.ts';
import { money } from '../../mocks/documents.ts';

const { call, callJson } = handlerClient([requestValidation, ...orderHandlers, ...reimbursementCoverHandlers], 'http://localhost:3000');
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;
const PATH = '/mall/v1/reimbursement/cover';

beforeEach(() => db.reset());

/** An order of the owner's account with a fund, a 采购单号 and a valid invoice. */
const fullOrder = () =>
  db.state.orders.find((o) => o.memberId === owner && o.fundId && o.poNo && invoicesOfOrder(db.state, o._id).some((i) => VALID_INVOICE.includes(i.status)))!;

describe('POST {v1}/reimbursement/cover', () => {
  it('draws each order with the mall’s amounts, fund, 采购单号 and invoice numbers, then the files and what is missing', async () => {
    const order = fullOrder();
    const fund = db.state.funds.find((f) => f._id === order.fundId)!;
    const invoiceNo = invoicesOfOrder(db.state, order._id).find((i) => VALID_INVOICE.includes(i.status))!.invoiceNo;
    const response = await call(owner, 'POST', PATH, {
      scope: `订单 ${order.orderNo}`,
      orders: [{ orderId: order._id, files: [`${order.orderNo}_合同.pdf`], missing: [{ name: '验收单', reason: '尚未确认收货，收货确认后才有验收单' }] }],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const flat = (await readPdfResponse(response)).text.replace(/\s+/g, '');
    for (const text of ['报销附件清单', `订单${order.orderNo}`, fund.name, fund.code, order.poNo!, invoiceNo, money(order.amount), `${order.orderNo}_合同.pdf`, '已附', '缺少：验收单', '尚未确认收货']) {
      expect(flat).toContain(text.replace(/\s+/g, ''));
    }
  });

  it('refuses an order the caller may not open (404), a repeated order and an empty list (400)', async () => {
    const ownOrder = db.state.orders.find((o) => o.memberId === owner && !o.placedBy)!;
    const refused = await callJson(sub, 'POST', PATH, { scope: '所选订单', orders: [{ orderId: ownOrder._id, files: [], missing: [] }] });
    expect(refused).toMatchObject({ status: 404, body: { code: 404, msg: '订单不存在' } });
    const twice = await callJson(owner, 'POST', PATH, {
      scope: '所选订单',
      orders: [ownOrder, ownOrder].map((o) => ({ orderId: o._id, files: [], missing: [] })),
    });
    expect(twice).toMatchObject({ status: 400, body: { code: 400, msg: '订单不能重复' } });
    const empty = await callJson(owner, 'POST', PATH, { scope: '所选订单', orders: [] });
    expect(empty).toMatchObject({ status: 400, body: { code: 400, msg: '请至少选择一个订单（一次最多 200 个）' } });
  });

  it('prints for a sub-account only the invoices its order shows it: no 合并开票 number over a colleague\'s order', async () => {
    const mine = db.state.orders.find((o) => o.memberId === owner && o.placedBy === sub && o.status !== 'cancelled')!;
    const theirs = fullOrder();
    const issued = invoicesOfOrder(db.state, theirs._id).find((i) => VALID_INVOICE.includes(i.status))!;
    // one invoice over both orders: 陈晨 may not open the owner's order, so §19 hides it from her
    const consolidated = { ...structuredClone(issued), _id: '66e90000000000000000c0de', invoiceNo: '26312000000077770001', orderIds: [mine._id, theirs._id], consolidated: true };
    db.state.invoices.unshift(consolidated);
    const body = { scope: `订单 ${mine.orderNo}`, orders: [{ orderId: mine._id, files: [], missing: [] }] };
    const forSub = (await readPdfResponse(await call(sub, 'POST', PATH, body))).text.replace(/\s+/g, '');
    expect(forSub).toContain(mine.orderNo);
    expect(forSub).not.toContain(consolidated.invoiceNo);
    // the owner sees the invoice, on the order and on its cover
    const forOwner = (await readPdfResponse(await call(owner, 'POST', PATH, body))).text.replace(/\s+/g, '');
    expect(forOwner).toContain(consolidated.invoiceNo);
  });
});
