/**
 * 数电票 in the fake mall (docs/api.md §7, issue 43 item 3): the 20-digit number and the type code (81 专票 / 82 普票)
 * on every answer, the list's type filter, the XML original read back as XML with the invoice's facts, and 红冲
 * through a 红字确认单 played by `POST /__mock/invoices/{id}/red` (§10): each step, what it changes (downloads,
 * reissue, the order's invoices, invoicing the order again) and every refusal.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { nonConformance } from '../contract/helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { InvoiceRecord } from '../../mocks/db/types.ts';
import { billingControlHandlers } from '../../mocks/handlers/billing-control.ts';
import { invoiceHandlers } from '../../mocks/handlers/invoices.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { isInvoiceable } from '../../mocks/invoice-rules.ts';
import { mallOperations } from '../../mocks/validation.ts';

const BASE = 'http://localhost:3000';
const { call, callJson } = handlerClient([...billingControlHandlers, ...invoiceHandlers, ...orderHandlers], BASE);
const owner: string = DEMO.owner._id;
const operation = (id: string) => mallOperations().find((o) => o.operationId === id)!;

interface RedLetter {
  status: string;
  confirmationNo: string;
  reason: string;
  redInvoiceNo: string | null;
  redAt: string | null;
}
interface Invoice {
  _id: string;
  invoiceNo: string;
  type: string;
  typeCode: string;
  status: string;
  statusLabel: string;
  canDownload: boolean;
  canReissue: boolean;
  redLetter?: RedLetter;
}

const NUMBER = /^\d{20}$/;
const ownerInvoices = (): InvoiceRecord[] => db.state.invoices.filter((i) => i.memberId === owner);
/** The owner's nth issued 专票 (the seed's owner has issued 专票 only; its 普票 are applying or rejected). */
const issuedSpecial = (n = 0): InvoiceRecord => ownerInvoices().filter((i) => i.status === 'issued' && i.type === 'special')[n]!;
/** The owner's 普票 whose reissue was refused: it stands, downloads and may be red-lettered. */
const standingNormal = (): InvoiceRecord => ownerInvoices().find((i) => i.status === 'rejected' && i.type === 'normal')!;
const red = (id: string, body?: unknown) => callJson<Invoice>(null, 'POST', `/__mock/invoices/${id}/red`, body);

beforeEach(() => {
  db.reset();
});

describe('数电票 number and type code', () => {
  it('answers every invoice with a 20-digit number (empty while applying) and the code of its type', async () => {
    const response = await call(owner, 'GET', '/finance/v1/invoice?pageSize=100');
    expect(await nonConformance(operation('listInvoices'), response.clone())).toBeNull();
    const { data } = (await response.json()) as { data: Page<Invoice> };
    expect(data.list.length).toBeGreaterThan(5);
    for (const inv of data.list) {
      expect(inv.typeCode).toBe(inv.type === 'special' ? '81' : '82');
      if (inv.status === 'applying') expect(inv.invoiceNo).toBe('');
      else expect(inv.invoiceNo).toMatch(NUMBER);
    }
    expect(new Set(data.list.map((i) => i.typeCode))).toEqual(new Set(['81', '82']));
  });

  it('issues an applying invoice with a 20-digit number of the year and region 31 (Shanghai)', async () => {
    const applying = ownerInvoices().find((i) => i.status === 'applying')!;
    const { body } = await callJson<Invoice>(null, 'POST', `/__mock/invoices/${applying._id}/issue`);
    expect(body.data.invoiceNo).toMatch(NUMBER);
    expect(body.data.invoiceNo.slice(2, 4)).toBe('31');
    expect(body.data.typeCode).toBe(applying.type === 'special' ? '81' : '82');
  });

  it('filters the list by type; an unknown type is refused', async () => {
    for (const type of ['special', 'normal'] as const) {
      const { body } = await callJson<Page<Invoice>>(owner, 'GET', `/finance/v1/invoice?type=${type}&pageSize=100`);
      expect(body.data.total).toBe(ownerInvoices().filter((i) => i.type === type).length);
      expect(body.data.list.every((i) => i.type === type)).toBe(true);
    }
    const both = await callJson<Page<Invoice>>(owner, 'GET', '/finance/v1/invoice?type=special&status=issued&pageSize=100');
    expect(both.body.data.total).toBe(ownerInvoices().filter((i) => i.type === 'special' && i.status === 'issued').length);
    const bad = await callJson<null>(owner, 'GET', '/finance/v1/invoice?type=paper');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('发票类型只能是 special 或 normal');
  });
});

describe('the XML original', () => {
  it('is well-formed XML with the number, type code, parties, every line and the totals', async () => {
    const invoice = issuedSpecial();
    const response = await call(owner, 'POST', `/finance/v1/invoice/download/${invoice._id}`, { format: 'xml' });
    expect(response.headers.get('Content-Type')).toBe('application/xml');
    const text = await response.text();
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const one = (selector: string) => doc.querySelector(selector)?.textContent;
    expect(one('EInvoice > Header > InvoiceNumber')).toBe(invoice.invoiceNo);
    expect(one('Header > InvoiceTypeCode')).toBe('81');
    expect(one('Header > InvoiceType')).toBe('电子发票（增值税专用发票）');
    expect(one('Header > IssueDate')).toBe(invoice.issuedAt!.slice(0, 10));
    expect(one('Buyer > Name')).toBe(invoice.profile.title);
    expect(one('Buyer > TaxID')).toBe(invoice.profile.taxNo);
    expect(one('Seller > TaxID')).toMatch(/^[0-9A-Z]{18}$/);
    expect(one('Totals > TotalAmount')).toBe(invoice.amount.toFixed(2));
    expect(one('Totals > TaxAmount')).toBe(invoice.taxAmount.toFixed(2));
    expect(one('Orders > OrderNo')).toBe(invoice.orderNo);
    // every goods line of the order, by name, and the lines add up to the amount before tax
    const order = db.state.orders.find((o) => o._id === invoice.orderId)!;
    const names = [...doc.querySelectorAll('Items > Item > Name')].map((n) => n.textContent);
    for (const item of order.items) expect(names.some((n) => n?.endsWith(`*${item.name}`))).toBe(true);
    const sum = [...doc.querySelectorAll('Items > Item > Amount')].reduce((s, n) => s + Math.round(Number(n.textContent) * 100), 0);
    expect(sum).toBe(Math.round((invoice.amount - invoice.taxAmount) * 100));
    expect(doc.querySelector('RedLetter')).toBeNull();
  });

  it('escapes what the title holds and names a 普票 by code 82', async () => {
    const invoice = standingNormal();
    invoice.profile = { ...invoice.profile, title: '张三 & 李四 <课题组>' };
    const text = await (await call(owner, 'POST', `/finance/v1/invoice/download/${invoice._id}`, { format: 'xml' })).text();
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('Buyer > Name')?.textContent).toBe('张三 & 李四 <课题组>');
    expect(doc.querySelector('Header > InvoiceTypeCode')?.textContent).toBe('82');
  });
});

describe('红冲 via a 红字确认单 (POST /__mock/invoices/{id}/red)', () => {
  it('files a 红字确认单 (红冲中), then issues the 红字发票 (已红冲); the invoice is then void', async () => {
    const invoice = issuedSpecial();
    const first = await red(invoice._id, { reason: '销售退回' });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('redLettering');
    expect(first.body.data.statusLabel).toBe('红冲中');
    expect(first.body.data.redLetter).toMatchObject({ status: '红冲中', reason: '销售退回', redInvoiceNo: null, redAt: null });
    expect(first.body.data.redLetter!.confirmationNo).toMatch(NUMBER);

    // while 红冲中 the invoice stands: it downloads, it answers per the contract, it cannot be reissued
    const one = await call(owner, 'GET', `/finance/v1/invoice/${invoice._id}`);
    expect(await nonConformance(operation('getInvoice'), one)).toBeNull();
    expect((await call(owner, 'POST', `/finance/v1/invoice/download/${invoice._id}`, { format: 'pdf' })).headers.get('Content-Type')).toBe('application/pdf');
    const reissue = await callJson<null>(owner, 'POST', '/finance/v1/member/invoice/reissue', { invoiceId: invoice._id, reason: '抬头有误' });
    expect(reissue.body.code).toBe(10031);
    expect(reissue.body.msg).toBe('该发票正在红冲，不能申请重开');
    const filtered = await callJson<Page<Invoice>>(owner, 'GET', '/finance/v1/invoice?status=redLettering&pageSize=100');
    expect(filtered.body.data.list.map((i) => i._id)).toEqual([invoice._id]);

    const second = await red(invoice._id);
    expect(second.body.data.status).toBe('redLettered');
    expect(second.body.data.statusLabel).toBe('已红冲');
    const letter = second.body.data.redLetter!;
    expect(letter.status).toBe('已红冲');
    expect(letter.confirmationNo).toBe(first.body.data.redLetter!.confirmationNo);
    expect(letter.redInvoiceNo).toMatch(NUMBER);
    expect(letter.redInvoiceNo).not.toBe(invoice.invoiceNo);
    expect(second.body.data.canDownload).toBe(false);
    const download = await callJson<null>(owner, 'POST', `/finance/v1/invoice/download/${invoice._id}`, { format: 'xml' });
    expect(download.body.code).toBe(10032);
    const done = await callJson<Page<Invoice>>(owner, 'GET', '/finance/v1/invoice?status=redLettered&type=special&pageSize=100');
    expect(done.body.data.list.map((i) => i._id)).toEqual([invoice._id]);

    // the order shows it, and may be invoiced again (a red-lettered invoice no longer covers it)
    const detail = await call(owner, 'GET', `/mall/v2/orders/${invoice.orderId}`);
    const body = (await detail.json()) as { data: { invoices: (Invoice & { redLetter?: RedLetter })[] } };
    const onOrder = body.data.invoices.find((i) => i._id === invoice._id)!;
    expect(onOrder).toMatchObject({ status: 'redLettered', statusLabel: '已红冲', typeCode: '81' });
    expect(onOrder.redLetter?.redInvoiceNo).toBe(letter.redInvoiceNo);
    const order = db.state.orders.find((o) => o._id === invoice.orderId)!;
    if (order.status === 'completed') expect(isInvoiceable(db.state, order)).toBe(true);
  });

  it('red-letters an invoice whose reissue was refused (it stands), with the default reason', async () => {
    const rejected = ownerInvoices().find((i) => i.status === 'rejected')!;
    const { body } = await red(rejected._id);
    expect(body.data.status).toBe('redLettering');
    expect(body.data.redLetter?.reason).toBe('销售退回，全额红冲');
  });

  it('refuses what cannot be red-lettered now, each with its reason, and changes nothing', async () => {
    const cases: [InvoiceRecord['status'], string][] = [
      ['applying', '该发票尚未开具，不能红冲'],
      ['reissuing', '该发票正在重开流程中，不能再单独红冲'],
      ['reissued', '该发票已重开，原发票已红冲作废'],
    ];
    for (const [status, msg] of cases) {
      const invoice = ownerInvoices().find((i) => i.status === status)!;
      const before = structuredClone(invoice);
      const answer = await red(invoice._id);
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(msg);
      expect(invoice).toEqual(before);
    }
    const invoice = issuedSpecial(1);
    await red(invoice._id);
    await red(invoice._id);
    const third = await red(invoice._id);
    expect(third.status).toBe(409);
    expect(third.body.msg).toBe('该发票已红冲，不能重复红冲');
    expect((await red('66aaffffffffffffffffffff')).status).toBe(404);
    const long = await red(issuedSpecial(2)._id, { reason: '很'.repeat(201) });
    expect(long.status).toBe(400);
  });

  it('the seed: a reissued invoice was red-lettered (both numbers), one being reissued at 红冲中 has its 红字确认单', async () => {
    const { body } = await callJson<Page<Invoice>>(owner, 'GET', '/finance/v1/invoice?pageSize=100');
    const reissued = body.data.list.filter((i) => i.status === 'reissued');
    expect(reissued.length).toBeGreaterThan(0);
    for (const inv of reissued) {
      expect(inv.redLetter?.status).toBe('已红冲');
      expect(inv.redLetter?.confirmationNo).toMatch(NUMBER);
      expect(inv.redLetter?.redInvoiceNo).toMatch(NUMBER);
    }
    const atRed = ownerInvoices().find((i) => i.reissue?.status === '红冲中')!;
    expect(atRed.redLetter).toMatchObject({ status: '红冲中', redInvoiceNo: null });
    const numbers = db.state.invoices.flatMap((i) => [i.invoiceNo, i.redLetter?.confirmationNo, i.redLetter?.redInvoiceNo]).filter(Boolean);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('puts the 红字确认单 and the 红字发票 in the XML while the invoice may still be downloaded', async () => {
    const invoice = standingNormal();
    const { body } = await red(invoice._id, { reason: '开票有误' });
    const text = await (await call(owner, 'POST', `/finance/v1/invoice/download/${invoice._id}`, { format: 'xml' })).text();
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    expect(doc.querySelector('RedLetter > Status')?.textContent).toBe('红冲中');
    expect(doc.querySelector('RedLetter > ConfirmationNumber')?.textContent).toBe(body.data.redLetter!.confirmationNo);
    expect(doc.querySelector('RedLetter > Reason')?.textContent).toBe('开票有误');
  });
});
