/**
 * The cover sheet of a 报销材料包 (报销附件清单, docs/api.md §14) as a Chinese PDF: per order its number, date,
 * amounts, fund (经费名称, 项目编号), 采购单号 and invoice numbers as the mall knows them, then the files the shop packed
 * and what is missing and why, as the shop reported them. Pure: the handler passes everything in.
 */
import { GRAY, chineseDate, heading, money } from './documents.ts';
import { PdfDocument, type Cell, type Column } from './pdf.ts';
import { cents, yuan } from './rmb.ts';

export interface CoverOrder {
  orderNo: string;
  createdAt: string;
  statusLabel: string;
  goodsAmount: number;
  freight: number;
  amount: number;
  poNo: string;
  fund: { name: string; code: string; codeKindLabel: string } | null;
  /** valid invoices' numbers, and those still 开票中 */
  invoiceNos: readonly string[];
  applyingInvoices: number;
  files: readonly string[];
  missing: readonly { name: string; reason: string }[];
}

export interface CoverInput {
  scope: string;
  company: { name: string; creditCode: string } | null;
  generatedAt: string;
  orders: readonly CoverOrder[];
}

const FILE_COLUMNS: Column[] = [
  { title: '序号', width: 32, align: 'center' },
  { title: '文件名', width: 350 },
  { title: '状态', width: 117.28, align: 'center' },
];

export function reimbursementCoverPdf(input: CoverInput): Uint8Array<ArrayBuffer> {
  const doc = new PdfDocument();
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `报销附件清单  ${input.scope}`, { size: 8, color: GRAY });
    d.line(d.left, d.y - 13, d.right, d.y - 13, { width: 0.4, color: 0.6 });
    d.gap(24);
  });
  doc.paragraph('报 销 附 件 清 单', { size: 20, bold: true, align: 'center', leading: 30 });
  doc.paragraph(`范围：${input.scope}`, { size: 10, align: 'center', color: GRAY, leading: 16 });
  doc.gap(8);
  const total = yuan(input.orders.reduce((sum, o) => sum + cents(o.amount), 0));
  const fileCount = input.orders.reduce((sum, o) => sum + o.files.length, 0);
  const missingCount = input.orders.reduce((sum, o) => sum + o.missing.length, 0);
  for (const text of [
    `单位：${input.company ? `${input.company.name}（统一社会信用代码 ${input.company.creditCode}）` : '—'}`,
    `生成时间：${chineseDate(input.generatedAt)} ${input.generatedAt.slice(11, 16)}`,
    `订单 ${input.orders.length} 个，合计金额 ${money(total)} 元；附件 ${fileCount} 个（另含本清单）；缺少 ${missingCount} 项`,
  ]) {
    doc.paragraph(text, { size: 9.5, leading: 15 });
  }

  input.orders.forEach((order, i) => {
    heading(doc, `${i + 1}. 订单 ${order.orderNo}`);
    const fund = order.fund ? `${order.fund.name}（${order.fund.codeKindLabel} ${order.fund.code}）` : '—';
    const invoices = [
      order.invoiceNos.length > 0 ? order.invoiceNos.join('、') : '',
      order.applyingInvoices > 0 ? `${order.applyingInvoices} 张开票中` : '',
    ].filter(Boolean);
    for (const text of [
      `下单日期：${chineseDate(order.createdAt)}  状态：${order.statusLabel}  采购单号：${order.poNo || '—'}`,
      `经费：${fund}`,
      `金额：货款 ${money(order.goodsAmount)} 元，运费 ${money(order.freight)} 元，合计 ${money(order.amount)} 元`,
      `发票号码：${invoices.length > 0 ? invoices.join('；') : '未申请开票'}`,
    ]) {
      doc.paragraph(text, { size: 9, leading: 14 });
    }
    doc.gap(4);
    const rows: Cell[][] = [
      ...order.files.map((name, n): Cell[] => [String(n + 1), name, '已附']),
      ...order.missing.map((m, n): Cell[] => [
        String(order.files.length + n + 1),
        { text: `缺少：${m.name}`, bold: true },
        { text: m.reason, color: [0.75, 0.1, 0.1] },
      ]),
    ];
    if (rows.length === 0) rows.push([{ text: '没有附件', span: 3, align: 'center', color: GRAY }]);
    doc.table(FILE_COLUMNS, rows, { size: 8.5 });
  });
  doc.gap(10);
  doc.paragraph('说明：发票、验收单、合同、报价单、COA 与 SDS 按文件名排序即按订单归档；“缺少”各项补齐后可重新生成材料包。', { size: 8.5, color: GRAY, leading: 14 });
  return doc.toBytes(`报销附件清单 ${input.scope}`);
}
