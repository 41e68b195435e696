/**
 * The 报价单 PDF of a quote (docs/api.md §16: numbered by the quote's own `quoteNo`, as the shop shows it): the seller and the buyer, the quote number and
 * dates, 有效期至, the priced lines and the declined ones marked 无法供货, goods, freight, 税率 13 %, 税额, the
 * total in 大写, the delivery and payment terms and the buyer's remark. Pure: the handler passes the records in.
 * Layout helpers come from mocks/documents.ts, primitives from mocks/pdf.ts.
 */
import { SELLER } from './db/seed/seller.ts';
import type { CompanyInfo, QuoteRecord } from './db/types.ts';
import { GRAY, chineseDate, heading, money, twoColumns } from './documents.ts';
import { PdfDocument, type Cell, type Column } from './pdf.ts';
import { QUOTE_TAX_RATE, discountNote, leadTimeText, lineAmount, type QuoteTotals } from './quote-rules.ts';
import { rmbUppercase } from './rmb.ts';

export interface QuoteDocumentInput {
  quote: QuoteRecord;
  /** its totals, with the dry-ice fee of the order it would become (mocks/quote-data.ts quoteTotalsOf) */
  totals: QuoteTotals;
  /** the delivery terms (mocks/quote-data.ts quoteDeliveryTerms), the same text as the page's */
  deliveryTerms: string;
  /** the account's company */
  company: CompanyInfo | undefined;
  /** the account's contact and phone */
  contactName: string;
  cellphone: string;
  /** who asked for the quote */
  requestedByName: string;
}

/** The 报价单 of a quote as a PDF file (the handler answers 10133 before a quote without a priced line gets here). */
export function quotePdf(input: QuoteDocumentInput): Uint8Array<ArrayBuffer> {
  const { quote, company } = input;
  // one number everywhere: the contract's quoteNo (the page, the list, the file name, the order's timeline)
  const docNo = quote.quoteNo;
  const doc = new PdfDocument();
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `报价单  ${docNo}`, { size: 8, color: GRAY });
    d.text(d.right, d.y - 8, SELLER.name, { size: 8, color: GRAY, align: 'right' });
    d.line(d.left, d.y - 13, d.right, d.y - 13, { width: 0.4, color: 0.6 });
    d.gap(24);
  });

  doc.paragraph('报 价 单', { size: 22, bold: true, align: 'center', leading: 32 });
  doc.paragraph('QUOTATION', { size: 9, align: 'center', color: GRAY, leading: 14 });
  doc.gap(10);
  const meta: [string, string][] = [
    ['报价单号', docNo],
    ['询价日期', chineseDate(quote.createdAt)],
    ['报价日期', quote.quotedAt ? chineseDate(quote.quotedAt) : '—'],
    ['有效期至', quote.validUntil ? chineseDate(quote.validUntil) : '—'],
  ];
  const metaWidth = 230;
  for (const [label, value] of meta) doc.paragraph(`${label}：${value}`, { x: doc.right - metaWidth, width: metaWidth, size: 9.5, leading: 15 });
  doc.gap(6);

  twoColumns(
    doc,
    {
      heading: '询价方（买方）',
      fields: [
        ['名称', company?.name ?? ''],
        ['统一社会信用代码', company?.creditCode ?? ''],
        ['联系人', input.contactName],
        ['电话', input.cellphone],
        ['询价人', input.requestedByName],
      ],
    },
    {
      heading: '报价方（卖方）',
      fields: [
        ['名称', SELLER.name],
        ['统一社会信用代码', SELLER.creditCode],
        ['地址', SELLER.address],
        ['电话', `${SELLER.phone}（客服 ${SELLER.hotline}）`],
        ['开户银行', `${SELLER.bankName} ${SELLER.bankAccount}`],
      ],
    },
  );

  heading(doc, '一、报价明细');
  const columns: Column[] = [
    { title: '序号', width: 26, align: 'center' },
    { title: '货号', width: 68 },
    { title: '品名', width: 89 },
    { title: '规格', width: 50 },
    { title: '品牌', width: 60 },
    { title: '数量', width: 32, align: 'right' },
    { title: '单价（元）', width: 56, align: 'right' },
    { title: '金额（元）', width: 60, align: 'right' },
    { title: '货期', width: 58.28, align: 'center' },
  ];
  const rows: Cell[][] = quote.lines.map((line, i) => {
    const note = discountNote(line);
    const head = [String(i + 1), line.catalogNo || '—', note ? `${line.name}（${note}）` : line.name, line.spec, line.mfrName || '—', String(line.quantity)];
    if (line.status === 'quoted' && line.unitPrice !== null) {
      return [...head, money(line.unitPrice), money(lineAmount(line) ?? 0), line.leadDays === null ? '—' : leadTimeText(line.leadDays)];
    }
    const text = line.status === 'declined' ? (line.declineReason ?? '无法供货') : '未报价';
    return [...head, { text, span: 3, align: 'center', color: GRAY }];
  });
  doc.table(columns, rows, { size: 8.5 });
  const { totals } = input;
  const sumRow = (label: string, value: string, bold = false): Cell[] => [
    { text: label, span: 7, align: 'right', bold },
    { text: value, bold },
    '',
  ];
  const sums: Cell[][] = [sumRow('货款小计', money(totals.goodsAmount)), sumRow('运费', money(totals.freight))];
  if (totals.coldChainFee) sums.push(sumRow('干冰及保温箱费', money(totals.coldChainFee)));
  sums.push(sumRow('报价总金额（含税）', money(totals.amount), true));
  sums.push(sumRow(`其中税额（税率 ${Math.round(QUOTE_TAX_RATE * 100)}%）`, money(totals.taxAmount)));
  sums.push([{ text: `报价总金额（大写）：人民币${rmbUppercase(totals.amount)}`, span: 9, bold: true }]);
  // the totals, the terms and the seal stay on one page: a seal never sits alone on the last page
  doc.keepTogether(() => closing(doc, input, columns, sums));
  return doc.toBytes(`报价单 ${docNo}`);
}

/** The totals rows (under the lines' table), the note, the terms, the remark and the seal. */
function closing(doc: PdfDocument, input: QuoteDocumentInput, columns: readonly Column[], sums: readonly Cell[][]): void {
  const { quote } = input;
  doc.table(columns, sums, { size: 8.5, header: false });
  doc.paragraph('以上价格为含税价（含 13% 增值税），币种为人民币；标注“无法供货”的商品不在本次报价范围内。', { size: 8.5, color: GRAY, leading: 16 });

  heading(doc, '二、交货与付款');
  for (const line of [
    `1. 交货：${input.deliveryTerms}。`,
    `2. 付款：下单后以银行转账（对公账户）方式支付，汇款时请在附言中注明订单编号。收款账户：户名 ${SELLER.name}；开户银行 ${SELLER.bankName}；账号 ${SELLER.bankAccount}。`,
    `3. 有效期：本报价有效期至 ${quote.validUntil ? chineseDate(quote.validUntil) : '—'}，请在有效期内于商城“我的询价”中点击“接受报价并下单”，逾期请重新询价。`,
    '4. 本报价所列产品仅供科研使用，不得用于临床诊断、治疗或其他用途。',
  ]) {
    doc.paragraph(line, { size: 9.5 });
  }

  heading(doc, '三、询价备注');
  doc.paragraph(quote.remark || '无', { size: 9.5 });

  doc.gap(20);
  doc.paragraph(`报价方（盖章）：${SELLER.name}`, { size: 10, leading: 24 });
  doc.paragraph(`联系人：${SELLER.contactName}，电话：${SELLER.phone}，邮箱：${SELLER.contactEmail}`, { size: 9.5, leading: 20 });
  doc.gap(6);
  doc.paragraph(`本报价单由${SELLER.site}的模拟环境生成，仅用于演示。`, { size: 8, color: GRAY, align: 'center' });
}
