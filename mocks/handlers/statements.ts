/**
 * Statements (对账单) of the fake mall, docs/api.md §18: the months with delivered orders, a month's statement
 * (optionally of one fund), the owner's confirmation and disputes (10150–10152), the 对账单 PDF, and the demo
 * control `POST /__mock/statements/{month}/resolve` (§10) that answers the month's open disputes. The rules are
 * pure, in mocks/statement-rules.ts; the owner sees the account's lines, a sub-account only its own orders'.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { AnswerData, Schema } from '../../src/shared/api/mall-types.ts';
import type { CompanyInfo, MemberRecord, StatementRecord } from '../db/types.ts';
import { invoiceStatusOfOrder, invoicesByOrder } from '../invoice-rules.ts';
import { sendMessage } from '../messages.ts';
import { Answer, accountOwnerId, api, fail, field, handle, newId, nowIso, ok, readJson, refuse, withMember } from '../lib.ts';
import { creditDaysOf, paymentOf } from '../payment.ts';
import { pdfResponse } from '../pdf.ts';
import { accountFunds, personName, visibleFunds } from '../procurement-data.ts';
import {
  STATEMENT_STATUS_LABELS,
  canConfirm,
  canDispute,
  chinaMonth,
  confirmRefusal,
  disputeRefusal,
  fundRef,
  isMonth,
  mallAnswer,
  monthPeriod,
  openDisputes,
  statementLines,
  statementRefunds,
  statementStatus,
  statementTotals,
  windowMonths,
  type FundRef,
  type LineSources,
  type StatementLine,
} from '../statement-rules.ts';
import { accountOwner, hasCompany, requireCompany, visibleInvoices, visibleOrders } from './orders.ts';
import { MALL_CODE } from '../facts.gen.ts';

// ---------------------------------------------------------------- reading

/**
 * What the lines are read from, for this member. An order's invoice state is a fact of the order; the number of
 * an invoice the member may not open (a sub-account's order in the owner's consolidated invoice, §19) is left out.
 */
function sources(member: MemberRecord): LineSources {
  const visible = new Set(visibleInvoices(member).map((i) => i._id));
  const invoices = invoicesByOrder(db.state.invoices);
  return {
    stockOuts: db.state.stockOuts,
    funds: accountFunds(accountOwnerId(member)),
    nameOf: personName,
    paymentOf,
    creditDays: creditDaysOf(accountOwnerId(member)),
    invoiceOf: (order) => {
      const state = invoiceStatusOfOrder({ invoices: invoices.get(order._id) ?? [] }, order._id);
      return state.invoiceId && !visible.has(state.invoiceId) ? { ...state, invoiceNo: null, invoiceId: null } : state;
    },
  };
}

const isOwner = (member: MemberRecord): boolean => !member.parentMbrId;

function recordOf(ownerId: string, month: string): StatementRecord | undefined {
  return db.state.statements.find((s) => s.memberId === ownerId && s.month === month);
}

/** The month of the path: `YYYY-MM`, else 400. */
function monthParam(raw: unknown): string {
  const month = String(raw ?? '');
  if (!isMonth(month)) throw new Answer(fail(400, '月份格式应为 YYYY-MM'));
  return month;
}

/** The account's company as the statement names it. */
function companyOf(member: MemberRecord): { name: string; creditCode: string } {
  const holder = [accountOwner(member), member].find(hasCompany);
  const company = holder?.companyInfo as CompanyInfo | undefined;
  return { name: company?.name ?? '', creditCode: company?.creditCode ?? '' };
}

/** The refunds of the caller's orders opened or completed in the month (§17), of one fund when given. */
function refundsOf(member: MemberRecord, month: string, fundId: string | null = null) {
  return statementRefunds(
    month,
    visibleOrders(member).filter((o) => !fundId || o.fundId === fundId),
    sources(member).nameOf,
  );
}

/**
 * The caller's lines of the month (all funds). A month is a statement when it is not in the future and the caller
 * has at least one line or one refund in it (money going back is never off the statements); else 404.
 */
function linesOf(member: MemberRecord, month: string, now: number): StatementLine[] {
  const ownerId = accountOwnerId(member);
  if (month > chinaMonth(now)) throw new Answer(fail(404, '该月没有对账单'));
  const lines = statementLines(month, visibleOrders(member), sources(member), recordOf(ownerId, month));
  if (lines.length === 0 && refundsOf(member, month).length === 0) throw new Answer(fail(404, '该月没有对账单'));
  return lines;
}

/** `Statement` of docs/api.md §18 as this member sees it, optionally of one fund of the account. */
function statementView(member: MemberRecord, month: string, fundId: string | null, now = Date.now()): Schema<'Statement'> {
  const ownerId = accountOwnerId(member);
  const all = linesOf(member, month, now);
  let fund: FundRef | null = null;
  if (fundId) {
    // a sub-account names only a fund it may see (§13: one it may charge) or one on its own lines, so the filter
    // tells it nothing about the account's other funds
    const known = !isOwner(member) && all.some((l) => l.fund?._id === fundId);
    const funds = isOwner(member) || known ? accountFunds(ownerId) : visibleFunds(member);
    fund = fundRef(funds.find((f) => f._id === fundId));
    if (!fund) throw new Answer(fail(404, '经费不存在'));
  }
  const record = recordOf(ownerId, month);
  const status = statementStatus(month, record, now);
  const lines = fund ? all.filter((l) => l.fund?._id === fund._id) : all;
  const funds = [...new Map(all.flatMap((l) => (l.fund ? [[l.fund._id, l.fund] as const] : []))).values()].sort((a, b) => a.name.localeCompare(b.name, 'zh'));
  const visible = new Set(all.map((l) => l.orderId));
  const orderNos = new Map(all.map((l) => [l.orderId, l.orderNo]));
  const disputes = (record?.disputes ?? [])
    .filter((d) => visible.has(d.orderId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((d) => ({
      _id: d._id,
      orderId: d.orderId,
      orderNo: orderNos.get(d.orderId) ?? '',
      note: d.note,
      byName: d.byName,
      createdAt: d.createdAt,
      status: d.status,
      answer: d.answer,
      answeredAt: d.answeredAt,
    }));
  return {
    month,
    status,
    statusLabel: STATEMENT_STATUS_LABELS[status],
    period: monthPeriod(month),
    company: companyOf(member),
    fund,
    funds,
    lines,
    totals: statementTotals(lines),
    disputes,
    // money going back to the account (§17): the refunds of its cancelled orders, of the fund filtered when given
    refunds: refundsOf(member, month, fund?._id ?? null),
    confirmedAt: record?.confirmedAt ?? null,
    confirmedByName: record?.confirmedByName ?? null,
    canConfirm: canConfirm(isOwner(member), status),
    canDispute: canDispute(isOwner(member), status, all, record),
  };
}

/** `StatementSummary[]`: the caller's months with lines or refunds of the last 12, newest first. */
function summaries(member: MemberRecord, now = Date.now()): AnswerData<'listStatements'> {
  const ownerId = accountOwnerId(member);
  const orders = visibleOrders(member);
  const src = sources(member);
  return windowMonths(now).flatMap((month) => {
    const record = recordOf(ownerId, month);
    const lines = statementLines(month, orders, src, record);
    if (lines.length === 0 && statementRefunds(month, orders, src.nameOf).length === 0) return [];
    const status = statementStatus(month, record, now);
    const totals = statementTotals(lines);
    return [
      {
        month,
        status,
        statusLabel: STATEMENT_STATUS_LABELS[status],
        orderCount: totals.orderCount,
        amount: totals.amount,
        paidAmount: totals.paid,
        invoicedAmount: totals.invoiced,
        openDisputes: openDisputes(record, new Set(lines.map((l) => l.orderId))).length,
      },
    ];
  });
}

/** The account's record of the month, made when the owner first answers it. */
function ensureRecord(ownerId: string, month: string): StatementRecord {
  const found = recordOf(ownerId, month);
  if (found) return found;
  const record: StatementRecord = { memberId: ownerId, month, confirmedAt: null, confirmedBy: null, confirmedByName: null, disputes: [] };
  db.state.statements.push(record);
  return record;
}

/** Only the owner confirms and disputes. */
function requireOwner(member: MemberRecord): void {
  if (!isOwner(member)) throw new Answer(refuse('子账号无权确认对账单', MALL_CODE.subAccountNoStatements));
}

const fundParam = (request: Request): string | null => new URL(request.url).searchParams.get('fundId')?.trim() || null;

export const statementHandlers = [
  http.get(
    api.v1('/statements'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok(summaries(member));
    }),
  ),

  http.get(
    api.v1('/statements/:month'),
    withMember(({ request, params, member }) => {
      requireCompany(member);
      return ok(statementView(member, monthParam(params.month), fundParam(request)));
    }),
  ),

  http.put(
    api.v1('/statements/:month/confirm'),
    withMember(({ params, member }) => {
      requireCompany(member);
      requireOwner(member);
      const month = monthParam(params.month);
      const now = Date.now();
      linesOf(member, month, now);
      const ownerId = accountOwnerId(member);
      const refusal = confirmRefusal(statementStatus(month, recordOf(ownerId, month), now));
      if (refusal) return refuse(refusal.msg, refusal.code);
      const record = ensureRecord(ownerId, month);
      record.confirmedAt = nowIso();
      record.confirmedBy = member._id;
      record.confirmedByName = personName(member._id);
      return ok(statementView(member, month, null, now), '对账单已确认');
    }),
  ),

  http.post(
    api.v1('/statements/:month/disputes'),
    withMember(async ({ request, params, member }) => {
      requireCompany(member);
      requireOwner(member);
      const month = monthParam(params.month);
      const body = await readJson(request);
      const orderId = field.string(body, 'orderId', '订单');
      const note = field.string(body, 'note', '异议说明', { max: 200 });
      const now = Date.now();
      const lines = linesOf(member, month, now);
      if (!lines.some((l) => l.orderId === orderId)) return fail(404, '该订单不在本期对账单中');
      const ownerId = accountOwnerId(member);
      const refusal = disputeRefusal(statementStatus(month, recordOf(ownerId, month), now), recordOf(ownerId, month), orderId);
      if (refusal) return refuse(refusal.msg, refusal.code);
      ensureRecord(ownerId, month).disputes.push({
        _id: newId(),
        orderId,
        note,
        by: member._id,
        byName: personName(member._id),
        createdAt: nowIso(),
        status: 'open',
        answer: null,
        answeredAt: null,
      });
      return ok(statementView(member, month, null, now), '异议已提交，商城将尽快核实');
    }),
  ),

  http.get(
    api.v1('/statements/:month/pdf'),
    withMember(async ({ request, params, member }) => {
      requireCompany(member);
      const month = monthParam(params.month);
      const fundId = fundParam(request);
      const statement = statementView(member, month, fundId);
      // the document builder loads with the first file, not with the fake mall
      const { statementNo, statementPdf } = await import('../statement-pdf.ts');
      const suffix = statement.fund ? `-${statement.fund.code}` : '';
      return pdfResponse(statementPdf(statement), `对账单-${statementNo(month)}${suffix}.pdf`);
    }),
  ),
];

/** The demo control of §10: the mall answers every open dispute of the month (every account's). */
export const statementControlHandlers = [
  http.post(
    api.mock('/statements/:month/resolve'),
    handle(({ params }) => {
      const month = monthParam(params.month);
      const records = db.state.statements.filter((s) => s.month === month && openDisputes(s).length > 0);
      if (records.length === 0) return fail(409, '该月没有待处理的异议');
      const at = nowIso();
      for (const record of records) {
        const owner = db.state.members.find((m) => m._id === record.memberId);
        const lines = owner ? statementLines(month, visibleOrders(owner), sources(owner), record) : [];
        for (const dispute of openDisputes(record)) {
          dispute.status = 'resolved';
          dispute.answer = mallAnswer(lines.find((l) => l.orderId === dispute.orderId));
          dispute.answeredAt = at;
        }
      }
      for (const record of records) {
        sendMessage({
          kind: 'statement',
          title: `${month} 对账单异议已回复`,
          content: `商城已回复您对 ${month} 对账单提出的异议，请核对后确认对账单。`,
          audience: [record.memberId],
          link: { type: 'statement', id: month },
        });
      }
      const first = records[0] as StatementRecord;
      const owner = db.state.members.find((m) => m._id === first.memberId);
      return ok(owner ? statementView(owner, month, null) : null);
    }),
  ),
];
