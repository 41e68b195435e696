/**
 * Paperwork demo controls of the fake mall (docs/api.md §10; never part of the real API, no token needed):
 * `POST /__mock/orders/{id}/pay { amount? }` plays the mall's finance matching a transfer to an order (default:
 * what is due), `POST /__mock/orders/{id}/review` plays its review (待审核 → 待付款), `POST /__mock/orders/{id}/refund`
 * completes the refund of a cancelled order that had received money, `POST /__mock/invoices/{id}/issue` issues an invoice being applied for, `POST /__mock/invoices/{id}/red { reason? }` red-letters an issued invoice one step (红字确认单 → 红冲中, then 红字发票 → 已红冲). A request that makes no
 * sense now (already paid, more than due, an order not to be paid, an invoice not applying) answers 409.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import { api, fail, handle, nowIso, ok, readJson } from '../lib.ts';
import { completeRefund, orderPayment, paymentOf, recordTransfer, refundRefusal, transferRefusal } from '../payment.ts';
import { recordEvent } from '../order-timeline.ts';
import { orderStatusMessage } from '../messages.ts';
import { INVOICE_STATUS_LABELS, invoiceView, nextInvoiceNo } from './invoices.ts';
import { advanceRedLetter, redLetterRefusal } from '../red-letter.ts';
import { payerOf } from './payment.ts';

export const billingControlHandlers = [
  http.post(
    api.mock('/orders/:id/pay'),
    handle(async ({ request, params }) => {
      const order = db.state.orders.find((o) => o._id === String(params.id));
      if (!order) return fail(404, '订单不存在');
      const body = await readJson(request);
      if (body.amount !== undefined && body.amount !== null && typeof body.amount !== 'number') return fail(400, '付款金额必须为数字');
      const amount = typeof body.amount === 'number' ? body.amount : paymentOf(order).amountDue;
      const refusal = transferRefusal(order, amount);
      if (refusal) return fail(409, refusal);
      recordTransfer(order, amount, payerOf(order), nowIso());
      return ok(orderPayment(order));
    }),
  ),

  http.post(
    api.mock('/orders/:id/review'),
    handle(({ params }) => {
      const order = db.state.orders.find((o) => o._id === String(params.id));
      if (!order) return fail(404, '订单不存在');
      if (order.status !== 'pendingReview') return fail(409, '只有待审核的订单可以审核');
      order.status = 'pendingPayment';
      order.confirmedAt = nowIso();
      recordEvent(order, 'reviewed', '商城审核通过', '商城客服', null, order.confirmedAt);
      orderStatusMessage(order, '订单状态更新', `订单 ${order.orderNo} 已审核通过，请按合同约定付款。`);
      return ok(orderPayment(order));
    }),
  ),

  http.post(
    api.mock('/orders/:id/refund'),
    handle(({ params }) => {
      const order = db.state.orders.find((o) => o._id === String(params.id));
      if (!order) return fail(404, '订单不存在');
      const refusal = refundRefusal(order);
      if (refusal) return fail(409, refusal);
      completeRefund(order, payerOf(order), nowIso());
      return ok(orderPayment(order));
    }),
  ),

  http.post(
    api.mock('/invoices/:id/issue'),
    handle(({ params }) => {
      const invoice = db.state.invoices.find((i) => i._id === String(params.id));
      if (!invoice) return fail(404, '发票不存在');
      if (invoice.status !== 'applying') return fail(409, `该发票${INVOICE_STATUS_LABELS[invoice.status]}，只有开票中的发票可以开具`);
      invoice.invoiceNo = nextInvoiceNo();
      invoice.issuedAt = nowIso();
      invoice.status = 'issued';
      invoice.formats = ['pdf', 'ofd', 'xml'];
      return ok(invoiceView(invoice));
    }),
  ),

  http.post(
    api.mock('/invoices/:id/red'),
    handle(async ({ request, params }) => {
      const invoice = db.state.invoices.find((i) => i._id === String(params.id));
      if (!invoice) return fail(404, '发票不存在');
      const body = await readJson(request);
      if (body.reason !== undefined && body.reason !== null && (typeof body.reason !== 'string' || body.reason.length > 200)) {
        return fail(400, '红冲原因应为不超过 200 字的文字');
      }
      const refusal = redLetterRefusal(invoice.status);
      if (refusal) return fail(409, refusal);
      const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : '销售退回，全额红冲';
      advanceRedLetter(invoice, nowIso(), reason, nextInvoiceNo);
      return ok(invoiceView(invoice));
    }),
  ),
];
