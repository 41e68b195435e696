/**
 * Payment by bank transfer of the fake mall (docs/api.md §17): the mall's account to transfer to, the transfer
 * receipts (付款凭证) a buyer attaches to an order. What an order has received is read by mocks/payment.ts; the
 * demo control that records a transfer is in ./billing-control.ts.
 *
 * Receipt bytes stay in memory only, like after-sales photos (a tab's sessionStorage cannot hold a few 10 MB
 * files): after a reload of the demo a receipt keeps its name, type and size, and its file answers 404.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import { SELLER } from '../db/seed/seller.ts';
import type { OrderRecord, PaymentReceiptRecord } from '../db/types.ts';
import { Answer, api, fail, newId, nowIso, ok, refuse, withMember } from '../lib.ts';
import {
  MAX_RECEIPTS,
  MAX_RECEIPT_BYTES,
  RECEIPT_RULE,
  receiptDeleteRefusal,
  receiptUploadRefusal,
  receiptView,
  sniffReceiptType,
} from '../payment.ts';
import { fileResponse } from '../pdf.ts';
import { callerName } from '../receipts.ts';
import type { AnswerData } from '../../src/shared/api/mall-types.ts';
import { findOpenable, findOrder, requireCompany } from './orders.ts';
import { MALL_CODE } from '../facts.gen.ts';

export const TRANSFER_NOTE = '转账时请在付款备注中填写订单号，一笔转账对应一个订单';

/** The paying company: the account's company name, else its contact. */
export function payerOf(order: OrderRecord): string {
  const owner = db.state.members.find((m) => m._id === order.memberId);
  const company = owner?.companyInfo as { name?: string } | undefined;
  return company?.name || owner?.contactName || '';
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A file name as kept: no folders, no control characters, at most 100 characters. */
function cleanFileName(name: string, contentType: string): string {
  const printable = Array.from(name.split(/[\\/]/).pop() ?? '').filter((c) => c >= ' ' && c !== '\u007f');
  const base = printable.join('').trim();
  const fallback = `付款凭证.${contentType === 'application/pdf' ? 'pdf' : contentType.split('/')[1] === 'jpeg' ? 'jpg' : contentType.split('/')[1]}`;
  return Array.from(base || fallback).slice(-100).join('');
}

function findReceipt(order: OrderRecord, id: string): PaymentReceiptRecord {
  const receipt = order.paymentReceipts?.find((r) => r._id === id);
  if (!receipt) throw new Answer(fail(404, '付款凭证不存在'));
  return receipt;
}

export const paymentHandlers = [
  http.get(
    api.v1('/payment/transfer-account'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok({
        accountName: SELLER.name,
        bankName: SELLER.bankName,
        accountNo: SELLER.bankAccount,
        bankCode: SELLER.bankCode,
        note: TRANSFER_NOTE,
      } satisfies AnswerData<'getTransferAccount'>);
    }),
  ),

  http.post(
    api.v1('/orders/:id/payment-receipts'),
    withMember(async ({ request, params, member }) => {
      requireCompany(member);
      const order = findOrder(member, String(params.id));
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, '请选择付款凭证');
      }
      const file = form.get('file');
      if (file === null || typeof file === 'string') return fail(400, '请选择付款凭证');
      if (file.size === 0 || file.size > MAX_RECEIPT_BYTES) return refuse(RECEIPT_RULE, MALL_CODE.badPaymentReceipt);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // the type is read from the bytes: a renamed file is refused, whatever it claims
      const contentType = sniffReceiptType(bytes);
      if (!contentType) return refuse(RECEIPT_RULE, MALL_CODE.badPaymentReceipt);
      // the order's state and count are checked after the last await and written in the same step (docs/api.md §1):
      // receipts sent together cannot pass the limit
      const refusal = receiptUploadRefusal(order);
      if (refusal) return refuse(refusal, MALL_CODE.notPayable);
      if ((order.paymentReceipts?.length ?? 0) >= MAX_RECEIPTS) return refuse(`每个订单最多上传 ${MAX_RECEIPTS} 个付款凭证`, MALL_CODE.badPaymentReceipt);
      const receipt: PaymentReceiptRecord = {
        _id: newId(),
        fileName: cleanFileName(file.name, contentType),
        contentType,
        size: bytes.length,
        uploadedAt: nowIso(),
        uploadedBy: member._id,
        uploadedByName: callerName(member),
        base64: base64Of(bytes),
      };
      order.paymentReceipts = [...(order.paymentReceipts ?? []), receipt];
      order.version += 1;
      return ok(receiptView(receipt), '付款凭证已上传');
    }),
  ),

  http.get(
    api.v1('/orders/:id/payment-receipts/:receiptId'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const order = findOpenable(member, String(params.id));
      const receipt = findReceipt(order, String(params.receiptId));
      // the bytes are kept in memory only: gone after a reload of the demo (fake mall only)
      if (receipt.base64 === undefined) return fail(404, '付款凭证文件已过期，请重新上传');
      const bytes = Uint8Array.from(atob(receipt.base64), (c) => c.charCodeAt(0));
      return fileResponse(bytes, receipt.contentType, receipt.fileName);
    }),
  ),

  http.delete(
    api.v1('/orders/:id/payment-receipts/:receiptId'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const order = findOrder(member, String(params.id));
      const receipt = findReceipt(order, String(params.receiptId));
      const refusal = receiptDeleteRefusal(order);
      if (refusal) return refuse(refusal, MALL_CODE.notPayable);
      order.paymentReceipts = (order.paymentReceipts ?? []).filter((r) => r !== receipt);
      order.version += 1;
      return ok({ _id: receipt._id });
    }),
  ),
];
