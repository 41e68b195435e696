/**
 * Orders and stock-outs of the fake mall. Every call needs a member with a
 * company profile (code 10010 otherwise). The owner sees every order of the
 * account; a sub-account sees only the orders it placed itself.
 * Shapes are documented in docs/api.md (Orders and stock-outs).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { ApprovalRecord, CartRecord, CompanyInfo, FundRecord, Material, InvoiceRecord, MemberRecord, NoticeRecord, OrderItem, OrderRecord, OrderStatus, QuoteRecord, StockOutRecord } from '../db/types.ts';
import { Answer, type Body, accountOwnerId, api, fail, field, newId, nowIso, ok, paginate, readJson, refuse, withMember } from '../lib.ts';
import { notesOf } from '../reimbursement-data.ts';
import { adjustedNote, approvalReasons, yuanText, fundCoverRefusal, fundShortfallReason, isFundShortfall, fundUsable, fundUsage, mayCharge, overdraftMessage, overdraftOf, requantify, totalsOf, type QuantityChange, type Requantified } from '../approval-rules.ts';
import { accountFunds, approverIds, awaitingDecision, canDecide, chargeableFunds, chinaToday, orderFundApprover, personName, settingsOf } from '../procurement-data.ts';
import { recordEvent, timelineOf } from '../order-timeline.ts';
import { sendMessage } from '../messages.ts';
import { controlsOf, hasSds, shipmentsOf, shippingConditionOf } from '../hazard-data.ts';
import { pdfResponse } from '../pdf.ts';
import { normText, queryParam, textMatches } from './catalogue.ts';
import { stockStatus } from '../../src/shared/lib/stock-status.ts';
import { formatFen, toFen } from '../../src/shared/lib/money.ts';
import { buyerMayNotConfirm, canReceive, receiptView, receiveNote } from '../receipts.ts';
import { PAYMENT_STATUS_LABELS, openRefund, orderPayment, paymentOf, paymentStatusOf, type PaymentStatus } from '../payment.ts';
import { invoiceOrderIds, invoicesOfOrder } from '../invoice-rules.ts';
import { INVOICE_TYPE_CODES } from '../red-letter.ts';
import { findQuote, orderNoOf, quoteOrderItems, releaseQuote, statusOf } from '../quote-data.ts';
import { orderRefusal, requoteItems } from '../quote-rules.ts';
import { quoteNote } from '../db/seed/quotes.ts';
import { KIND_LABELS, PURPOSE_MAX, PURPOSE_MIN } from '../compliance-rules.ts';
import { orderCompliance } from '../qualification-data.ts';
import { MALL_CODE, MALL_LABELS, type MallCode } from '../facts.gen.ts';
import { cents, yuan } from '../rmb.ts';
import { accountCreditTerms } from '../credit-data.ts';
import { creditPreviewOf } from '../credit-rules.ts';
import { quantityProblem, termsOf, unitPriceFor } from '../price-terms.ts';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = MALL_LABELS.OrderStatus;
const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
const CANCELLABLE: readonly OrderStatus[] = ['pendingApproval', 'rejected', 'pendingReview', 'pendingPayment'];



export function hasCompany(member: MemberRecord | undefined): boolean {
  return Boolean(member && '_id' in member.companyInfo && member.companyInfo._id);
}

/** The member record owning the account (the member itself for an owner). */
export function accountOwner(member: MemberRecord): MemberRecord {
  return db.state.members.find((m) => m._id === accountOwnerId(member)) ?? member;
}

/** Orders, invoices and sub-members need the account's company profile. */
export function requireCompany(member: MemberRecord): void {
  if (!hasCompany(accountOwner(member)) && !hasCompany(member)) throw new Answer(refuse('请先完善企业信息', MALL_CODE.companyInfoRequired));
}

/** The orders this member may see. */
export function visibleOrders(member: MemberRecord): OrderRecord[] {
  const ownerId = accountOwnerId(member);
  return db.state.orders.filter((o) => o.memberId === ownerId && (!member.parentMbrId || o.placedBy === member._id));
}

/**
 * The invoices this member sees (docs/api.md §19): those of the account whose every order it may see — the owner
 * every one, a sub-account a consolidated invoice only when every one of its orders is its own. With `order` (one
 * the member may open, e.g. an approver's): that order's invoices whose every order the member may open (§13), the
 * same the invoice's own answer lets it read.
 */
export function visibleInvoices(member: MemberRecord, order?: OrderRecord): InvoiceRecord[] {
  const ownerId = accountOwnerId(member);
  // on an order's page: the invoices whose every order the member may open (an approver's decided ones too, §13)
  const openable = (o: OrderRecord) => (order ? mayOpen(member, o) : o.memberId === ownerId && o.placedBy === member._id);
  const seen = member.parentMbrId ? new Set(db.state.orders.filter(openable).map((o) => o._id)) : null;
  if (seen && order) seen.add(order._id);
  const candidates = order ? invoicesOfOrder(db.state, order._id) : db.state.invoices;
  return candidates.filter((i) => i.memberId === ownerId && (!seen || invoiceOrderIds(i).every((id) => seen.has(id))));
}

export function findOrder(member: MemberRecord, id: string): OrderRecord {
  const order = visibleOrders(member).find((o) => o._id === id);
  if (!order) throw new Answer(fail(404, '订单不存在'));
  return order;
}

/** The member's own order: the owner's every order of the account, a sub-account's those it placed (§6). */
const isOwn = (member: MemberRecord, order: OrderRecord): boolean =>
  order.memberId === accountOwnerId(member) && (!member.parentMbrId || order.placedBy === member._id);

/**
 * This member may open (read) the order: its own, and for an approver sub-account also the orders awaiting its
 * decision and those it decided (docs/api.md §13). The same rule opens the order's stock-outs, contract,
 * acceptance slip and after-sales cases; acting on them (cancel, receive, after-sales) stays with `isOwn`.
 */
export function mayOpen(member: MemberRecord, order: OrderRecord): boolean {
  return isOwn(member, order) || canDecide(member, order) || (order.memberId === accountOwnerId(member) && order.approval?.decidedBy === member._id);
}

export function findOpenable(member: MemberRecord, id: string): OrderRecord {
  const order = db.state.orders.find((o) => o._id === id);
  if (!order || !mayOpen(member, order)) throw new Answer(fail(404, '订单不存在'));
  return order;
}

function placedByName(order: OrderRecord): string {
  return order.placedBy ? personName(order.placedBy) : '';
}

/** Who did it, as the timeline names people. */
const actorName = (member: MemberRecord): string => personName(member._id);

/** The quote an order was placed from (docs/api.md §16), or null. */
function quoteRef(quoteId: string | undefined) {
  const quote = quoteId ? db.state.quotes.find((q) => q._id === quoteId) : undefined;
  return quote ? { _id: quote._id, quoteNo: quote.quoteNo } : null;
}

function fundRef(fundId: string | undefined) {
  const fund = fundId ? db.state.funds.find((f) => f._id === fundId) : undefined;
  return fund ? { _id: fund._id, name: fund.name, code: fund.code, codeKind: fund.codeKind } : null;
}

/** The fund's 可用余额 without this order (it counts as pending while it waits), null without a fund. */
function fundAvailableWithout(order: OrderRecord): number | null {
  const fund = order.fundId ? db.state.funds.find((f) => f._id === order.fundId) : undefined;
  if (!fund) return null;
  const own = order.status === 'pendingApproval' ? cents(order.amount) : 0;
  return yuan(cents(fundUsage(fund, db.state.orders).available) + own);
}

/** The order's fund with its figures (docs/api.md §13): 可用余额 first, and what approving would leave. */
function fundFigures(order: OrderRecord) {
  const ref = fundRef(order.fundId);
  const fund = ref && db.state.funds.find((f) => f._id === ref._id);
  if (!ref || !fund) return null;
  const usage = fundUsage(fund, db.state.orders);
  const without = fundAvailableWithout(order) ?? 0;
  const afterApproval = order.status === 'pendingApproval' ? yuan(cents(without) - cents(order.amount)) : null;
  return { ...ref, budget: fund.budget, committed: usage.committed, pending: usage.pending, available: usage.available, afterApproval, approverName: personName(orderFundApprover(order) ?? order.memberId) };
}

/** The order as it stands does not fit its fund's 可用余额 (other waiting orders counted): the reason, else null. */
function fundShortfallNow(order: OrderRecord, amount = order.amount): string | null {
  const available = fundAvailableWithout(order);
  return available === null ? null : fundShortfallReason(amount, available);
}

/** Who may decide the order's approval: the approvers but its buyer; a fund's approver (or the owner) when a fund pays. */
function decidersOf(order: OrderRecord): string[] {
  const fundApprover = orderFundApprover(order);
  return approverIds(order.memberId).filter((id) => id !== (order.placedBy ?? order.memberId) && (!fundApprover || id === order.memberId || id === fundApprover));
}

function approvalView(order: OrderRecord) {
  const a = order.approval;
  if (!a) return null;
  // while it waits, the fund reason is as of now: other orders approved or placed since change what is left
  const shortfall = a.status === 'pending' ? fundShortfallNow(order) : null;
  const reasons = a.status === 'pending' ? [...a.reasons.filter((r) => !isFundShortfall(r)), ...(shortfall ? [shortfall] : [])] : [...a.reasons];
  const deciders = decidersOf(order);
  return {
    status: a.status,
    reasons,
    approvers: deciders.map(personName),
    decidedBy: a.decidedByName ?? (a.decidedBy ? personName(a.decidedBy) : null),
    decidedAt: a.decidedAt ?? null,
    rejectReason: a.rejectReason ?? null,
    comment: a.comment ?? null,
    adjusted: a.adjusted.map((x) => ({ ...x })),
  };
}

function stockOutPhase(stockOut: StockOutRecord): string {
  if (stockOut.signedAt) return '已签收';
  return newestRoutes(stockOut)[0]?.phase ?? '待揽收';
}

function newestRoutes(stockOut: StockOutRecord) {
  return stockOut.routes.slice().sort((a, b) => b.time.localeCompare(a.time));
}

function stockOutSummary(stockOut: StockOutRecord, order: OrderRecord, member: MemberRecord) {
  const routes = newestRoutes(stockOut);
  return {
    _id: stockOut._id,
    stockOutNo: stockOut.stockOutNo,
    courier: stockOut.courier,
    trackingNo: stockOut.trackingNo,
    shippedAt: stockOut.shippedAt,
    coldChain: stockOut.coldChain,
    signedAt: stockOut.signedAt ?? null,
    phase: stockOutPhase(stockOut),
    latestRoute: routes[0] ?? null,
    itemCount: stockOut.items.length,
    totalQuantity: stockOut.items.reduce((sum, i) => sum + i.quantity, 0),
    items: stockOut.items,
    receipt: stockOut.receipt ? receiptView(stockOut.receipt) : null,
    canReceive: canReceive(stockOut, order) && isOwn(member, order) && !buyerMayNotConfirm(member, order),
    receiveNote: receiveNote(member, stockOut, order, isOwn(member, order)),
  };
}

/** The order's head: what any answer that mentions an order carries. */
export function orderSummary(order: OrderRecord) {
  return {
    _id: order._id,
    orderNo: order.orderNo,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt,
    goodsAmount: order.goodsAmount,
    freight: order.freight,
    coldChainFee: order.coldChainFee ?? 0,
    amount: order.amount,
  };
}

/** The condition a line ships in: its snapshot, else (the seed's orders) the material's (docs/api.md §20). */
export function itemCondition(item: OrderItem) {
  return item.shippingCondition ?? shippingConditionOf(db.state.materials.find((m) => m._id === item.matlId)?.shipping ?? '');
}

/** An order line as answered: with its shipping condition, SDS and controlled classes (docs/api.md §20–22). */
export function itemView(item: OrderItem) {
  const material = db.state.materials.find((m) => m._id === item.matlId);
  return {
    ...item,
    shippingCondition: itemCondition(item),
    hasSds: material ? hasSds(material) : false,
    controls: material ? controlsOf(material) : [],
  };
}

function orderListItem(order: OrderRecord, member: MemberRecord) {
  return {
    ...orderSummary(order),
    itemCount: order.items.length,
    totalQuantity: order.items.reduce((sum, i) => sum + i.quantity, 0),
    items: order.items.slice(0, 3).map(itemView),
    receiver: order.address.receiver,
    poNo: order.poNo ?? '',
    remark: order.remark,
    placedBy: order.placedBy ?? null,
    placedByName: placedByName(order),
    // an invoice asked for at order time, or the order is in an invoice the member sees (a consolidated one only
    // when it may see every one of its orders, docs/api.md §19)
    hasInvoice: Boolean(order.invoiceProfile) || visibleInvoices(member, order).length > 0,
    paymentStatus: paymentStatusOf(order),
    amountPaid: paymentOf(order).amountPaid,
    stockOutCount: order.stockOutIds.length,
    canCancel: CANCELLABLE.includes(order.status) && mayCancel(member, order),
    fundName: fundRef(order.fundId)?.name ?? null,
    fund: listFund(order),
    awaitingMyApproval: canDecide(member, order),
    // the card's next action (docs/api.md §13, §14): the same rules as the detail's
    canReceive:
      (order.status === 'pendingReceipt' || order.status === 'partiallyShipped') &&
      isOwn(member, order) &&
      !buyerMayNotConfirm(member, order) &&
      db.state.stockOuts.some((s) => s.orderId === order._id && canReceive(s, order)),
    canResubmit: order.status === 'rejected' && (order.placedBy ?? order.memberId) === member._id,
  };
}

function listFund(order: OrderRecord) {
  const f = fundFigures(order);
  return f && { _id: f._id, name: f.name, available: f.available, afterApproval: f.afterApproval };
}

/** The buyer, or the owner, cancels; an approver who only decides the order does not. */
const mayCancel = isOwn;

function orderDetail(record: OrderRecord, member: MemberRecord) {
  const { idempotencyKey: _key, fundId, approval: _approval, events: _events, quoteId, transfers: _transfers, paymentReceipts: _receipts, refund: _refund, ...order } = record;
  const stockOuts = order.stockOutIds
    .map((id) => db.state.stockOuts.find((s) => s._id === id))
    .filter((s): s is StockOutRecord => Boolean(s))
    .sort((a, b) => a.shippedAt.localeCompare(b.shippedAt))
    .map((s) => stockOutSummary(s, record, member));
  const invoices = visibleInvoices(member, record).map((i) => ({
    _id: i._id,
    invoiceNo: i.invoiceNo,
    status: i.status,
    statusLabel: MALL_LABELS.InvoiceStatus[i.status],
    typeCode: INVOICE_TYPE_CODES[i.type],
    amount: i.amount,
    ...(i.redLetter ? { redLetter: i.redLetter } : {}),
  }));
  return {
    ...order,
    items: order.items.map(itemView),
    coldChainFee: order.coldChainFee ?? 0,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    itemCount: order.items.length,
    totalQuantity: order.items.reduce((sum, i) => sum + i.quantity, 0),
    placedBy: order.placedBy ?? null,
    placedByName: placedByName(record),
    canCancel: CANCELLABLE.includes(order.status) && mayCancel(member, record),
    stockOuts,
    invoices,
    payment: orderPayment(record),
    fund: fundId ? fundFigures(record) : null,
    quote: quoteRef(quoteId),
    approval: approvalView(record),
    canApprove: canDecide(member, record),
    canResubmit: order.status === 'rejected' && (record.placedBy ?? record.memberId) === member._id,
    timeline: timelineOf(record, db.state.stockOuts),
    compliance: complianceView(record),
    reimbursementNotes: notesOf(record.memberId, record),
  };
}

/**
 * What was checked for the order's controlled lines (docs/api.md §21): the qualifications that covered them (one
 * deleted since drops from the list) and the purposes recorded; null without controlled lines.
 */
function complianceView(order: OrderRecord) {
  const c = order.compliance;
  if (!c) return null;
  return {
    qualifications: c.qualificationIds.flatMap((id) => {
      const q = db.state.qualifications.find((x) => x._id === id);
      return q ? [{ _id: q._id, kindLabel: KIND_LABELS[q.kind], number: q.number }] : [];
    }),
    purposes: c.purposes.map((p) => ({ matlId: p.matlId, name: order.items.find((i) => i.matlId === p.matlId)?.name ?? '', purpose: p.purpose })),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** `createdAt=YYYY-MM-DD,YYYY-MM-DD` (inclusive, dates in +08:00). */
function dateRange(raw: string): [string, string] | null {
  if (raw === '') return null;
  const parts = raw.split(',').map((p) => p.trim());
  const [from = '', to = ''] = parts;
  if (parts.length !== 2 || !validDate(from) || !validDate(to)) {
    throw new Answer(fail(400, '下单时间格式应为 YYYY-MM-DD,YYYY-MM-DD'));
  }
  if (from > to) throw new Answer(fail(400, '下单时间的开始日期不能晚于结束日期'));
  return [from, to];
}

/**
 * `expected: [{ matlId, price, quantity? }]`: the prices and quantities the buyer saw; a different price refuses
 * the order (10014), a different cart quantity too (10015).
 */
function readExpected(raw: unknown): Map<string, { price: number; quantity?: number }> | null {
  if (raw === undefined || raw === null) return null;
  const valid =
    Array.isArray(raw) &&
    raw.every((x) => {
      if (typeof x !== 'object' || x === null) return false;
      const { matlId, price, quantity } = x as { matlId?: unknown; price?: unknown; quantity?: unknown };
      return typeof matlId === 'string' && typeof price === 'number' && (quantity === undefined || (typeof quantity === 'number' && Number.isInteger(quantity)));
    });
  if (!valid) throw new Answer(fail(400, 'expected 必须是 { matlId, price, quantity } 数组'));
  return new Map((raw as { matlId: string; price: number; quantity?: number }[]).map((x) => [x.matlId, { price: x.price, quantity: x.quantity }]));
}

/** `matlIds` of the body: the cart lines to order, or null for the selected ones. */
function readMatlIds(body: Body): string[] | null {
  if (body.matlIds === undefined || body.matlIds === null) return null;
  if (!Array.isArray(body.matlIds) || !body.matlIds.every((x): x is string => typeof x === 'string' && x !== '')) {
    throw new Answer(fail(400, 'matlIds 必须是商品编号数组'));
  }
  return [...new Set(body.matlIds)];
}

/** The buyer's cart lines to order: the selected ones, or those of `matlIds`. */
function cartLines(member: MemberRecord, matlIds: string[] | null): CartRecord[] {
  const cart = db.state.carts.filter((c) => c.memberId === member._id);
  return matlIds ? cart.filter((c) => matlIds.includes(c.matlId)) : cart.filter((c) => c.selected);
}

/** A price or quantity that is not what the buyer saw (`expected`) refuses the order (10014, 10015). */
function refuseIfChanged(item: OrderItem, seen: { price: number; quantity?: number } | undefined): void {
  if (seen !== undefined && seen.price !== item.price) {
    throw new Answer(refuse(`商品 ${item.catalogNo} 的价格已变为 ¥${item.price.toFixed(2)}，请确认后再提交`, MALL_CODE.priceChanged));
  }
  if (seen?.quantity !== undefined && seen.quantity !== item.quantity) {
    throw new Answer(refuse(`商品 ${item.catalogNo} 的数量已由 ${seen.quantity} 变为 ${item.quantity}，请确认后再提交`, MALL_CODE.quantityChanged));
  }
}

/** The order's lines from the cart at today's prices, or the refusal (10011–10015). */
function cartItems(member: MemberRecord, matlIds: string[] | null, expected: ReturnType<typeof readExpected>): OrderItem[] {
  const lines = cartLines(member, matlIds);
  if (lines.length === 0 && (matlIds === null || matlIds.length === 0)) throw new Answer(refuse('请选择要结算的商品', MALL_CODE.nothingToCheckout));
  if (matlIds && lines.length < matlIds.length) throw new Answer(refuse('部分商品已不在购物车中，请刷新购物车后重试', MALL_CODE.cartLinesGone));
  return lines.map((line) => {
    const material = db.state.materials.find((m) => m._id === line.matlId);
    if (!material) throw new Answer(refuse('购物车中有商品已不存在，请删除后再结算', MALL_CODE.materialUnavailable));
    if (material.offShelf) throw new Answer(refuse(`商品 ${material.catalogNo} 已下架，请删除后再结算`, MALL_CODE.materialUnavailable));
    if (!stockStatus(material).orderable) throw new Answer(refuse(`商品 ${material.catalogNo} 暂时缺货，请删除后再结算`, MALL_CODE.materialUnavailable));
    const item = cartOrderItem(member, material, line.quantity);
    // the company's minimum and multiple (docs/api.md §5): 10054 names the line and the rule
    const problem = quantityProblem(material.catalogNo, material.unit, termsOf(accountOwnerId(member), material._id), line.quantity);
    if (problem) throw new Answer(refuse(problem, MALL_CODE.quantityTermsBroken));
    refuseIfChanged(item, expected?.get(item.matlId));
    return item;
  });
}

/** An order line from a cart line at the company's unit price for its quantity (协议价与阶梯价, docs/api.md §5). */
function cartOrderItem(member: MemberRecord, material: Material, quantity: number): OrderItem {
  const { _id: matlId, catalogNo, name, spec, mfrName } = material;
  const price = unitPriceFor(material.price, termsOf(accountOwnerId(member), matlId), quantity);
  return { matlId, catalogNo, name, spec, mfrName, price, quantity, shippedQty: 0, shippingCondition: shippingConditionOf(material.shipping) };
}

/** The order's lines from a quote: its priced lines at the quoted prices; `expected` is compared with them. */
function quoteItems(quote: QuoteRecord, expected: ReturnType<typeof readExpected>): OrderItem[] {
  const items = quoteOrderItems(quote);
  for (const item of items) refuseIfChanged(item, expected?.get(item.matlId));
  return items;
}

/**
 * `quoteId` of the body (docs/api.md §16): a quote this member sees (else 404 `报价单不存在`) that can be ordered now
 * (else 10132 saying why), or null without one.
 */
function readQuote(member: MemberRecord, body: Body): QuoteRecord | null {
  if (body.quoteId === undefined || body.quoteId === null || body.quoteId === '') return null;
  const quote = findQuote(member, field.string(body, 'quoteId', '报价单'));
  const refusal = orderRefusal(statusOf(quote), quote, orderNoOf(quote));
  if (refusal) throw new Answer(refuse(refusal, MALL_CODE.quoteUnusable));
  return quote;
}

/** `purposes: [{ matlId, purpose }]` of the body (docs/api.md §21), or null when absent. */
function readPurposes(body: Body): Map<string, string> | null {
  const raw = body.purposes;
  if (raw === undefined || raw === null) return null;
  const valid =
    Array.isArray(raw) &&
    raw.every((x) => typeof x === 'object' && x !== null && typeof (x as { matlId?: unknown }).matlId === 'string' && typeof (x as { purpose?: unknown }).purpose === 'string');
  if (!valid) throw new Answer(fail(400, '用途必须是 { matlId, purpose } 数组'));
  const purposes = new Map<string, string>();
  for (const { matlId, purpose } of raw as { matlId: string; purpose: string }[]) {
    const text = purpose.trim();
    if (text === '') continue;
    const length = Array.from(text).length;
    if (length < PURPOSE_MIN || length > PURPOSE_MAX) throw new Answer(fail(400, `用途应为 ${PURPOSE_MIN}–${PURPOSE_MAX} 个字符`));
    purposes.set(matlId, text);
  }
  return purposes;
}

/**
 * The controlled lines' checks of docs/api.md §21, after the lines' own (10011–10015) and before the fund's
 * (10092, 10093): coverage (10172 missing or in review, 10173 over a limit), then the 用途 of explosive and toxic
 * lines (10174, with `purposes`; null skips that check: an approval). Answers what the order records.
 */
function checkCompliance(ownerId: string, items: readonly OrderItem[], purposes: Map<string, string> | null, except?: OrderRecord): OrderRecord['compliance'] {
  const result = orderCompliance(ownerId, items, except);
  if (result.refusal) throw new Answer(refuse(result.refusal.msg, result.refusal.code));
  if (result.lines.length === 0) return undefined;
  if (purposes) {
    const missing = result.purposeLines.find((l) => !purposes.has(l.matlId));
    if (missing) throw new Answer(refuse(`请填写 ${missing.name} 的用途`, MALL_CODE.purposeRequired));
  }
  const controlled = new Set(result.lines.map((l) => l.matlId));
  const recorded = purposes ?? new Map((except?.compliance?.purposes ?? []).map((p) => [p.matlId, p.purpose]));
  return {
    qualificationIds: result.qualificationIds,
    takes: result.takes,
    purposes: [...recorded].filter(([matlId]) => controlled.has(matlId)).map(([matlId, purpose]) => ({ matlId, purpose })),
  };
}

/** `SO` + yyMMdd + a 4-digit serial of the day, like the seed: SO2611210063. */
function nextOrderNo(): string {
  const day = nowIso().slice(2, 10).replace(/-/g, '');
  const prefix = `SO${day}`;
  const used = db.state.orders
    .filter((o) => o.orderNo.startsWith(prefix))
    .map((o) => Number(o.orderNo.slice(prefix.length)))
    .filter((n) => Number.isInteger(n));
  const serial = (used.length ? Math.max(...used) : 0) + 1;
  return `${prefix}${String(serial).padStart(4, '0')}`;
}

/**
 * A stock-out of an order this member may open (`access: 'open'`, to read it) or of its own order (`'act'`, to
 * receive it); else 404.
 */
export function stockOutOf(member: MemberRecord, id: string, access: 'open' | 'act' = 'act'): StockOutRecord {
  const stockOut = db.state.stockOuts.find((s) => s._id === id);
  const order = stockOut && db.state.orders.find((o) => o._id === stockOut.orderId || o.stockOutIds.includes(stockOut._id));
  const allowed = order && (access === 'open' ? mayOpen(member, order) : isOwn(member, order));
  if (!stockOut || !allowed || stockOut.memberId !== accountOwnerId(member)) throw new Answer(fail(404, '发货单不存在'));
  return stockOut;
}

// ---------------------------------------------------------------- §13: funds and approval on placing

/** The categories of the order's lines (approval rules by category). */
const categoriesOf = (items: readonly OrderItem[]) =>
  items.map((i) => db.state.materials.find((m) => m._id === i.matlId)?.category).filter((c) => c !== undefined);

/** The order's lines of controlled chemicals (docs/api.md §21: a sub-account's such order needs approval). */
const controlledOf = (items: readonly OrderItem[]) =>
  items.map((i) => ({ name: i.name, controls: db.state.materials.find((m) => m._id === i.matlId)?.hazard?.controls ?? [] }));

interface FundAssessment {
  fund: FundRecord | null;
  remaining: number | null;
  /** 可用余额 (orders awaiting approval counted) */
  available: number | null;
  /** requireFund and the buyer may charge a usable fund */
  fundRequired: boolean;
  /** why placing is refused (10092, 10093), else null */
  refusal: { msg: string; code: MallCode } | null;
  reasons: string[];
}

/**
 * The fund rules of docs/api.md §13 for an order of `amount` by `buyer`: `fundId` must be a usable fund the
 * buyer may charge (10092), required when the settings say so (10092), and cover the amount unless an approver
 * can let it through (10093). A fund id that is not the account's answers 404.
 */
function assessFund(buyer: MemberRecord, fundId: string | null, amount: number, items: readonly OrderItem[]): FundAssessment {
  const ownerId = accountOwnerId(buyer);
  const settings = settingsOf(ownerId);
  const fundRequired = settings.requireFund && chargeableFunds(buyer).length > 0;
  const fund = fundId ? accountFunds(ownerId).find((f) => f._id === fundId) : undefined;
  if (fundId && !fund) throw new Answer(fail(404, '经费不存在'));
  const bySubAccount = Boolean(buyer.parentMbrId);
  let refusal: FundAssessment['refusal'] = null;
  let remaining: number | null = null;
  let available: number | null = null;
  if (!fund) {
    if (fundRequired) refusal = { msg: '请选择经费', code: MALL_CODE.fundUnusable };
  } else {
    ({ remaining, available } = fundUsage(fund, db.state.orders));
    if (!mayCharge(fund, buyer)) refusal = { msg: '无权使用该经费', code: MALL_CODE.fundUnusable };
    else if (!fundUsable(fund, chinaToday())) refusal = { msg: '该经费不可用：已停用或不在有效期内', code: MALL_CODE.fundUnusable };
    else {
      const cover = fundCoverRefusal({ mode: settings.approvalMode, bySubAccount, amount, available });
      if (cover) refusal = { msg: cover, code: MALL_CODE.fundInsufficient };
    }
  }
  const reasons = approvalReasons({ settings, bySubAccount, amount, categories: categoriesOf(items), fundAvailable: available, controlled: controlledOf(items) });
  return { fund: fund ?? null, remaining, available, fundRequired, refusal, reasons };
}

/** Put the order in its approval round, or straight into review; records the matching events. */
function submitForApproval(order: OrderRecord, reasons: string[], actor: string): void {
  if (reasons.length) {
    order.status = 'pendingApproval';
    order.approval = { status: 'pending', reasons, adjusted: [] } satisfies ApprovalRecord;
    recordEvent(order, 'approvalRequested', '提交审批', actor, reasons.join('；'));
    const deciders = decidersOf(order);
    if (deciders.length) {
      sendMessage({
        kind: 'approval',
        title: '待我审批',
        content: `${actor} 提交的订单 ${order.orderNo} 等待审批：${reasons.join('；')}`,
        audience: deciders,
        order: { _id: order._id, orderNo: order.orderNo, status: order.status },
      });
    }
  } else {
    order.status = 'pendingReview';
    delete order.approval;
  }
}

/** What happened to an order someone else changed, for 10094. */
function whatHappened(order: OrderRecord): string {
  if (order.status === 'cancelled') return '已取消';
  const a = order.approval;
  if (a?.status === 'approved') return `已由 ${a.decidedByName ?? personName(a.decidedBy)} 批准`;
  if (a?.status === 'rejected') return `已由 ${a.decidedByName ?? personName(a.decidedBy)} 驳回`;
  // the buyer resubmitted after the decision the caller saw: the latest resubmission of the current round
  const decided = order.events.findLastIndex((e) => e.kind === 'approved' || e.kind === 'rejected');
  const resubmitted = order.events.findLastIndex((e) => e.kind === 'resubmitted');
  if (resubmitted > decided) return `已由 ${order.events[resubmitted]!.actor ?? personName(order.placedBy)} 重新提交`;
  return `当前状态：${ORDER_STATUS_LABELS[order.status]}`;
}

/** `version` must be the one the caller saw, and the order still in `expected`; else 10094. */
function requireUnchanged(order: OrderRecord, body: Body, expected: OrderStatus): void {
  const version = field.int(body, 'version', 'version', { min: 0 });
  if (version !== order.version || order.status !== expected) {
    throw new Answer(refuse(`该订单已被他人处理（${whatHappened(order)}），请刷新后查看`, MALL_CODE.orderStale));
  }
}

/**
 * The order's lines after `changes` (approve: only lower; resubmit: any); an order placed from a quote also keeps
 * within the quoted quantities and re-prices a lowered listed line (docs/api.md §16, mocks/quote-rules.ts).
 */
function changedItems(order: OrderRecord, changes: readonly QuantityChange[], onlyLower: boolean): Requantified {
  const result = requantify(order.items, changes, { onlyLower });
  if (!result.ok) return result;
  if (!order.quoteId) return repriced(order, result, !onlyLower);
  const quote = db.state.quotes.find((q) => q._id === order.quoteId);
  if (!quote) return result;
  const companyPrice = (matlId: string, quantity: number): number | null => {
    const material = db.state.materials.find((m) => m._id === matlId);
    return material ? unitPriceFor(material.price, termsOf(order.memberId, matlId), quantity) : null;
  };
  const requoted = requoteItems(quote.lines, result.items, companyPrice);
  return requoted.ok ? { ...result, items: requoted.items } : requoted;
}

/**
 * A line whose quantity changed keeps its minimum and multiple (10054, docs/api.md §5). A resubmission (`price`: the
 * buyer orders anew) prices it again at the company's unit price for its new quantity; an approval keeps the unit
 * price it was placed at (an approver only lowers an order: the total never rises, as the approver saw it). An
 * unchanged line keeps its price.
 */
function repriced(order: OrderRecord, result: Extract<Requantified, { ok: true }>, price: boolean): Requantified {
  const changed = new Set(result.adjusted.map((a) => a.matlId));
  const items: OrderItem[] = [];
  for (const item of result.items) {
    const material = changed.has(item.matlId) ? db.state.materials.find((m) => m._id === item.matlId) : undefined;
    if (!material) {
      items.push(item);
      continue;
    }
    const terms = termsOf(order.memberId, item.matlId);
    const problem = quantityProblem(material.catalogNo, material.unit, terms, item.quantity);
    if (problem) throw new Answer(refuse(problem, MALL_CODE.quantityTermsBroken));
    items.push(price ? { ...item, price: unitPriceFor(material.price, terms, item.quantity) } : item);
  }
  return { ...result, items };
}

/** `overdraft: { reason }` (1..200, trimmed) of an approval, or null without it. */
function readOverdraft(body: Body): string | null {
  const raw = body.overdraft;
  if (raw === undefined || raw === null) return null;
  const reason = typeof raw === 'object' && typeof (raw as { reason?: unknown }).reason === 'string' ? (raw as { reason: string }).reason.trim() : '';
  if (reason === '') throw new Answer(fail(400, '超支原因不能为空'));
  if (Array.from(reason).length > 200) throw new Answer(fail(400, '超支原因不能超过 200 个字符'));
  return reason;
}

/** `quantities: [{ matlId, quantity }]`, or none. */
function readQuantities(body: Body): QuantityChange[] {
  const raw = body.quantities;
  if (raw === undefined || raw === null) return [];
  const valid =
    Array.isArray(raw) &&
    raw.every((x) => typeof x === 'object' && x !== null && typeof (x as QuantityChange).matlId === 'string' && Number.isInteger((x as QuantityChange).quantity));
  if (!valid) throw new Answer(fail(400, 'quantities 必须是 { matlId, quantity } 数组'));
  return raw as QuantityChange[];
}

function applyItems(order: OrderRecord, items: OrderItem[]): void {
  order.items = items;
  Object.assign(order, totalsOf(items));
}

/** An orderStatus notice (§12) to the buyer: approvals and rejections are news to them. */
function noticeToBuyer(order: OrderRecord, content: string): void {
  const notice: NoticeRecord = {
    _id: newId(),
    kind: 'orderStatus',
    title: '订单审批结果',
    content,
    mustRead: false,
    createdAt: nowIso(),
    audience: [order.placedBy ?? order.memberId],
    order: { _id: order._id, orderNo: order.orderNo, status: order.status },
    readBy: [],
  };
  db.state.notices.push(notice);
}

/**
 * The approve and reject calls: the order, when this member may decide it. 404 unless the member could open it —
 * or, for an approver, the order was sent for approval (it was in their queue: a decider who lost the race learns
 * what happened, 10094); 10095 for a member who opens it but does not approve it (its buyer, or a non-approver).
 */
function decidable(member: MemberRecord, id: string, body: Body): OrderRecord {
  const order = db.state.orders.find((o) => o._id === id && o.memberId === accountOwnerId(member));
  const approver = order !== undefined && approverIds(order.memberId).includes(member._id) && (order.placedBy ?? order.memberId) !== member._id;
  const wasInQueue = approver && order.events.some((e) => e.kind === 'approvalRequested');
  if (!order || !(mayOpen(member, order) || wasInQueue)) throw new Answer(fail(404, '订单不存在'));
  if (!approver) throw new Answer(refuse('无权审批该订单', MALL_CODE.notApprover));
  // an order charged to a fund: its 负责人 and the owner decide it (docs/api.md §13)
  const fundApprover = orderFundApprover(order);
  if (fundApprover && member._id !== order.memberId && member._id !== fundApprover) {
    throw new Answer(refuse(`无权审批使用该经费的订单，该经费由 ${personName(fundApprover)} 审批`, MALL_CODE.notApprover));
  }
  requireUnchanged(order, body, 'pendingApproval');
  return order;
}

export const orderHandlers = [
  http.get(
    api.v1('/orders/status/count'),
    withMember(({ member }) => {
      requireCompany(member);
      const orders = visibleOrders(member);
      return ok([
        { status: 'all', label: '全部', count: orders.length },
        ...STATUSES.map((status) => ({
          status,
          label: ORDER_STATUS_LABELS[status],
          count: orders.filter((o) => o.status === status).length,
        })),
      ]);
    }),
  ),

  http.get(
    api.v1('/orders'),
    withMember(({ request, member }) => {
      requireCompany(member);
      const url = new URL(request.url);
      const status = queryParam(url, 'status');
      if (status !== '' && status !== 'all' && !(STATUSES as string[]).includes(status)) return fail(400, '订单状态不正确');
      const keyword = normText(queryParam(url, 'keyword'));
      const range = dateRange(queryParam(url, 'createdAt'));
      const awaiting = queryParam(url, 'awaiting');
      if (awaiting !== '' && awaiting !== 'me') return fail(400, 'awaiting 只能是 me');
      const paymentStatus = queryParam(url, 'paymentStatus');
      if (paymentStatus !== '' && !Object.hasOwn(PAYMENT_STATUS_LABELS, paymentStatus)) return fail(400, '付款状态不正确');
      // awaiting=me: the account's orders this member may decide, not only its own (docs/api.md §13)
      const list = (awaiting === 'me' ? awaitingDecision(member) : visibleOrders(member))
        .filter((o) => status === '' || status === 'all' || o.status === status)
        // the tag the list shows is the filter's (docs/api.md §17)
        .filter((o) => paymentStatus === '' || paymentStatusOf(o) === (paymentStatus as PaymentStatus))
        .filter((o) => !range || (o.createdAt.slice(0, 10) >= range[0] && o.createdAt.slice(0, 10) <= range[1]))
        .filter(
          (o) =>
            keyword === '' ||
            textMatches(keyword, [o.orderNo, o.poNo]) ||
            o.items.some((i) => textMatches(keyword, [i.name, i.catalogNo])) ||
            // an after-sales case number finds its order (docs/api.md §6, §15)
            db.state.afterSales.some((c) => c.orderId === o._id && textMatches(keyword, [c.caseNo])),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderNo.localeCompare(a.orderNo));
      const page = paginate(list, url, 10);
      return ok({ ...page, list: page.list.map((o) => orderListItem(o, member)) });
    }),
  ),

  http.post(
    api.v1('/orders'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      const body = await readJson(request);
      const ownerId = accountOwnerId(member);
      const addressId = field.string(body, 'addressId', '收货地址');
      const invoiceProfileId = field.string(body, 'invoiceProfileId', '发票抬头', { required: false });
      const remark = field.string(body, 'remark', '订单备注', { required: false, max: 200 });
      const poNo = field.string(body, 'poNo', '采购单号', { required: false, max: 50 });
      const idempotencyKey = field.string(body, 'idempotencyKey', '请求标识', { required: false, max: 64 });
      const fundId = field.string(body, 'fundId', '经费', { required: false });
      // A retried submission (double click, a timeout, a slow network) answers the order it already created.
      if (idempotencyKey) {
        const placed = db.state.orders.find((o) => o.idempotencyKey === idempotencyKey && o.memberId === ownerId && (o.placedBy ?? ownerId) === member._id);
        if (placed) return ok({ _id: placed._id, orderNo: placed.orderNo, amount: placed.amount, status: placed.status, replayed: true });
      }
      const expected = readExpected(body.expected);
      const quote = readQuote(member, body);

      // The caller's own address book, or the owner's (a sub-account may ship to the account's addresses).
      const address = db.state.addresses.find((a) => a._id === addressId && (a.memberId === member._id || a.memberId === ownerId));
      if (!address) return fail(404, '收货地址不存在');
      const profile = invoiceProfileId
        ? db.state.invoiceProfiles.find((p) => p._id === invoiceProfileId && p.memberId === ownerId)
        : undefined;
      if (invoiceProfileId && !profile) return fail(404, '发票抬头不存在');

      // from a quote: its priced lines at the quoted prices; the cart is neither read nor changed (docs/api.md §16)
      const items = quote ? quoteItems(quote, expected) : cartItems(member, readMatlIds(body), expected);
      const compliance = checkCompliance(ownerId, items, readPurposes(body) ?? new Map());
      // amount = goods + freight + the dry-ice fee (docs/api.md §20)
      const totals = totalsOf(items);
      const assessed = assessFund(member, fundId || null, totals.amount, items);
      if (assessed.refusal) return refuse(assessed.refusal.msg, assessed.refusal.code);
      // a 月结 account's order past its available credit (docs/api.md §17 Credit terms)
      const overCredit = creditPreviewOf(accountCreditTerms(ownerId), totals.amount).blocked;
      if (overCredit) return refuse(overCredit, MALL_CODE.creditLimitExceeded);
      const { memberId: _m, isDefault: _d, createdAt: _c, ...addressSnapshot } = address;
      let invoiceSnapshot: OrderRecord['invoiceProfile'];
      if (profile) {
        const { memberId: _pm, isDefault: _pd, createdAt: _pc, ...rest } = profile;
        invoiceSnapshot = rest;
      }
      const order: OrderRecord = {
        _id: newId(),
        orderNo: nextOrderNo(),
        memberId: ownerId,
        ...(member.parentMbrId ? { placedBy: member._id } : {}),
        status: 'pendingReview',
        items,
        ...totals,
        address: addressSnapshot,
        ...(invoiceSnapshot ? { invoiceProfile: invoiceSnapshot } : {}),
        remark,
        ...(poNo ? { poNo } : {}),
        createdAt: nowIso(),
        stockOutIds: [],
        version: 1,
        ...(assessed.fund ? { fundId: assessed.fund._id } : {}),
        events: [],
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(quote ? { quoteId: quote._id } : {}),
        ...(compliance ? { compliance } : {}),
      };
      const actor = actorName(member);
      const placedNote = [quote ? quoteNote(quote.quoteNo) : '', assessed.fund ? `经费：${assessed.fund.name}` : ''].filter(Boolean).join('；');
      recordEvent(order, 'placed', '提交订单', actor, placedNote || null, order.createdAt);
      submitForApproval(order, assessed.reasons, actor);
      db.state.orders.push(order);
      if (quote) {
        quote.orderId = order._id;
      } else {
        const ordered = new Set(items.map((i) => i.matlId));
        db.state.carts = db.state.carts.filter((c) => !(c.memberId === member._id && ordered.has(c.matlId)));
      }
      return ok({ _id: order._id, orderNo: order.orderNo, amount: order.amount, status: order.status });
    }),
  ),

  http.post(
    api.v1('/orders/preview'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      const body = await readJson(request);
      const fundId = field.string(body, 'fundId', '经费', { required: false });
      const quote = readQuote(member, body);
      const items = quote
        ? quoteOrderItems(quote)
        : cartLines(member, readMatlIds(body)).flatMap((line) => {
            const m = db.state.materials.find((x) => x._id === line.matlId);
            return m ? [cartOrderItem(member, m, line.quantity)] : [];
          });
      if (items.length === 0) return refuse('请选择要结算的商品', MALL_CODE.nothingToCheckout);
      // a sub-account does not learn of funds it may not charge
      if (fundId && !accountFunds(accountOwnerId(member)).some((f) => f._id === fundId && mayCharge(f, member))) {
        return fail(404, '经费不存在');
      }
      const totals = totalsOf(items);
      const assessed = assessFund(member, fundId || null, totals.amount, items);
      const fund = assessed.fund;
      const buyerId = member._id;
      const compliance = orderCompliance(accountOwnerId(member), items);
      const listPrice = (matlId: string, price: number) => db.state.materials.find((m) => m._id === matlId)?.price ?? price;
      return ok({
        ...totals,
        // each line's unit price, the company's terms counted (docs/api.md §5)
        lines: items.map((i) => ({ matlId: i.matlId, quantity: i.quantity, listPrice: quote ? i.price : listPrice(i.matlId, i.price), price: i.price })),
        shipments: shipmentsOf(items.map((i) => ({ matlId: i.matlId, shippingCondition: itemCondition(i) }))),
        fundRequired: assessed.fundRequired,
        fund: fund
          ? { _id: fund._id, name: fund.name, code: fund.code, remaining: assessed.remaining ?? 0, available: assessed.available ?? 0, covers: cents(totals.amount) <= cents(assessed.available ?? 0) }
          : null,
        approval: {
          required: assessed.reasons.length > 0,
          reasons: assessed.reasons,
          // an order charged to a fund: its 负责人 and the owner decide it
          approvers: assessed.reasons.length ? approverIds(accountOwnerId(member)).filter((id) => id !== buyerId && (!fund || id === fund.memberId || id === orderFundApprover({ memberId: fund.memberId, fundId: fund._id }))).map(personName) : [],
        },
        // 请选择经费 is fundRequired's to say; an unusable or uncovering fund blocks the order
        blocked: assessed.refusal && assessed.refusal.msg !== '请选择经费' ? assessed.refusal.msg : null,
        compliance: { blocked: compliance.refusal?.msg ?? null, lines: compliance.lines },
        // 报销 warnings only (§13): never refuse
        reimbursementNotes: notesOf(accountOwnerId(member), { fundId: fundId || undefined, amount: totals.amount, createdAt: nowIso(), items }),
        credit: creditPreviewOf(accountCreditTerms(accountOwnerId(member)), totals.amount),
      });
    }),
  ),

  http.get(
    api.v2('/orders/:id'),
    withMember(({ params, member }) => {
      requireCompany(member);
      return ok(orderDetail(findOpenable(member, String(params.id)), member));
    }),
  ),

  http.get(
    api.v1('/orders/:id/contract'),
    withMember(async ({ params, member }) => {
      requireCompany(member);
      const order = findOpenable(member, String(params.id));
      if (order.status === 'cancelled') return refuse('订单已取消，无法下载合同', MALL_CODE.contractOfCancelledOrder);
      // the document builders load with the first file, not with the fake mall
      const { contractPdf } = await import('../documents.ts');
      const owner = accountOwner(member);
      const holder = [owner, member].find(hasCompany);
      const company = holder ? (holder.companyInfo as CompanyInfo) : undefined;
      const fund = order.fundId ? db.state.funds.find((f) => f._id === order.fundId) : undefined;
      const file = contractPdf(
        order,
        {
          company,
          contactName: company?.contactName || owner.contactName || '',
          cellphone: owner.cellphone,
          ...(owner.email ? { email: owner.email } : {}),
          ...(fund ? { fund } : {}),
        },
        (id) => db.state.materials.find((m) => m._id === id),
      );
      return pdfResponse(file, `销售合同-${order.orderNo}.pdf`);
    }),
  ),

  http.put(
    api.v1('/orders/:id/cancel'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const order = findOrder(member, String(params.id));
      if (order.status === 'cancelled') return refuse('订单已取消，无需重复操作', MALL_CODE.orderNotCancellable);
      if (!CANCELLABLE.includes(order.status)) {
        return refuse('订单已确认，无法在线取消，如需取消请致电 400 819 7199', MALL_CODE.orderNotCancellable);
      }
      order.status = 'cancelled';
      order.cancelledAt = nowIso();
      order.cancelReason = '客户取消';
      if (order.approval?.status === 'pending') delete order.approval;
      // money received is never dropped: a refund stays on the order (docs/api.md §17)
      const refund = openRefund(order, order.cancelledAt);
      const note = refund ? `${order.cancelReason}；已收款 ${formatFen(toFen(refund.amount))} 将原路退回，退款中` : order.cancelReason;
      recordEvent(order, 'cancelled', '取消订单', actorName(member), note, order.cancelledAt);
      releaseQuote(order);
      return ok({
        _id: order._id,
        status: order.status,
        statusLabel: ORDER_STATUS_LABELS.cancelled,
        cancelledAt: order.cancelledAt,
        cancelReason: order.cancelReason,
        refund: refund ? { ...refund } : null,
      });
    }),
  ),

  http.put(
    api.v1('/orders/:id/approve'),
    withMember(async ({ params, request, member }) => {
      requireCompany(member);
      const body = await readJson(request);
      const order = decidable(member, String(params.id), body);
      const comment = field.string(body, 'comment', '审批意见', { required: false, max: 200 });
      const result = changedItems(order, readQuantities(body), true);
      if (!result.ok) return fail(400, result.msg);
      // coverage is checked again (a qualification may have expired or a limit been used meanwhile), not the purposes
      const compliance = checkCompliance(order.memberId, result.items, null, order);
      const name = actorName(member);
      const at = nowIso();
      // approving past the fund's 可用余额 (other waiting orders counted) is an overdraft: the 负责人 or the owner, with a reason
      const approvedAmount = totalsOf(result.items).amount;
      const available = fundAvailableWithout(order);
      const over = available === null ? 0 : overdraftOf(available, approvedAmount);
      const overspend = fundShortfallNow(order, approvedAmount);
      // the 超支批准 reason is read only when the approval overdraws: an approval that fits ignores it
      const overdraftReason = over > 0 ? readOverdraft(body) : null;
      if (over > 0 && overdraftReason === null) return refuse(overdraftMessage(over), MALL_CODE.overdraftNeedsManager);
      applyItems(order, result.items);
      if (compliance) order.compliance = compliance;
      else delete order.compliance;
      order.status = 'pendingReview';
      order.approval = {
        ...(order.approval ?? { reasons: [] }),
        status: 'approved',
        decidedBy: member._id,
        decidedByName: name,
        decidedAt: at,
        ...(comment ? { comment } : {}),
        adjusted: result.adjusted,
      };
      if (overspend) order.approval.reasons = [...order.approval.reasons.filter((r) => !isFundShortfall(r)), overspend];
      const overdraftNote = over > 0 ? `超支 ${yuanText(over)}：${overdraftReason}` : '';
      const note = [overdraftNote, comment, result.adjusted.length ? `调整数量：${adjustedNote(result.adjusted)}` : ''].filter(Boolean).join('；');
      recordEvent(order, 'approved', over > 0 ? '超支批准' : '审批通过', name, note || null, at);
      noticeToBuyer(order, `订单 ${order.orderNo} 已由 ${name} 审批通过，等待商城审核。${result.adjusted.length ? `审批人调整了数量：${adjustedNote(result.adjusted)}。` : ''}`);
      return ok(orderDetail(order, member));
    }),
  ),

  http.put(
    api.v1('/orders/:id/reject'),
    withMember(async ({ params, request, member }) => {
      requireCompany(member);
      const body = await readJson(request);
      const order = decidable(member, String(params.id), body);
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason === '') return fail(400, '驳回原因不能为空');
      if (Array.from(reason).length > 200) return fail(400, '驳回原因不能超过 200 个字符');
      const name = actorName(member);
      const at = nowIso();
      order.status = 'rejected';
      order.approval = {
        ...(order.approval ?? { reasons: [], adjusted: [] }),
        status: 'rejected',
        decidedBy: member._id,
        decidedByName: name,
        decidedAt: at,
        rejectReason: reason,
      };
      recordEvent(order, 'rejected', '审批驳回', name, reason, at);
      noticeToBuyer(order, `订单 ${order.orderNo} 被 ${name} 驳回：${reason}\n可在订单详情中修改后重新提交。`);
      return ok(orderDetail(order, member));
    }),
  ),

  http.put(
    api.v1('/orders/:id/resubmit'),
    withMember(async ({ params, request, member }) => {
      requireCompany(member);
      const order = findOrder(member, String(params.id));
      const body = await readJson(request);
      const version = field.int(body, 'version', 'version', { min: 0 });
      if (version !== order.version) return refuse(`该订单已被他人处理（${whatHappened(order)}），请刷新后查看`, MALL_CODE.orderStale);
      if (order.status !== 'rejected') return refuse('只有已驳回的订单可以重新提交', MALL_CODE.notResubmittable);
      if ((order.placedBy ?? order.memberId) !== member._id) return refuse('只有下单人可以重新提交已驳回的订单', MALL_CODE.notResubmittable);
      const result = changedItems(order, readQuantities(body), false);
      if (!result.ok) return fail(400, result.msg);
      let fundId = order.fundId ?? null;
      if (body.fundId === null) fundId = null;
      else if (body.fundId !== undefined) fundId = field.string(body, 'fundId', '经费');
      const poNo = body.poNo === undefined ? order.poNo ?? '' : field.string(body, 'poNo', '采购单号', { required: false, max: 50 });
      const remark = body.remark === undefined ? order.remark : field.string(body, 'remark', '订单备注', { required: false, max: 200 });
      // the purposes: the body's when sent, else those the order recorded
      const purposes = readPurposes(body) ?? new Map((order.compliance?.purposes ?? []).map((p) => [p.matlId, p.purpose]));
      const compliance = checkCompliance(order.memberId, result.items, purposes, order);
      const totals = totalsOf(result.items);
      const assessed = assessFund(member, fundId, totals.amount, result.items);
      if (assessed.refusal) return refuse(assessed.refusal.msg, assessed.refusal.code);
      // a rejected order owes nothing: sent again, it counts against the credit as a new one (docs/api.md §17)
      const overCredit = creditPreviewOf(accountCreditTerms(order.memberId), totals.amount).blocked;
      if (overCredit) return refuse(overCredit, MALL_CODE.creditLimitExceeded);
      applyItems(order, result.items);
      if (compliance) order.compliance = compliance;
      else delete order.compliance;
      if (assessed.fund) order.fundId = assessed.fund._id;
      else delete order.fundId;
      if (poNo) order.poNo = poNo;
      else delete order.poNo;
      order.remark = remark;
      const name = actorName(member);
      const changes = [
        result.adjusted.length ? `调整数量：${adjustedNote(result.adjusted)}` : '',
        assessed.fund ? `经费：${assessed.fund.name}` : '',
      ].filter(Boolean);
      recordEvent(order, 'resubmitted', '重新提交', name, changes.join('；') || null);
      submitForApproval(order, assessed.reasons, name);
      return ok(orderDetail(order, member));
    }),
  ),

  http.get(
    api.v1('/stock-outs/:id/sfroute'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const stockOut = stockOutOf(member, String(params.id), 'open');
      return ok({
        trackingNo: stockOut.trackingNo,
        courier: stockOut.courier,
        coldChain: stockOut.coldChain,
        phase: stockOutPhase(stockOut),
        routes: newestRoutes(stockOut),
        signedAt: stockOut.signedAt ?? null,
      });
    }),
  ),

  http.get(
    api.v1('/stock-outs/:id'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const stockOut = stockOutOf(member, String(params.id), 'open');
      const order = db.state.orders.find((o) => o._id === stockOut.orderId);
      return ok({
        ...stockOut,
        routes: newestRoutes(stockOut),
        signedAt: stockOut.signedAt ?? null,
        phase: stockOutPhase(stockOut),
        orderNo: order?.orderNo ?? '',
        address: order?.address ?? null,
        receipt: stockOut.receipt ? receiptView(stockOut.receipt) : null,
        canReceive: canReceive(stockOut, order) && order !== undefined && isOwn(member, order) && !buyerMayNotConfirm(member, order),
        receiveNote: receiveNote(member, stockOut, order, order !== undefined && isOwn(member, order)),
      });
    }),
  ),
];
