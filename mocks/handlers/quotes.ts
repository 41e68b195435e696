/**
 * Quotes (询价 / 报价单) of the fake mall, docs/api.md §16: the list, a request, one quote, the buyer's decline
 * and the 报价单 PDF; and the demo control that plays the mall's answer to custom lines (§10). Members with a
 * company profile (10010); the owner sees every quote of the account, a sub-account those it asked for (else 404
 * `报价单不存在`). Ordering from a quote is in mocks/handlers/orders.ts; the rules in mocks/quote-rules.ts.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { CompanyInfo, QuoteLineRecord, QuoteRecord } from '../db/types.ts';
import { sendMessage } from '../messages.ts';
import { Answer, type Body, accountOwnerId, api, fail, field, handle, newId, nowIso, ok, paginate, readJson, refuse, withMember } from '../lib.ts';
import { pdfResponse } from '../pdf.ts';
import { chinaToday, personName } from '../procurement-data.ts';
import { findQuote, quoteListItem, quoteDeliveryTerms, quoteTotalsOf, quoteView, refreshQuote, statusOf, visibleQuotes } from '../quote-data.ts';
import {
  AUTO_ANSWER_MS,
  MAX_QUOTE_LINES,
  QUOTE_STATUSES,
  QUOTE_VALID_DAYS,
  addDays,
  answerQuote,
  declineRefusal,
  hasQuoteDocument,
  listedQuoteLine,
  nextQuoteNo,
  pendingCustomLines,
} from '../quote-rules.ts';
import { normText, queryParam, textMatches } from './catalogue.ts';
import { accountOwner, hasCompany, requireCompany } from './orders.ts';
import { isFenAmount } from '../rmb.ts';
import { termsOf, unitPriceFor } from '../price-terms.ts';
import { MALL_CODE } from '../facts.gen.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string): boolean => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** An array field of objects (absent: none). */
function objects(body: Body, name: string, label: string): Body[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((x) => typeof x === 'object' && x !== null && !Array.isArray(x))) {
    throw new Answer(fail(400, `${label}格式不正确`));
  }
  return value as Body[];
}

/** The lines of a QuoteInput, checked field by field (400), then as a whole (10130, duplicates, 10131). */
function readLines(body: Body, nowMs: number, ownerId: string): QuoteLineRecord[] {
  const listed = objects(body, 'items', '询价商品').map((item) => ({
    matlId: field.string(item, 'matlId', '商品'),
    quantity: field.int(item, 'quantity', '数量', { min: 1, max: 9999 }),
  }));
  const today = chinaToday();
  const custom = objects(body, 'customItems', '非目录商品').map((item): QuoteLineRecord => {
    const neededBy = field.string(item, 'neededBy', '需求日期', { required: false });
    if (neededBy && !isDate(neededBy)) throw new Answer(fail(400, '需求日期格式应为 YYYY-MM-DD'));
    if (neededBy && neededBy < today) throw new Answer(fail(400, '需求日期不能早于今天'));
    return {
      _id: newId(),
      kind: 'custom',
      matlId: null,
      name: field.string(item, 'name', '商品名称', { max: 100 }),
      catalogNo: field.string(item, 'catalogNo', '货号', { required: false, max: 50 }),
      spec: field.string(item, 'spec', '规格', { max: 50 }),
      // the brand asked for: the mall quotes that brand (docs/api.md §16)
      mfrName: field.string(item, 'mfrName', '品牌', { required: false, max: 50 }),
      quantity: field.int(item, 'quantity', '数量', { min: 1, max: 9999 }),
      neededBy: neededBy || null,
      note: field.string(item, 'note', '备注', { required: false, max: 200 }),
      status: 'pending',
      listPrice: null,
      unitPrice: null,
      leadDays: null,
      declineReason: null,
      answerAt: nowMs + AUTO_ANSWER_MS,
    };
  });
  const count = listed.length + custom.length;
  if (count === 0) throw new Answer(refuse('请至少添加一个询价商品', MALL_CODE.badQuoteLines));
  if (count > MAX_QUOTE_LINES) throw new Answer(refuse(`一次最多询价 ${MAX_QUOTE_LINES} 种商品`, MALL_CODE.badQuoteLines));
  const materials = listed.map((item) => db.state.materials.find((m) => m._id === item.matlId));
  const seen = new Set<string>();
  listed.forEach((item, i) => {
    if (seen.has(item.matlId)) throw new Answer(fail(400, `商品重复：${materials[i]?.catalogNo ?? item.matlId}`));
    seen.add(item.matlId);
  });
  const priced = listed.map((item, i): QuoteLineRecord => {
    const material = materials[i];
    if (!material || material.offShelf) throw new Answer(refuse(`商品 ${material?.catalogNo ?? item.matlId} 已下架，无法询价`, MALL_CODE.quoteMaterialOffShelf));
    // a quote starts from the company's own price for the quantity (协议价 / 阶梯价, docs/api.md §5)
    return listedQuoteLine(newId(), material, item.quantity, unitPriceFor(material.price, termsOf(ownerId, material._id, nowMs), item.quantity));
  });
  return [...priced, ...custom];
}

/** Replace a quote's record by its changed copy. */
function store(before: QuoteRecord, after: QuoteRecord): QuoteRecord {
  const index = db.state.quotes.indexOf(before);
  if (index >= 0) db.state.quotes[index] = after;
  return after;
}

export const quoteHandlers = [
  http.get(
    api.v1('/quotes'),
    withMember(({ request, member }) => {
      requireCompany(member);
      const url = new URL(request.url);
      const status = queryParam(url, 'status');
      if (status !== '' && status !== 'all' && !(QUOTE_STATUSES as string[]).includes(status)) return fail(400, '报价单状态不正确');
      const keyword = normText(queryParam(url, 'keyword'));
      const list = visibleQuotes(member)
        .filter((q) => status === '' || status === 'all' || statusOf(q) === status)
        // the quote number (docs/api.md §16)
        .filter((q) => keyword === '' || textMatches(keyword, [q.quoteNo]));
      const page = paginate(list, url, 10);
      return ok({ ...page, list: page.list.map(quoteListItem) });
    }),
  ),

  http.post(
    api.v1('/quotes'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      const body = await readJson(request);
      const now = Date.now();
      const lines = readLines(body, now, accountOwnerId(member));
      const remark = field.string(body, 'remark', '询价备注', { required: false, max: 200 });
      const createdAt = nowIso();
      const answered = !lines.some((l) => l.status === 'pending');
      const quote: QuoteRecord = {
        _id: newId(),
        quoteNo: nextQuoteNo(createdAt.slice(0, 10), db.state.quotes.map((q) => q.quoteNo)),
        memberId: accountOwnerId(member),
        requestedBy: member._id,
        lines,
        remark,
        createdAt,
        quotedAt: answered ? createdAt : null,
        validUntil: answered ? addDays(createdAt.slice(0, 10), QUOTE_VALID_DAYS) : null,
        declinedBy: null,
        declineReason: null,
        orderId: null,
      };
      db.state.quotes.push(quote);
      return ok(quoteView(quote));
    }),
  ),

  http.get(
    api.v1('/quotes/:id'),
    withMember(({ params, member }) => {
      requireCompany(member);
      return ok(quoteView(findQuote(member, String(params.id))));
    }),
  ),

  http.put(
    api.v1('/quotes/:id/decline'),
    withMember(async ({ params, request, member }) => {
      requireCompany(member);
      const quote = findQuote(member, String(params.id));
      const body = await readJson(request);
      const reason = field.string(body, 'reason', '拒绝原因', { required: false, max: 200 });
      const refusal = declineRefusal(statusOf(quote));
      if (refusal) return refuse(refusal, MALL_CODE.quoteUnusable);
      return ok(quoteView(store(quote, { ...quote, declinedBy: 'buyer', declineReason: reason || null })));
    }),
  ),

  http.get(
    api.v1('/quotes/:id/pdf'),
    withMember(async ({ params, member }) => {
      requireCompany(member);
      const quote = findQuote(member, String(params.id));
      if (!hasQuoteDocument(statusOf(quote), quote.lines)) return refuse('尚未报价，暂无报价单', MALL_CODE.quoteNotPriced);
      // the document builders load with the first file, not with the fake mall
      const { quotePdf } = await import('../quote-document.ts');
      const owner = accountOwner(member);
      const holder = [owner, member].find(hasCompany);
      const company = holder ? (holder.companyInfo as CompanyInfo) : undefined;
      const file = quotePdf({
        quote,
        totals: quoteTotalsOf(quote),
        deliveryTerms: quoteDeliveryTerms(quote),
        company,
        contactName: company?.contactName || owner.contactName || '',
        cellphone: owner.cellphone,
        requestedByName: personName(quote.requestedBy),
      });
      return pdfResponse(file, `报价单-${quote.quoteNo}.pdf`);
    }),
  ),
];

/** Demo control (docs/api.md §10; no token): the mall answers every pending custom line of a quote now. */
export const quoteControlHandlers = [
  http.post(
    api.mock('/quotes/:id/answer'),
    handle(async ({ params, request }) => {
      const found = db.state.quotes.find((q) => q._id === String(params.id));
      if (!found) return fail(404, '报价单不存在');
      const body = await readJson(request);
      const decline = body.decline === undefined ? false : field.boolean(body, 'decline', 'decline');
      const price = body.price;
      if (price !== undefined && !isFenAmount(price)) {
        return fail(400, 'price 必须是大于 0 的金额（最多两位小数）');
      }
      const quote = refreshQuote(found);
      if (pendingCustomLines(quote).length === 0) return fail(409, '该报价单没有待报价的商品');
      const answered = store(quote, answerQuote(quote, Date.now(), { decline, ...(price === undefined ? {} : { price }) }));
      sendMessage({
        kind: 'quote',
        title: '询价已回复',
        content: `报价单 ${answered.quoteNo} 的定制商品${decline ? '商城无法供货，详见报价单' : '已报价，可在报价单中查看并下单'}。`,
        audience: [answered.requestedBy],
        link: { type: 'quote', id: answered._id },
      });
      return ok(quoteView(answered));
    }),
  ),
];
