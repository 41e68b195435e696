/**
 * The 报价单 and 对账单 PDFs as a reader meets them (issue 42): one 货期 rule between the lines and the terms, a custom
 * line quoted in the brand the member asked for, and the seal always on the page with the totals, whatever the
 * number of lines.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdf, readPdfResponse } from './pdf-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { QuoteLineRecord, QuoteRecord } from '../../mocks/db/types.ts';
import { quoteControlHandlers, quoteHandlers } from '../../mocks/handlers/quotes.ts';
import { statementHandlers } from '../../mocks/handlers/statements.ts';
import { quotePdf } from '../../mocks/quote-document.ts';
import { deliveryTerms, quoteTotals } from '../../mocks/quote-rules.ts';
import { statementPdf, type StatementPdfInput } from '../../mocks/statement-pdf.ts';

const { call, callJson } = handlerClient([...quoteControlHandlers, ...quoteHandlers, ...statementHandlers], 'http://localhost:3000');
const owner: string = DEMO.owner._id;
const squash = (text: string): string => text.replace(/\s+/g, '');

beforeEach(() => db.reset());

const line = (n: number, over: Partial<QuoteLineRecord> = {}): QuoteLineRecord => ({
  _id: `77b0000000000000000${String(n).padStart(5, '0')}`,
  kind: 'listed',
  matlId: '66a300000000000000000001',
  catalogNo: `A-${n}`,
  name: `抗体 ${n}`,
  spec: '100 µg',
  mfrName: 'BioLegend',
  quantity: 1,
  neededBy: null,
  note: '',
  status: 'quoted',
  listPrice: 100,
  unitPrice: 100,
  leadDays: 2,
  declineReason: null,
  ...over,
});

const quoteOf = (lines: QuoteLineRecord[], remark = ''): QuoteRecord => ({
  _id: '77b000000000000000000100',
  quoteNo: 'QT2611210001',
  memberId: owner,
  requestedBy: owner,
  lines,
  remark,
  createdAt: '2026-11-21T10:00:00+08:00',
  quotedAt: '2026-11-21T10:00:00+08:00',
  validUntil: '2026-12-21',
  declinedBy: null,
  declineReason: null,
  orderId: null,
});

/** The page (0-based) whose text holds `needle`. */
const pageOf = (pages: readonly string[], needle: string): number => pages.findIndex((p) => squash(p).includes(squash(needle)));

describe('报价单 货期', () => {
  it('the terms name only day counts the priced lines have, in the lines’ own unit (working days)', () => {
    const lines = [line(1), line(2, { leadDays: 16 }), line(3, { kind: 'custom', matlId: null, leadDays: 21 })];
    const terms = deliveryTerms(lines);
    const named = [...terms.matchAll(/(\d+)(?:–(\d+))? 个工作日/g)].flatMap((m) => [m[1], m[2]]).filter(Boolean).map(Number);
    expect(named.length).toBeGreaterThan(0);
    for (const days of named) expect(lines.map((l) => l.leadDays)).toContain(days);
    expect(terms).toContain('2–21 个工作日');
    expect(deliveryTerms([line(1)])).toMatch(/^下单后 2 个工作日内发货/);
    // cold chain only when a line needs it
    expect(deliveryTerms([line(1)])).not.toContain('冷链');
    expect(deliveryTerms([line(1)], true)).toContain('冷链');
  });

  it('the page and the PDF say the same 货期: each line in working days, the same terms text', async () => {
    const stored = db.state.quotes.find((q) => q.lines.some((l) => l.kind === 'custom' && l.status === 'quoted') && q.memberId === owner)!;
    const view = (await callJson<{ deliveryTerms: string; lines: QuoteLineRecord[] }>(owner, 'GET', `/mall/v1/quotes/${stored._id}`)).body.data;
    const pdf = squash((await readPdfResponse(await call(owner, 'GET', `/mall/v1/quotes/${stored._id}/pdf`))).text);
    expect(pdf).toContain(squash(`1. 交货：${view.deliveryTerms}。`));
    for (const l of view.lines.filter((x) => x.status === 'quoted')) expect(pdf).toContain(squash(`${l.leadDays} 个工作日`));
    expect(pdf).not.toMatch(/\d+天/);
  });
});

describe('a custom line keeps the brand asked for', () => {
  it('asked as STEMCELL, answered as STEMCELL: the quote, its page view and its PDF; 实研定制 only when none was asked', async () => {
    const asked = await callJson<{ _id: string }>(owner, 'POST', '/mall/v1/quotes', {
      customItems: [
        { name: 'mTeSR Plus 培养基', spec: '500 mL', quantity: 2, mfrName: 'STEMCELL' },
        { name: '定制多肽', spec: '5 mg', quantity: 1 },
      ],
    });
    expect(asked.body.code, asked.body.msg).toBe(0);
    const id = asked.body.data._id;
    expect((await callJson(null, 'POST', `/__mock/quotes/${id}/answer`, { price: 1280 })).body.code).toBe(0);
    const view = (await callJson<{ lines: QuoteLineRecord[] }>(owner, 'GET', `/mall/v1/quotes/${id}`)).body.data;
    expect(view.lines.map((l) => [l.name, l.status, l.mfrName])).toEqual([
      ['mTeSR Plus 培养基', 'quoted', 'STEMCELL'],
      ['定制多肽', 'quoted', '实研定制'],
    ]);
    const pdf = squash((await readPdfResponse(await call(owner, 'GET', `/mall/v1/quotes/${id}/pdf`))).text);
    expect(pdf).toContain(squash('mTeSR Plus 培养基500 mLSTEMCELL'));
    // a brand longer than the contract allows is refused (400), not cut
    const long = await callJson(owner, 'POST', '/mall/v1/quotes', { customItems: [{ name: 'x', spec: '1', quantity: 1, mfrName: 'S'.repeat(51) }] });
    expect(long.status).toBe(400);
  });
});

describe('the seal stays on the page with the totals', () => {
  it('报价单: for 1 to 40 lines, 报价方（盖章） is on the page of 报价总金额', () => {
    for (let n = 1; n <= 40; n++) {
      const lines = Array.from({ length: n }, (_, i) => line(i + 1));
      const quote = quoteOf(lines, '国自然面上项目预算申报用');
      const bytes = quotePdf({ quote, totals: quoteTotals(lines), deliveryTerms: deliveryTerms(lines), company: undefined, contactName: '王敏', cellphone: '13800000001', requestedByName: '王敏' });
      const { pages } = readPdf(bytes);
      const seal = pageOf(pages, '报价方（盖章）');
      expect(seal, `${n} lines`).toBeGreaterThanOrEqual(0);
      expect(pageOf(pages, '报价总金额（含税）'), `${n} lines: totals on page ${pageOf(pages, '报价总金额（含税）') + 1}, seal on ${seal + 1}`).toBe(seal);
      // every line is still printed once
      for (const l of lines) expect(pages.filter((p) => squash(p).includes(squash(`${l.name}100µg`))).length, `${n} lines`).toBe(1);
    }
  });

  it('对账单: for 0 to 60 lines, both seals are on the page of 本期合计', async () => {
    const base = (await callJson<StatementPdfInput>(owner, 'GET', '/mall/v1/statements/2026-09')).body.data;
    const one = base.lines[0]!;
    for (let n = 0; n <= 60; n++) {
      const lines = Array.from({ length: n }, (_, i) => ({ ...one, orderNo: `SO26090${String(i).padStart(5, '0')}` }));
      const { pages } = readPdf(statementPdf({ ...base, lines }));
      const total = pageOf(pages, '本期合计（大写）');
      expect(total, `${n} lines`).toBeGreaterThanOrEqual(0);
      expect(pageOf(pages, '客户（盖章）'), `${n} lines`).toBe(total);
      expect(pageOf(pages, '供应商（盖章）'), `${n} lines`).toBe(total);
    }
  });
});
