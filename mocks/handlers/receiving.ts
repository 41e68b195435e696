/**
 * Receiving (确认收货) and the acceptance slip (验收单) of the fake mall, docs/api.md §14: who may receive, the
 * receipt of one stock-out with every rule the mall enforces (10110–10113, 10115), the completion of a fully shipped
 * order once every delivery is received, and the 验收单 PDF (mocks/acceptance-slip.ts).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { CompanyInfo, OrderRecord, ReceiptRecord } from '../db/types.ts';
import { Answer, accountOwnerId, api, fail, field, mockConfig, nowIso, ok, readJson, refuse, withMember, type Body } from '../lib.ts';
import { VALID_INVOICE, invoicesOfOrder } from '../invoice-rules.ts';
import { recordEvent } from '../order-timeline.ts';
import { fileResponse, pdfResponse } from '../pdf.ts';
import { CONTROL_LABELS, controlsOf } from '../hazard-data.ts';
import { cents, yuan } from '../rmb.ts';
import { buyerMayNotConfirm, buyerOf, callerName, coaFor, personName, receiptView, receiverMustDiffer, receiversOf } from '../receipts.ts';
import { accountOwner, findOpenable, hasCompany, requireCompany, stockOutOf } from './orders.ts';
import { MALL_CODE } from '../facts.gen.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === text;
}

/** `lines` of a ReceiptInput: every entry `{ matlId, quantity 0..9999 (0: none of it arrived), lot 1..40 }`, else 400. */
function readLines(body: Body): { matlId: string; quantity: number; lot: string }[] {
  const raw = body.lines;
  if (!Array.isArray(raw) || raw.length === 0) throw new Answer(fail(400, '收货明细不能为空'));
  return raw.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new Answer(fail(400, '收货明细格式不正确'));
    const line = entry as Body;
    return {
      matlId: field.string(line, 'matlId', '商品'),
      quantity: field.int(line, 'quantity', '收货数量', { min: 0, max: 9999 }),
      lot: field.string(line, 'lot', '批号', { max: 40 }),
    };
  });
}

/**
 * Completes a fully shipped order once each of its deliveries has a receipt. A delivery confirmed short is still
 * confirmed: what did not arrive is the buyer's after-sales case (after-sales.ts allows up to the quantity shipped).
 */
function completeIfReceived(order: OrderRecord, at: string): void {
  if (order.status === 'completed' || order.status === 'cancelled') return;
  const fullyShipped = order.items.every((i) => i.shippedQty >= i.quantity);
  const deliveries = db.state.stockOuts.filter((s) => s.orderId === order._id);
  if (!fullyShipped || deliveries.length === 0 || deliveries.some((s) => !s.receipt)) return;
  order.status = 'completed';
  order.completedAt = at;
  recordEvent(order, 'completed', '订单完成', '系统', '全部发货单已确认收货', at);
}

/** The mall's own origin: the COA links of the slip point where the slip was asked. */
function coaFileUrl(origin: string, coaId: string): string {
  return `${origin}${mockConfig.prefixCommon}/scm/coas/${coaId}/file`;
}

/**
 * The shops the fake mall serves: a loopback origin (the dev server, preview:mock, the tests). A label's QR code
 * is a lasting record: an origin from elsewhere (or `null`) never goes into it.
 */
function shopOrigin(origin: string | null): string | null {
  return origin && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin) ? origin : null;
}

/** The order's received lots, oldest delivery first: each receipt line with a quantity, with its date and receiver. */
function receivedLots(order: OrderRecord) {
  return db.state.stockOuts
    .filter((s) => s.orderId === order._id && s.receipt)
    .sort((a, b) => a.shippedAt.localeCompare(b.shippedAt))
    .flatMap((s) => {
      const receipt = s.receipt!;
      return receipt.lines.filter((l) => l.quantity > 0).map((l) => ({ ...l, receivedAt: receipt.receivedAt, receiverName: receipt.receiverName }));
    });
}

export const receivingHandlers = [
  http.get(
    api.v1('/member/receivers'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok(receiversOf(accountOwnerId(member)));
    }),
  ),

  http.post(
    api.v1('/stock-outs/:id/receipt'),
    withMember(async ({ request, params, member }) => {
      requireCompany(member);
      const stockOut = stockOutOf(member, String(params.id));
      const body = await readJson(request);
      const receiverId = field.string(body, 'receiverId', '收货人');
      const receivedAt = field.string(body, 'receivedAt', '收货日期');
      if (!isCalendarDate(receivedAt)) return fail(400, '收货日期格式不正确');
      const lines = readLines(body);
      // a receipt says something arrived: what is missing of a line is an after-sales case (§15), not a receipt of nothing
      if (lines.every((l) => l.quantity === 0)) return fail(400, '至少收货一件商品');
      const remark = field.string(body, 'remark', '收货备注', { required: false, max: 200 });

      const order = db.state.orders.find((o) => o._id === stockOut.orderId);
      if (!order) return fail(404, '发货单不存在');
      if (stockOut.receipt) return refuse('该发货单已确认收货', MALL_CODE.alreadyReceived);
      if (buyerMayNotConfirm(member, order)) return refuse('收货确认须由下单人以外的成员完成', MALL_CODE.buyerMayNotConfirm);
      const ownerId = accountOwnerId(member);
      const receiver = receiversOf(ownerId).find((r) => r._id === receiverId);
      if (!receiver) return fail(400, '收货人须是本企业的主账号或启用的子账号');
      if (receiverMustDiffer(ownerId) && receiverId === buyerOf(order)) return refuse('收货人不能是下单人', MALL_CODE.receiverIsBuyer);
      const today = nowIso().slice(0, 10);
      if (receivedAt < stockOut.shippedAt.slice(0, 10) || receivedAt > today) {
        return refuse('收货日期不能早于发货日期，也不能晚于今天', MALL_CODE.badReceiptDate);
      }
      // each line of the stock-out exactly once
      const seen = new Set(lines.map((l) => l.matlId));
      const matches =
        seen.size === lines.length && lines.length === stockOut.items.length && stockOut.items.every((i) => seen.has(i.matlId));
      if (!matches) return refuse('收货明细与发货单不符', MALL_CODE.badReceiptLines);
      for (const line of lines) {
        const shipped = stockOut.items.find((i) => i.matlId === line.matlId);
        if (shipped && line.quantity > shipped.quantity) return refuse('收货数量不能超过发货数量', MALL_CODE.badReceiptLines);
      }

      const confirmedAt = nowIso();
      const receipt: ReceiptRecord = {
        receiverId,
        receiverName: receiver.name,
        receivedAt,
        confirmedBy: callerName(member),
        confirmedAt,
        lines: stockOut.items.map((item) => {
          const line = lines.find((l) => l.matlId === item.matlId) as { quantity: number; lot: string };
          return { matlId: item.matlId, catalogNo: item.catalogNo, name: item.name, quantity: line.quantity, lot: line.lot };
        }),
        remark,
      };
      stockOut.receipt = receipt;
      // the 'received' event is read from the receipt (mocks/order-timeline.ts); the order still changed
      order.version += 1;
      completeIfReceived(order, confirmedAt);
      return ok(receiptView(receipt));
    }),
  ),

  http.get(
    api.v1('/orders/:id/acceptance-slip'),
    withMember(async ({ request, params, member }) => {
      requireCompany(member);
      const order = findOpenable(member, String(params.id));
      const received = db.state.stockOuts
        .filter((s) => s.orderId === order._id && s.receipt)
        .sort((a, b) => a.shippedAt.localeCompare(b.shippedAt));
      if (received.length === 0) return refuse('尚未确认收货，暂无验收单', MALL_CODE.noAcceptanceSlip);
      const owner = accountOwner(member);
      const holder = [owner, member].find(hasCompany);
      const origin = new URL(request.url).origin;
      // the document builders load with the first file, not with the fake mall
      const { acceptanceSlipPdf } = await import('../acceptance-slip.ts');
      const file = acceptanceSlipPdf({
        order,
        company: holder ? (holder.companyInfo as CompanyInfo) : undefined,
        fund: order.fundId ? db.state.funds.find((f) => f._id === order.fundId) : undefined,
        buyerName: personName(buyerOf(order)),
        deliveries: received,
        invoiceNos: invoicesOfOrder(db.state, order._id)
          .filter((i) => VALID_INVOICE.includes(i.status))
          .map((i) => i.invoiceNo),
        coaLink: (matlId, lot) => {
          const coa = coaFor(matlId, lot);
          return coa ? coaFileUrl(origin, coa._id) : null;
        },
      });
      return pdfResponse(file, `验收单-${order.orderNo}.pdf`);
    }),
  ),

  http.get(
    api.v1('/orders/:id/bottle-labels'),
    withMember(async ({ request, params, member }) => {
      requireCompany(member);
      const order = findOpenable(member, String(params.id));
      const url = new URL(request.url);
      const format = url.searchParams.get('format') || 'a4';
      const { LABEL_FORMATS, MAX_LABELS, bottleLabelsPdf } = await import('../bottle-labels.ts');
      if (!(LABEL_FORMATS as readonly string[]).includes(format)) return fail(400, '标签规格只能是 a4 或 roll');
      const lots = receivedLots(order);
      if (lots.length === 0) return refuse('尚未确认收货，暂无瓶签', MALL_CODE.noAcceptanceSlip);
      const count = lots.reduce((sum, l) => sum + l.quantity, 0);
      if (count > MAX_LABELS) return fail(400, `瓶签最多 ${MAX_LABELS} 张，请分批收货后再打印`);
      // the QR codes open the shop that asked, when it is one the mall serves; else the mall's own origin
      const shop = shopOrigin(request.headers.get('Origin')) ?? url.origin;
      const labels = lots.flatMap((l) => {
        const m = db.state.materials.find((x) => x._id === l.matlId);
        const coa = coaFor(l.matlId, l.lot);
        const qr = coa ? `${shop}/coa?${new URLSearchParams({ sn: coa.sn }).toString()}` : `${shop}/coa?${new URLSearchParams({ lot: l.lot, brand: m?.mfrName ?? '' }).toString()}`;
        return Array.from({ length: l.quantity }, (_, i) => ({
          name: l.name,
          catalogNo: l.catalogNo,
          spec: order.items.find((x) => x.matlId === l.matlId)?.spec ?? m?.spec ?? '',
          lot: l.lot,
          cas: m?.cas ?? null,
          expiresAt: coa ? coa.expiresAt.slice(0, 10) : null,
          receivedAt: l.receivedAt,
          orderNo: order.orderNo,
          pictograms: m?.hazard?.pictograms ?? [],
          signalWord: m?.hazard?.signalWord ?? null,
          controls: m ? controlsOf(m) : [],
          qr,
          bottle: { n: i + 1, of: l.quantity },
        }));
      });
      return pdfResponse(bottleLabelsPdf(labels, format as 'a4' | 'roll', `瓶签 ${order.orderNo}`), `瓶签-${order.orderNo}.pdf`);
    }),
  ),

  http.get(
    api.v1('/orders/:id/supply-sheet'),
    withMember(async ({ params, member }) => {
      requireCompany(member);
      const order = findOpenable(member, String(params.id));
      const lots = receivedLots(order);
      if (lots.length === 0) return refuse('尚未确认收货，暂无供货单', MALL_CODE.noAcceptanceSlip);
      const fund = order.fundId ? db.state.funds.find((f) => f._id === order.fundId) : undefined;
      const { supplySheetXlsx } = await import('../supply-sheet.ts');
      const rows = lots.map((l, i) => {
        const m = db.state.materials.find((x) => x._id === l.matlId);
        const item = order.items.find((x) => x.matlId === l.matlId);
        const coa = coaFor(l.matlId, l.lot);
        // the order's own copy of the line (its price, 规格 and brand when it was placed); blank when none
        const price = item?.price;
        return {
          序号: i + 1,
          订单号: order.orderNo,
          采购单号: order.poNo ?? '',
          货号: l.catalogNo,
          品名: l.name,
          英文名: m?.nameEn ?? '',
          品牌: item?.mfrName ?? m?.mfrName ?? '',
          规格: item?.spec ?? m?.spec ?? '',
          单位: m?.unit ?? '',
          CAS: m?.cas ?? '',
          批号: l.lot,
          数量: l.quantity,
          单价: price ?? null,
          金额: price === undefined ? null : yuan(cents(price) * l.quantity),
          生产日期: coa ? coa.manufacturedAt.slice(0, 10) : '',
          有效期至: coa ? coa.expiresAt.slice(0, 10) : '',
          储存条件: m?.storage ?? '',
          'GHS 象形图': (m?.hazard?.pictograms ?? []).join(' '),
          信号词: m?.hazard?.signalWord ?? '',
          管制类别: m ? controlsOf(m).map((c) => CONTROL_LABELS[c].label).join('、') : '',
          'UN 编号': m?.hazard?.unNumber ?? '',
          收货日期: l.receivedAt,
          收货人: l.receiverName,
          经费: fund ? `${fund.name}（${fund.code}）` : '',
          'COA 编号': coa?.sn ?? '',
        };
      });
      return fileResponse(await supplySheetXlsx(rows), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `供货单-${order.orderNo}.xlsx`);
    }),
  ),
];
