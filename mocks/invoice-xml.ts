/**
 * The XML original of a 数电票 (docs/api.md §7): the structured file finance systems ingest, with the invoice's
 * facts — number, type code (81/82), date, buyer and seller, every line as the PDF prints it, totals and the
 * orders in 备注; a red-lettered invoice names its 红字确认单 and 红字发票. Well-formed UTF-8, every text escaped.
 * The tag names are the fake mall's own (modelled on the published 数电票 XML, not a copy of it).
 */
import type { FundRecord, InvoiceRecord, Material, OrderRecord } from './db/types.ts';
import { SELLER } from './db/seed/seller.ts';
import { invoiceLines, invoiceRemarks, VAT_RATE } from './documents.ts';
import { INVOICE_TYPE_CODES } from './red-letter.ts';
import { round2 } from './rmb.ts';

export function xmlEscape(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const el = (indent: number, tag: string, value: string | number): string => `${' '.repeat(indent)}<${tag}>${xmlEscape(String(value))}</${tag}>`;
const fixed = (n: number): string => n.toFixed(2);

export function invoiceXml(
  invoice: InvoiceRecord,
  orders: readonly OrderRecord[],
  materialOf: (id: string) => Material | undefined,
  fundOf: (id: string) => FundRecord | undefined = () => undefined,
): string {
  const special = invoice.type === 'special';
  const p = invoice.profile;
  const orderNos = orders.length ? orders.map((o) => o.orderNo) : [invoice.orderNo];
  const lines = invoiceLines(invoice, orders, materialOf);
  const red = invoice.redLetter;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<EInvoice version="1.0">',
    '  <Header>',
    el(4, 'InvoiceNumber', invoice.invoiceNo),
    el(4, 'InvoiceTypeCode', INVOICE_TYPE_CODES[invoice.type]),
    el(4, 'InvoiceType', special ? '电子发票（增值税专用发票）' : '电子发票（普通发票）'),
    el(4, 'IssueDate', (invoice.issuedAt ?? invoice.appliedAt).slice(0, 10)),
    '  </Header>',
    '  <Buyer>',
    el(4, 'Name', p.title),
    el(4, 'TaxID', p.taxNo),
    el(4, 'Address', p.regAddress),
    el(4, 'Phone', p.regPhone),
    el(4, 'BankName', p.bankName),
    el(4, 'BankAccount', p.bankAccount),
    '  </Buyer>',
    '  <Seller>',
    el(4, 'Name', SELLER.name),
    el(4, 'TaxID', SELLER.creditCode),
    el(4, 'Address', SELLER.address),
    el(4, 'Phone', SELLER.phone),
    el(4, 'BankName', SELLER.bankName),
    el(4, 'BankAccount', SELLER.bankAccount),
    '  </Seller>',
    '  <Items>',
    ...lines.flatMap((l, i) => [
      `    <Item seq="${i + 1}">`,
      el(6, 'Name', l.name),
      el(6, 'Spec', l.spec),
      el(6, 'Unit', l.unit),
      el(6, 'Quantity', l.quantity),
      el(6, 'UnitPrice', l.unitPrice),
      el(6, 'Amount', fixed(l.amount)),
      el(6, 'TaxRate', String(VAT_RATE)),
      el(6, 'TaxAmount', fixed(l.tax)),
      '    </Item>',
    ]),
    '  </Items>',
    '  <Totals>',
    el(4, 'Amount', fixed(round2(invoice.amount - invoice.taxAmount))),
    el(4, 'TaxAmount', fixed(invoice.taxAmount)),
    el(4, 'TotalAmount', fixed(invoice.amount)),
    '  </Totals>',
    '  <Orders>',
    ...orderNos.map((no) => el(4, 'OrderNo', no)),
    '  </Orders>',
    el(2, 'Remark', invoiceRemarks(invoice, orders, fundOf).join('；')),
    ...(red
      ? [
          '  <RedLetter>',
          el(4, 'Status', red.status),
          el(4, 'ConfirmationNumber', red.confirmationNo),
          el(4, 'RedInvoiceNumber', red.redInvoiceNo ?? ''),
          el(4, 'Reason', red.reason),
          '  </RedLetter>',
        ]
      : []),
    '</EInvoice>',
    '',
  ].join('\n');
}
