/**
 * The fake mall's PDF files read as Chinese documents: structure (xref
 * offsets, stream lengths) and the text a viewer extracts through the fonts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdf, readPdfResponse } from './pdf-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { SELLER } from '../../mocks/db/seed/seller.ts';
import { isValidCreditCode } from '../../mocks/db/seed/index.ts';
import type { CompanyInfo, InvoiceRecord, OrderRecord } from '../../mocks/db/types.ts';
import { HEADING_KEEP, contractPdf, heading, invoiceLines } from '../../mocks/documents.ts';
import { PdfDocument } from '../../mocks/pdf.ts';
import { formatAddress } from '../../src/shared/lib/address.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { invoiceHandlers } from '../../mocks/handlers/invoices.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { buildPdf, textWidth, wrapText } from '../../mocks/pdf.ts';
import { rmbUppercase } from '../../mocks/rmb.ts';

const orders = handlerClient(orderHandlers, 'http://localhost:3000');
const invoices = handlerClient(invoiceHandlers, 'http://localhost:3000/finance/v1');
const catalogue = handlerClient(catalogueHandlers, 'http://localhost:3000');

const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const materialOf = (id: string) => db.state.materials.find((m) => m._id === id);
/** Without white space: table cells and paragraphs wrap long values over lines. */
const squash = (text: string): string => text.replace(/\s+/g, '');
const expectText = (text: string, needle: string): void => expect(squash(text)).toContain(squash(needle));

beforeEach(() => {
  db.reset();
});

describe('buildPdf', () => {
  it('keeps Chinese, Latin-1 units and escapes intact, with exact offsets', () => {
    const pdf = readPdf(buildPdf(['销售合同 Title (1)', 'back\\slash', 'PO：测试 µL ±10% 4°C ¥1,500.00', 'emoji 😀 end']));
    expect(pdf.text).toContain('销售合同 Title (1)');
    expect(pdf.text).toContain('back\\slash');
    expect(pdf.text).toContain('PO：测试 µL ±10% 4°C ¥1,500.00');
    // outside the BMP: a visible placeholder, never "?" or a broken surrogate
    expect(pdf.text).toContain('emoji □ end');
    expect(pdf.title).toBe('销售合同 Title (1)');
    // CJK text is written as UCS-2 hex through the predefined STSong-Light font: no font bytes in the file
    expect(pdf.raw).toContain('<9500552E5408540C> Tj');
    expect(pdf.raw).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(pdf.raw).not.toMatch(/FontFile/);
    expect([...pdf.raw].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
  });

  it('flows long text over as many pages as it needs', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `第 ${i + 1} 行：抗体与试剂`);
    const pdf = readPdf(buildPdf(['长文档', ...lines]));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(pdf.text).toContain('第 1 行：抗体与试剂');
    expect(pdf.text).toContain('第 120 行：抗体与试剂');
    expect(pdf.pages.at(-1)).toContain(`共 ${pdf.pages.length} 页`);
  });

  it('wraps CJK anywhere and Latin at spaces, never wider than the line', () => {
    const text = 'PerCP-Cy5.5 标记抗人 CD4 抗体，用于流式细胞术检测人外周血淋巴细胞';
    const lines = wrapText(text, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(120);
    expect(squash(lines.join(''))).toBe(squash(text));
    expect(lines[0]).toMatch(/^PerCP-Cy5\.5 /);
    // closing punctuation never starts a line
    for (const line of lines) expect(line).not.toMatch(/^[，。、]/);
  });

  it('never breaks a number before closing punctuation: the whole number moves down with it', () => {
    // the line ends at the number, the closing bracket does not fit: 3217000 / 1） was printed before
    const text = '经费：国自然面上项目（项目编号：32170001）';
    for (let width = textWidth('经费：国自然', 9); width < textWidth(text, 9); width += 1) {
      const lines = wrapText(text, 9, width);
      expect(squash(lines.join(''))).toBe(squash(text));
      expect(lines.some((l) => l.includes('32170001')), `${width}: ${lines.join(' | ')}`).toBe(true);
      for (const line of lines) expect(line).not.toMatch(/^[，。、）]/);
    }
  });
});

describe('sales contract (销售合同)', () => {
  const ownerOrder = (): OrderRecord => db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status !== 'cancelled')!;

  it('is a Chinese contract with both parties, the PO, the lines and the amount in 大写', async () => {
    const order = ownerOrder();
    order.poNo = '测试';
    const owner = db.state.members.find((m) => m._id === DEMO.owner._id)!;
    const company = owner.companyInfo as CompanyInfo;
    const pdf = await readPdfResponse(await orders.call(DEMO.owner._id, 'GET', `/mall/v1/orders/${order._id}/contract`));
    const text = pdf.text;
    expect(text).toContain('销 售 合 同');
    expect(text).toContain(`合同编号：HT-${order.orderNo}`);
    expect(text).toContain('采购单号（PO）：测试');
    expect(text).toContain('甲方（买方）');
    expect(text).toContain(`名称：${company.name}`);
    expect(text).toContain(`统一社会信用代码：${company.creditCode}`);
    expect(text).toContain('乙方（卖方）');
    expect(text).toContain(`名称：${SELLER.name}`);
    expect(text).toContain(`统一社会信用代码：${SELLER.creditCode}`);
    for (const title of ['序号', '货号', '品名', '规格', '品牌', '数量', '单价（元）', '金额（元）']) expect(text).toContain(title);
    for (const item of order.items) {
      expect(text).toContain(item.catalogNo);
      expect(text).toContain(money(item.price * item.quantity));
    }
    expect(text).toContain(money(order.amount));
    expect(text).toContain(`合同总金额（大写）：人民币${rmbUppercase(order.amount)}`);
    expectText(text, formatAddress(order.address));
    expect(text).not.toMatch(/市辖区|直辖县级行政区划/);
    // the demo owner's account has credit terms (docs/api.md §17): shipped first, paid within 45 days
    expect(text).toContain('账期 45 天');
    expect(text).toContain('现货产品于订单经乙方审核确认后 1–2 个工作日内发货');
    expect(text).not.toContain('先款后货');
    expect(text).not.toContain('收到货物及乙方开具的合规发票后');
    expect(text).toContain('甲方（盖章）');
    expect(text).toContain('乙方（盖章）');
    expect(text).not.toContain('?');
    expect(pdf.title).toBe(`销售合同 HT-${order.orderNo}`);
  });

  it('says 先款后货 for an account without credit terms: paid before it ships', () => {
    const order = { ...ownerOrder(), memberId: '66a0000000000000000000ff' };
    const owner = db.state.members.find((m) => m._id === DEMO.owner._id)!;
    const buyer = { company: owner.companyInfo as CompanyInfo, contactName: '王敏', cellphone: '13800000001' };
    const text = readPdf(contractPdf(order, buyer, (id) => db.state.materials.find((m) => m._id === id))).text;
    expect(text).toContain('先款后货');
    expect(text).toContain('现货产品于乙方收到货款后 1–2 个工作日内发货');
    expect(text).not.toContain('账期');
  });

  it('runs over several pages for a long order, repeating the table header', async () => {
    const order = ownerOrder();
    const materials = db.state.materials.slice(0, 45);
    order.items = materials.map((m) => ({ matlId: m._id, catalogNo: m.catalogNo, name: m.name, spec: m.spec, mfrName: m.mfrName, price: m.price, quantity: 2, shippedQty: 0 }));
    order.goodsAmount = Math.round(materials.reduce((s, m) => s + m.price * 2, 0) * 100) / 100;
    order.freight = 0;
    order.amount = order.goodsAmount;
    const pdf = await readPdfResponse(await orders.call(DEMO.owner._id, 'GET', `/mall/v1/orders/${order._id}/contract`));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(pdf.pages[1]).toContain('单价（元）');
    for (const m of materials) expect(pdf.text).toContain(m.catalogNo);
    expect(pdf.text).toContain(rmbUppercase(order.amount));
  });

  it('has a seller with a valid credit code', () => {
    expect(isValidCreditCode(SELLER.creditCode)).toBe(true);
  });
});

describe('invoice (电子发票)', () => {
  const issued = (type: InvoiceRecord['type']): InvoiceRecord =>
    db.state.invoices.find((i) => i.status === 'issued' && i.type === type && i.formats.includes('pdf') && db.state.members.some((m) => m._id === i.memberId))!;

  it.each(['special', 'normal'] as const)('reads as a %s VAT invoice with parties, lines, tax and 价税合计', async (type) => {
    const invoice = issued(type);
    const order = db.state.orders.find((o) => o._id === invoice.orderId)!;
    const pdf = await readPdfResponse(await invoices.call(invoice.memberId, 'POST', `/invoice/download/${invoice._id}`, { format: 'pdf' }));
    const text = pdf.text;
    expect(text).toContain(type === 'special' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）');
    expect(text).toContain(`发票号码：${invoice.invoiceNo}`);
    expect(text).toMatch(/开票日期：\d{4}年\d{1,2}月\d{1,2}日/);
    expect(text).toContain(`名称：${invoice.profile.title}`);
    if (invoice.profile.taxNo) expect(text).toContain(invoice.profile.taxNo);
    expect(text).toContain(`名称：${SELLER.name}`);
    expect(text).toContain(SELLER.creditCode);
    for (const title of ['项目名称', '规格型号', '单位', '数量', '单价', '金额', '税率/征收率', '税额']) expect(text).toContain(title);
    for (const item of order.items) expectText(text, item.catalogNo);
    expect(text).toMatch(/\*[^*\n]+\*/);
    expect(text).toContain('13%');
    expect(text).toContain(`¥${money(invoice.amount - invoice.taxAmount)}`);
    expect(text).toContain(`¥${money(invoice.taxAmount)}`);
    expect(text).toContain(rmbUppercase(invoice.amount));
    expect(text).toContain(`（小写）¥${money(invoice.amount)}`);
    if (type === 'special') {
      expectText(text, `购买方地址：${invoice.profile.regAddress}`);
      expectText(text, `购方开户银行：${invoice.profile.bankName}`);
    }
    expect(text).toContain(`开票人：${SELLER.invoiceIssuer}`);
  });

  it('splits the amounts over the lines so that they add up to the invoice', () => {
    for (const invoice of db.state.invoices.filter((i) => i.status === 'issued').slice(0, 60)) {
      const order = db.state.orders.find((o) => o._id === invoice.orderId);
      const lines = invoiceLines(invoice, order ? [order] : [], materialOf);
      const cents = (n: number): number => Math.round(n * 100);
      expect(lines.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(invoice.amount - invoice.taxAmount));
      expect(lines.reduce((s, l) => s + cents(l.tax), 0)).toBe(cents(invoice.taxAmount));
      for (const line of lines) expect(line.name).toMatch(/^\*[^*]+\*./);
    }
  });
});

describe('certificate of analysis (COA)', () => {
  it('reads as a Chinese COA with the lot data, the test items and the conclusion', async () => {
    const coa = db.state.coas.find((c) => c.items.length >= 4)!;
    const material = materialOf(coa.matlId)!;
    const pdf = await readPdfResponse(await catalogue.call(null, 'GET', `/common/v1/scm/coas/${coa._id}/file`));
    const text = pdf.text;
    expect(text).toContain('分 析 证 书');
    expect(text).toContain('Certificate of Analysis');
    expectText(text, coa.materialName);
    expect(text).toContain(coa.catalogNo);
    expect(text).toContain(coa.lot);
    expect(text).toContain(coa.sn);
    expect(text).toContain(material.spec);
    expect(text).toContain(coa.manufacturedAt.slice(0, 10));
    expect(text).toContain(coa.expiresAt.slice(0, 10));
    for (const item of coa.items) {
      expectText(text, item.name);
      expectText(text, item.standard);
      expectText(text, item.result);
    }
    expect(text).toContain('判定为合格');
    expect(text).toContain('质量保证 QA');
  });
});

describe('section headings', () => {
  it('a heading is kept with its first rows: with less than 80 pt left it starts the next page', () => {
    expect(HEADING_KEEP).toBeGreaterThanOrEqual(80);
    const doc = new PdfDocument();
    doc.y = doc.margin.bottom + 60;
    heading(doc, '第七部分');
    expect(doc.pageCount).toBe(2);
    const roomy = new PdfDocument();
    roomy.y = roomy.margin.bottom + 100;
    heading(roomy, '第七部分');
    expect(roomy.pageCount).toBe(1);
  });
});
