/**
 * Invoices of the fake mall, under the invoice prefix ({invoice}):
 * the account's invoice profiles (发票抬头) and the invoices issued for its
 * orders (list, detail, reissue, download). Shapes are documented in
 * docs/api.md (Invoices).
 *
 * POST /member/invoice both adds and updates: a body without `_id` adds a
 * profile, a body with `_id` updates that profile (fields not sent keep their
 * value, then the whole profile is validated again).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { InvoiceProfileRecord, InvoiceRecord, InvoiceStatus, MemberRecord, OrderRecord } from '../db/types.ts';
import { Answer, accountOwnerId, api, fail, field, newId, nowIso, ok, paginate, readJson, refuse, withMember, type Body } from '../lib.ts';
import { consolidatedInvoice, consolidatedRefusal, invoiceOrderIds, invoicesByOrder, isInvoiceable, orderCountRefusal } from '../invoice-rules.ts';
import { accountFunds, personName } from '../procurement-data.ts';
import type { Schema } from '../../src/shared/api/mall-types.ts';
import { SELLER } from '../db/seed/seller.ts';
import { fileResponse, pdfResponse } from '../pdf.ts';
import { normText, queryParam, textMatches } from './catalogue.ts';
import { isValidCreditCode, normalizeCreditCode } from './member.ts';
import { findOrder, itemView, mayOpen, orderSummary, requireCompany, visibleInvoices, visibleOrders } from './orders.ts';
import { MALL_CODE, MALL_COUNTS, MALL_LABELS } from '../facts.gen.ts';
import { round2 } from '../rmb.ts';
import { INVOICE_TYPE_CODES } from '../red-letter.ts';

export const MAX_INVOICE_PROFILES = MALL_COUNTS.invoiceProfiles;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = MALL_LABELS.InvoiceStatus;
const INVOICE_STATUSES = Object.keys(INVOICE_STATUS_LABELS) as InvoiceStatus[];
const FORMATS = ['pdf', 'ofd', 'xml'] as const;
type InvoiceFormat = (typeof FORMATS)[number];

// ---------------------------------------------------------------- profiles

/** GBK byte length: ASCII counts 1, every other character 2. */
export function gbkBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

type ProfileFields = Omit<InvoiceProfileRecord, '_id' | 'memberId' | 'isDefault' | 'createdAt'>;

/** Validates a whole profile (docs/china-conventions.md, VAT invoices). */
function readProfile(body: Body): ProfileFields {
  const type = body.type;
  if (type !== 'special' && type !== 'normal') throw new Answer(fail(400, '发票类型只能是 special（专票）或 normal（普票）'));
  const titleType = body.titleType;
  if (titleType !== 'company' && titleType !== 'personal') {
    throw new Answer(fail(400, '抬头类型只能是 company（单位）或 personal（个人）'));
  }
  if (type === 'special' && titleType !== 'company') throw new Answer(fail(400, '增值税专用发票只能开具给单位'));
  const special = type === 'special';

  const title = field.string(body, 'title', '发票抬头');
  if (gbkBytes(title) > 100) throw new Answer(fail(400, '发票抬头不能超过 100 个字节（一个汉字按 2 个字节计）'));

  const taxRaw = field.string(body, 'taxNo', '税号', { required: titleType === 'company' });
  const taxNo = normalizeCreditCode(taxRaw);
  if (taxNo !== '') {
    if (!/^[0-9A-Z]{15,20}$/.test(taxNo)) throw new Answer(fail(400, '税号应为 15–20 位数字或大写字母'));
    // An 18-character company tax number is the unified social credit code: check it.
    if (titleType === 'company' && taxNo.length === 18 && !isValidCreditCode(taxNo)) {
      throw new Answer(fail(400, '税号（统一社会信用代码）校验位不正确，请核对'));
    }
  }

  const regAddress = field.string(body, 'regAddress', '注册地址', { required: special, max: 100 });
  const regPhone = field.string(body, 'regPhone', '注册电话', { required: special });
  if (regPhone !== '' && !/^[0-9\-()]{1,20}$/.test(regPhone)) {
    throw new Answer(fail(400, '注册电话只能包含数字、短横线和括号，且不超过 20 位'));
  }
  const bankName = field.string(body, 'bankName', '开户银行', { required: special, max: 50 });
  const bankAccount = field.string(body, 'bankAccount', '银行账号', { required: special }).replace(/\s/g, '');
  if (bankAccount !== '' && !/^\d{1,50}$/.test(bankAccount)) throw new Answer(fail(400, '银行账号只能是数字，且不超过 50 位'));
  const email = field.string(body, 'email', '接收邮箱', { required: false, max: 100 });
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Answer(fail(400, '接收邮箱格式不正确'));
  return { type, titleType, title, taxNo, regAddress, regPhone, bankName, bankAccount, email };
}

function profilesOf(member: MemberRecord): InvoiceProfileRecord[] {
  const ownerId = accountOwnerId(member);
  return db.state.invoiceProfiles.filter((p) => p.memberId === ownerId);
}

function findProfile(member: MemberRecord, id: string): InvoiceProfileRecord {
  const profile = profilesOf(member).find((p) => p._id === id);
  if (!profile) throw new Answer(fail(404, '发票抬头不存在'));
  return profile;
}

function profileView(profile: InvoiceProfileRecord) {
  const { memberId: _memberId, ...rest } = profile;
  return { ...rest, typeLabel: profile.type === 'special' ? '增值税专用发票' : '增值税普通发票' };
}

function requireProfileManager(member: MemberRecord): void {
  if (member.parentMbrId) throw new Answer(refuse('子账号无权管理发票抬头', MALL_CODE.subAccountNoInvoiceProfiles));
}

function setDefault(member: MemberRecord, id: string): void {
  for (const p of profilesOf(member)) p.isDefault = p._id === id;
}

// ---------------------------------------------------------------- issued invoices

/** Invoices of the orders this member may see (docs/api.md §19, the rule shared with the orders' answers). */
const invoicesOf = (member: MemberRecord): InvoiceRecord[] => visibleInvoices(member);

/** The invoice's orders as records, in the invoice's order (a missing one left out). */
function ordersOf(invoice: InvoiceRecord): OrderRecord[] {
  return invoiceOrderIds(invoice)
    .map((id) => db.state.orders.find((o) => o._id === id))
    .filter((o): o is OrderRecord => o !== undefined);
}

function findInvoice(member: MemberRecord, id: string): InvoiceRecord {
  const invoice = invoicesOf(member).find((i) => i._id === id);
  if (!invoice) throw new Answer(fail(404, '发票不存在'));
  return invoice;
}

/**
 * An invoice this member may read and download (docs/api.md §13): one it sees (§19), or one whose every order it
 * may open — an approver sub-account's invoices of the orders it decided, as the order shows them. Acting on an
 * invoice (reissue) stays with findInvoice. `own` says which.
 */
function findReadableInvoice(member: MemberRecord, id: string): { invoice: InvoiceRecord; own: boolean } {
  const seen = invoicesOf(member).find((i) => i._id === id);
  if (seen) return { invoice: seen, own: true };
  const invoice = db.state.invoices.find(
    (i) => i._id === id && i.memberId === accountOwnerId(member) && invoiceOrderIds(i).every((orderId) => {
      const order = db.state.orders.find((o) => o._id === orderId);
      return order !== undefined && mayOpen(member, order);
    }),
  );
  if (!invoice) throw new Answer(fail(404, '发票不存在'));
  return { invoice, own: false };
}

/** The invoice as a reader who may not act on it sees it: no reissue offered. */
const readView = ({ invoice, own }: { invoice: InvoiceRecord; own: boolean }) => (own ? invoiceView(invoice) : { ...invoiceView(invoice), canReissue: false });

export function invoiceView(invoice: InvoiceRecord) {
  const { orderIds: _orderIds, ...record } = invoice;
  return {
    ...record,
    consolidated: invoice.consolidated ?? false,
    remark: invoice.remark ?? '',
    orders: invoiceOrderIds(invoice).map((id) => {
      const order = db.state.orders.find((o) => o._id === id);
      return { _id: id, orderNo: order?.orderNo ?? (id === invoice.orderId ? invoice.orderNo : ''), amount: order?.amount ?? 0 };
    }),
    statusLabel: INVOICE_STATUS_LABELS[invoice.status],
    typeLabel: invoice.type === 'special' ? '增值税专用发票' : '增值税普通发票',
    typeCode: INVOICE_TYPE_CODES[invoice.type],
    title: invoice.profile.title,
    /** `amount` is the total including VAT (价税合计); `taxAmount` the VAT in it. */
    amountExclTax: round2(invoice.amount - invoice.taxAmount),
    canReissue: invoice.status === 'issued',
    canDownload: DOWNLOADABLE.includes(invoice.status),
  };
}

/**
 * Valid invoices can be downloaded: issued ones, ones being reissued or red-lettered (valid until the red-letter
 * invoice is issued) and ones whose reissue was rejected (the original stands). Not: applying, reissued and
 * redLettered (cancelled).
 */
const DOWNLOADABLE: readonly InvoiceStatus[] = ['issued', 'reissuing', 'rejected', 'redLettering'];

const REISSUE_REFUSALS: Record<Exclude<InvoiceStatus, 'issued'>, string> = {
  applying: '发票尚未开具，无法申请重开',
  reissuing: '该发票已在重开流程中，请勿重复申请',
  reissued: '该发票已重开，如有问题请对新发票申请',
  rejected: '该发票的重开申请已被驳回，如有疑问请致电 400 819 7199',
  redLettering: '该发票正在红冲，不能申请重开',
  redLettered: '该发票已红冲作废，不能申请重开',
};

/** Every order number of the invoice. */
function invoiceOrderNos(invoice: InvoiceRecord): string[] {
  const orders = ordersOf(invoice);
  return orders.length ? orders.map((o) => o.orderNo) : [invoice.orderNo];
}

/** A 数电票 number like the seed's: yy + 312 + 15 digits, not yet used (nor as a 红字 number). */
export function nextInvoiceNo(): string {
  const used = new Set(db.state.invoices.flatMap((i) => [i.invoiceNo, i.redLetter?.confirmationNo ?? '', i.redLetter?.redInvoiceNo ?? '']));
  for (let n = Date.now() % 1e15; ; n++) {
    const no = `${nowIso().slice(2, 4)}312${String(n % 1e15).padStart(15, '0')}`;
    if (!used.has(no)) return no;
  }
}

/** The text of the OFD placeholder file. */
function invoiceFileLines(invoice: InvoiceRecord): string[] {
  return [
    `${invoice.type === 'special' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）'}`,
    `发票号码：${invoice.invoiceNo}`,
    `开票日期：${(invoice.issuedAt ?? invoice.appliedAt).slice(0, 10)}`,
    `订单号：${invoiceOrderNos(invoice).join('、')}`,
    `购买方：${invoice.profile.title}（纳税人识别号：${invoice.profile.taxNo || '—'}）`,
    `销售方：${SELLER.name}（纳税人识别号：${SELLER.creditCode}）`,
    `金额：${(invoice.amount - invoice.taxAmount).toFixed(2)}`,
    `税额（13%）：${invoice.taxAmount.toFixed(2)}`,
    `价税合计：${invoice.amount.toFixed(2)}`,
  ];
}

// ---------------------------------------------------------------- handlers

/** The order's fund as lists name it (§13), or null. */
function fundOf(fundId: string | undefined) {
  const fund = fundId ? db.state.funds.find((f) => f._id === fundId) : undefined;
  return fund ? { _id: fund._id, name: fund.name, code: fund.code } : null;
}

export const invoiceHandlers = [
  // ------------------------------------------------------------ profiles
  http.get(
    api.invoice('/member/invoice'),
    withMember(({ request, member }) => {
      const url = new URL(request.url);
      const type = queryParam(url, 'type');
      if (type !== '' && type !== 'special' && type !== 'normal') return fail(400, '发票类型只能是 special 或 normal');
      const list = profilesOf(member)
        .filter((p) => type === '' || p.type === type)
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt));
      const page = paginate(list, url);
      return ok({ ...page, list: page.list.map(profileView) });
    }),
  ),

  http.post(
    api.invoice('/member/invoice/reissue'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const invoiceId = field.string(body, 'invoiceId', '发票');
      const reason = field.string(body, 'reason', '重开原因', { max: 200 });
      const profileId = field.string(body, 'profileId', '发票抬头', { required: false });
      const invoice = findInvoice(member, invoiceId);
      const profile = profileId ? findProfile(member, profileId) : undefined;
      if (invoice.status !== 'issued') return refuse(REISSUE_REFUSALS[invoice.status], MALL_CODE.invoiceNotReissuable);
      if (profile && profile.type !== invoice.type) {
        return refuse(`新抬头的发票类型与原发票不一致（原发票为${invoice.type === 'special' ? '专票' : '普票'}）`, MALL_CODE.invoiceNotReissuable);
      }
      const reissue = {
        reason,
        appliedAt: nowIso(),
        status: '申请中' as const,
        ...(profile ? { profileId: profile._id } : {}),
      };
      invoice.reissue = reissue;
      invoice.status = 'reissuing';
      return ok(invoiceView(invoice));
    }),
  ),

  http.post(
    api.invoice('/member/invoice'),
    withMember(async ({ request, member }) => {
      requireProfileManager(member);
      const body = await readJson(request);
      const id = body._id;
      const isDefaultRaw = body.isDefault;
      if (isDefaultRaw !== undefined && isDefaultRaw !== null && typeof isDefaultRaw !== 'boolean') {
        return fail(400, '默认抬头必须为布尔值');
      }
      if (id !== undefined && id !== null && id !== '') {
        // Update: `_id` names the profile; fields not sent keep their value.
        if (typeof id !== 'string') return fail(400, '发票抬头编号格式不正确');
        const profile = findProfile(member, id);
        const { _id: _pid, memberId: _mid, isDefault: _def, createdAt: _at, ...existing } = profile;
        const fields = readProfile({ ...existing, ...body });
        Object.assign(profile, fields);
        if (isDefaultRaw === true) setDefault(member, profile._id);
        return ok(profileView(profile));
      }
      const fields = readProfile(body);
      const mine = profilesOf(member);
      if (mine.length >= MAX_INVOICE_PROFILES) return refuse(`最多保存 ${MAX_INVOICE_PROFILES} 个发票抬头`, MALL_CODE.invoiceProfileLimit);
      const profile: InvoiceProfileRecord = {
        _id: newId(),
        memberId: accountOwnerId(member),
        ...fields,
        isDefault: false,
        createdAt: nowIso(),
      };
      db.state.invoiceProfiles.push(profile);
      if (isDefaultRaw === true || mine.length === 0) setDefault(member, profile._id);
      return ok(profileView(profile));
    }),
  ),

  http.get(
    api.invoice('/member/invoice/:id'),
    withMember(({ params, member }) => ok(profileView(findProfile(member, String(params.id))))),
  ),

  http.delete(
    api.invoice('/member/invoices/:id'),
    withMember(({ params, member }) => {
      requireProfileManager(member);
      const profile = findProfile(member, String(params.id));
      // The default goes only as the last one: otherwise another becomes default first.
      if (profile.isDefault && profilesOf(member).length > 1) {
        return refuse('默认发票抬头不能删除，请先将其他抬头设为默认', MALL_CODE.defaultProfileUndeletable);
      }
      db.state.invoiceProfiles = db.state.invoiceProfiles.filter((p) => p !== profile);
      return ok({ _id: profile._id });
    }),
  ),

  http.put(
    api.invoice('/member/invoices/:id/is-default'),
    withMember(({ params, member }) => {
      requireProfileManager(member);
      const profile = findProfile(member, String(params.id));
      setDefault(member, profile._id);
      return ok(profileView(profile));
    }),
  ),

  // ------------------------------------------------------------ issued invoices
  http.get(
    api.invoice('/invoice'),
    withMember(({ request, member }) => {
      const url = new URL(request.url);
      const status = queryParam(url, 'status');
      if (status !== '' && status !== 'all' && !(INVOICE_STATUSES as string[]).includes(status)) {
        return fail(400, '发票状态不正确');
      }
      const type = queryParam(url, 'type');
      if (type !== '' && type !== 'special' && type !== 'normal') return fail(400, '发票类型只能是 special 或 normal');
      const keyword = normText(queryParam(url, 'keyword'));
      const orderNo = normText(queryParam(url, 'orderNo')).toUpperCase();
      // appliedAt: 'YYYY-MM-DD,YYYY-MM-DD' (both ends included, China time), like the orders' createdAt range.
      const range = queryParam(url, 'appliedAt');
      let from = '';
      let to = '';
      if (range !== '') {
        const [start = '', end = ''] = range.split(',');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || start > end) {
          return fail(400, '申请日期范围不正确，应为 开始日期,结束日期（YYYY-MM-DD）');
        }
        from = new Date(`${start}T00:00:00+08:00`).toISOString();
        to = new Date(`${end}T23:59:59.999+08:00`).toISOString();
      }
      // the orders' numbers read from one index per answer, and only when searched (a large account, §10)
      const byId = keyword === '' && orderNo === '' ? null : new Map(db.state.orders.map((o) => [o._id, o.orderNo]));
      const numbersOf = (i: InvoiceRecord): string[] => {
        const found = invoiceOrderIds(i).flatMap((id) => byId?.get(id) ?? []);
        return found.length ? found : [i.orderNo];
      };
      const list = invoicesOf(member)
        .filter((i) => status === '' || status === 'all' || i.status === status)
        .filter((i) => type === '' || i.type === type)
        // a consolidated invoice is found by any of its orders' numbers
        .filter((i) => keyword === '' || textMatches(keyword, [i.invoiceNo, ...numbersOf(i), i.profile.title]))
        .filter((i) => orderNo === '' || numbersOf(i).some((no) => no.includes(orderNo)))
        .filter((i) => range === '' || (i.appliedAt >= from && i.appliedAt <= to))
        .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt) || b.invoiceNo.localeCompare(a.invoiceNo));
      const page = paginate(list, url, 10);
      return ok({ ...page, list: page.list.map(invoiceView) });
    }),
  ),

  // ------------------------------------------------------------ consolidated applications (docs/api.md §19)
  http.get(
    api.invoice('/invoice/invoiceable-orders'),
    withMember(({ request, member }) => {
      requireCompany(member);
      // fundId: only the orders charged to that fund of the account (docs/api.md §19)
      const fundId = queryParam(new URL(request.url), 'fundId');
      if (fundId && !accountFunds(accountOwnerId(member)).some((f) => f._id === fundId)) return fail(404, '经费不存在');
      const invoices = invoicesByOrder(db.state.invoices);
      const list = visibleOrders(member)
        .filter((o) => isInvoiceable({ invoices: invoices.get(o._id) ?? [] }, o))
        .filter((o) => !fundId || o.fundId === fundId)
        .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? '') || b.orderNo.localeCompare(a.orderNo))
        .map((o) => ({
          _id: o._id,
          orderNo: o.orderNo,
          completedAt: o.completedAt ?? o.createdAt,
          amount: o.amount,
          goodsAmount: o.goodsAmount,
          freight: o.freight,
          coldChainFee: o.coldChainFee ?? 0,
          itemCount: o.items.length,
          placedByName: o.placedBy ? personName(o.placedBy) : '',
          poNo: o.poNo ?? '',
          profile: o.invoiceProfile ? { title: o.invoiceProfile.title, taxNo: o.invoiceProfile.taxNo, type: o.invoiceProfile.type } : null,
          fund: fundOf(o.fundId),
        }) satisfies Schema<'InvoiceableOrder'>);
      return ok(list);
    }),
  ),

  http.post(
    api.invoice('/invoice/apply'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      const body = await readJson(request);
      const raw = body.orderIds;
      if (raw === undefined || raw === null) return fail(400, '订单不能为空');
      if (!Array.isArray(raw) || !raw.every((x): x is string => typeof x === 'string' && x.trim() !== '')) {
        return fail(400, '订单格式不正确');
      }
      const orderIds = [...new Set(raw.map((x) => x.trim()))];
      const count = orderCountRefusal(orderIds);
      if (count) return refuse(count.msg, count.code);
      const profileId = field.string(body, 'profileId', '发票抬头');
      const remark = field.string(body, 'remark', '开票备注', { required: false, max: 200 });
      const orders = orderIds.map((id) => findOrder(member, id));
      const profile = findProfile(member, profileId);
      const refusal = consolidatedRefusal(db.state, orders, profile);
      if (refusal) return refuse(refusal.msg, refusal.code);
      const { memberId: _m, isDefault: _d, createdAt: _c, ...snapshot } = profile;
      const invoice = consolidatedInvoice(newId(), accountOwnerId(member), orders, snapshot, remark, nowIso());
      db.state.invoices.unshift(invoice);
      return ok(invoiceView(invoice), '开票申请已提交');
    }),
  ),

  http.get(
    api.invoice('/invoice/detail/:id'),
    withMember(({ params, member }) => {
      const readable = findReadableInvoice(member, String(params.id));
      const { invoice } = readable;
      const orders = ordersOf(invoice);
      const first = orders.find((o) => o._id === invoice.orderId);
      return ok({
        ...readView(readable),
        order: first ? orderSummary(first) : null,
        orders: orders.map(orderSummary),
        // every order's lines, order by order
        items: orders.flatMap((o) => o.items).map(itemView),
      });
    }),
  ),

  http.get(
    api.invoice('/invoice/:id'),
    withMember(({ params, member }) => ok(readView(findReadableInvoice(member, String(params.id))))),
  ),

  http.post(
    api.invoice('/invoice/download/:id'),
    withMember(async ({ request, params, member }) => {
      const body = await readJson(request);
      const format = field.string(body, 'format', '下载格式');
      if (!(FORMATS as readonly string[]).includes(format)) {
        return fail(400, '下载格式只能是 pdf、ofd 或 xml');
      }
      const { invoice } = findReadableInvoice(member, String(params.id));
      if (!DOWNLOADABLE.includes(invoice.status)) return refuse('发票尚未开具或已作废，暂不能下载', MALL_CODE.invoiceNotDownloadable);
      const wanted = format as InvoiceFormat;
      if (!invoice.formats.includes(wanted)) return refuse(`该发票不提供 ${wanted.toUpperCase()} 格式下载`, MALL_CODE.invoiceFormatUnavailable);
      const name = `发票-${invoice.invoiceNo}.${wanted}`;
      if (wanted === 'pdf') {
        // the document builders load with the first file, not with the fake mall
        const { invoicePdf } = await import('../documents.ts');
        return pdfResponse(
          invoicePdf(
            invoice,
            ordersOf(invoice),
            (id) => db.state.materials.find((m) => m._id === id),
            (id) => db.state.funds.find((f) => f._id === id),
          ),
          name,
        );
      }
      if (wanted === 'xml') {
        const { invoiceXml } = await import('../invoice-xml.ts');
        const xml = invoiceXml(
          invoice,
          ordersOf(invoice),
          (id) => db.state.materials.find((m) => m._id === id),
          (id) => db.state.funds.find((f) => f._id === id),
        );
        return fileResponse(new TextEncoder().encode(xml), 'application/xml', name);
      }
      const { invoiceRemarks } = await import('../documents.ts');
      const remarks = invoiceRemarks(invoice, ordersOf(invoice), (id) => db.state.funds.find((f) => f._id === id));
      const text = `OFD (模拟) ${invoice.invoiceNo}\n本文件由模拟商城生成，仅用于演示，真实环境为 OFD 版式文件。\n${invoiceFileLines(invoice).join('\n')}\n备注：${remarks.join('；')}\n`;
      return fileResponse(new TextEncoder().encode(text), 'application/octet-stream', name);
    }),
  ),
];
