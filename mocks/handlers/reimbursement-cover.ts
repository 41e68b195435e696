/**
 * The cover sheet of the 报销材料包 (docs/api.md §14 报销材料包): the shop sends the files it packed and what is
 * missing per order; the mall checks each order is the caller's to open, adds what it knows of the order (amounts,
 * fund, 采购单号, invoice numbers) and answers the Chinese PDF (mocks/reimbursement-cover.ts).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { CompanyInfo } from '../db/types.ts';
import { Answer, api, fail, nowIso, readJson, withMember } from '../lib.ts';
import { VALID_INVOICE } from '../invoice-rules.ts';
import { pdfResponse } from '../pdf.ts';
import { MALL_LABELS } from '../facts.gen.ts';
import { ORDER_STATUS_LABELS, accountOwner, findOpenable, hasCompany, requireCompany, visibleInvoices } from './orders.ts';

interface CoverOrderInput {
  orderId: string;
  files: string[];
  missing: { name: string; reason: string }[];
}

export const reimbursementCoverHandlers = [
  http.post(
    api.v1('/reimbursement/cover'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      // the shape is checked against docs/openapi.yaml before this runs (mocks/validation.ts)
      const body = (await readJson(request)) as { scope: string; orders: CoverOrderInput[] };
      const ids = body.orders.map((o) => o.orderId);
      if (new Set(ids).size !== ids.length) throw new Answer(fail(400, '订单不能重复'));
      const orders = body.orders.map((entry) => {
        const order = findOpenable(member, entry.orderId);
        const fund = order.fundId ? db.state.funds.find((f) => f._id === order.fundId) : undefined;
        // the invoices the order detail shows this member (§19: a sub-account does not see another member's 合并开票)
        const invoices = visibleInvoices(member, order);
        return {
          orderNo: order.orderNo,
          createdAt: order.createdAt,
          statusLabel: ORDER_STATUS_LABELS[order.status],
          goodsAmount: order.goodsAmount,
          freight: order.freight,
          amount: order.amount,
          poNo: order.poNo ?? '',
          fund: fund ? { name: fund.name, code: fund.code, codeKindLabel: MALL_LABELS.FundCodeKind[fund.codeKind] } : null,
          invoiceNos: invoices.filter((i) => VALID_INVOICE.includes(i.status)).map((i) => i.invoiceNo),
          applyingInvoices: invoices.filter((i) => i.status === 'applying').length,
          files: entry.files,
          missing: entry.missing,
        };
      });
      const holder = [accountOwner(member), member].find(hasCompany);
      const company = holder ? (holder.companyInfo as CompanyInfo) : undefined;
      const { reimbursementCoverPdf } = await import('../reimbursement-cover.ts');
      const file = reimbursementCoverPdf({
        scope: body.scope.trim(),
        company: company ? { name: company.name, creditCode: company.creditCode } : null,
        generatedAt: nowIso(),
        orders,
      });
      return pdfResponse(file, `报销附件清单-${orders[0]?.orderNo ?? ''}.pdf`);
    }),
  ),
];
