/**
 * The month's statement (对账单, `DZD-<yyyyMM>`, docs/api.md §18) as a Chinese PDF: the seller and the company,
 * the period, the fund when filtered, the lines (序号, 订单号, 采购单号, 下单人, 送达日期, 到期日 on a 月结 account, 经费, 金额, 付款, 开票), the
 * totals with the total in 大写, the status (and who confirmed it when), the disputes, and a confirmation block.
 * Pure: the handler passes the statement in. Layout helpers come from mocks/documents.ts, primitives from
 * mocks/pdf.ts.
 */
import { SELLER } from './db/seed/seller.ts';
import { GRAY, chineseDate, heading, money, twoColumns } from './documents.ts';
import { PdfDocument, type Cell, type Column } from './pdf.ts';
import { cents, rmbUppercase, yuan } from './rmb.ts';
import type { FundRef, StatementDisputeView, StatementLine, StatementStatus, StatementTotals } from './statement-rules.ts';

export interface StatementPdfInput {
  month: string;
  status: StatementStatus;
  statusLabel: string;
  period: { from: string; to: string };
  company: { name: string; creditCode: string };
  fund: FundRef | null;
  lines: readonly StatementLine[];
  totals: StatementTotals;
  disputes: readonly StatementDisputeView[];
  confirmedAt: string | null;
  confirmedByName: string | null;
}

/** DZD-202610 */
export const statementNo = (month: string): string => `DZD-${month.replace('-', '')}`;

/** 2026-10 -> 2026年10月 */
const chineseMonth = (month: string): string => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** 2026-11-05T10:20:00+08:00 -> 2026年11月5日 10:20 */
const chineseTime = (isoTime: string): string => `${chineseDate(isoTime)} ${isoTime.slice(11, 16)}`;

/** The 对账单 as a PDF file. */
export function statementPdf(input: StatementPdfInput): Uint8Array<ArrayBuffer> {
  const { month, company, fund, lines } = input;
  const no = statementNo(month);
  const doc = new PdfDocument();
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `对账单  ${no}`, { size: 8, color: GRAY });
    d.text(d.right, d.y - 8, company.name, { size: 8, color: GRAY, align: 'right' });
    d.line(d.left, d.y - 13, d.right, d.y - 13, { width: 0.4, color: 0.6 });
    d.gap(24);
  });

  doc.paragraph('对 账 单', { size: 22, bold: true, align: 'center', leading: 32 });
  doc.paragraph(`STATEMENT OF ACCOUNT  ${chineseMonth(month)}`, { size: 9, align: 'center', color: GRAY, leading: 14 });
  doc.gap(10);

  const fundText = fund ? `${fund.name}（${fund.code}）` : '全部';
  twoColumns(
    doc,
    {
      heading: '客户',
      fields: [
        ['名称', company.name],
        ['统一社会信用代码', company.creditCode],
        ['经费', fundText],
      ],
    },
    {
      heading: '供应商',
      fields: [
        ['名称', SELLER.name],
        ['统一社会信用代码', SELLER.creditCode],
        ['电话', `${SELLER.phone}（客服 ${SELLER.hotline}）`],
      ],
    },
  );
  doc.gap(6);
  for (const text of [
    `对账单号：${no}`,
    `对账期间：${chineseDate(input.period.from)} 至 ${chineseDate(input.period.to)}（按送达日期）`,
    `状态：${input.statusLabel}${input.confirmedAt ? `（${input.confirmedByName ?? ''} 于 ${chineseTime(input.confirmedAt)} 确认）` : ''}`,
  ]) {
    doc.paragraph(text, { size: 9.5, leading: 15 });
  }

  heading(doc, '一、订单明细');
  // 到期日 (docs/api.md §17): a 月结 account's lines fall due 账期 days after delivery; a 现结 account's have none
  const withDue = lines.some((line) => line.dueDate !== null);
  const columns: Column[] = withDue
    ? [
        { title: '序号', width: 24, align: 'center' },
        { title: '订单号', width: 70 },
        { title: '采购单号', width: 54 },
        { title: '下单人', width: 40 },
        { title: '送达日期', width: 52, align: 'center' },
        { title: '到期日', width: 52, align: 'center' },
        { title: '经费', width: 64 },
        { title: '金额（元）', width: 60, align: 'right' },
        { title: '付款', width: 38, align: 'center' },
        { title: '开票', width: 45.28, align: 'center' },
      ]
    : [
        { title: '序号', width: 24, align: 'center' },
        { title: '订单号', width: 78 },
        { title: '采购单号', width: 62 },
        { title: '下单人', width: 44 },
        { title: '送达日期', width: 58, align: 'center' },
        { title: '经费', width: 84 },
        { title: '金额（元）', width: 60, align: 'right' },
        { title: '付款', width: 42, align: 'center' },
        { title: '开票', width: 47.28, align: 'center' },
      ];
  const rows: Cell[][] = lines.map((line, i) => [
    String(i + 1),
    line.orderNo,
    line.poNo || '—',
    line.placedByName,
    line.deliveredAt,
    ...(withDue ? [line.dueDate ?? '—'] : []),
    line.fund ? line.fund.name : '—',
    money(line.amount),
    line.paymentStatusLabel,
    line.invoiceStatusLabel,
  ]);
  if (rows.length === 0) rows.push([{ text: '本期没有送达的订单', span: columns.length, align: 'center', color: GRAY }]);
  doc.table(columns, rows, { size: 8 });
  // the totals and what follows down to the seals stay on one page: a seal never sits alone on the last page
  doc.keepTogether(() => closing(doc, input, columns));
  return doc.toBytes(`对账单 ${no}`);
}

/** The totals rows (under the lines' table), payment and invoicing, the disputes, the confirmation and the seals. */
function closing(doc: PdfDocument, input: StatementPdfInput, columns: readonly Column[]): void {
  const { company, totals } = input;
  const rows: Cell[][] = [];
  // the label spans the columns up to 金额, the amount stands under it, 付款 and 开票 stay empty
  const sumRow = (label: string, value: number, bold = false): Cell[] => [
    { text: label, span: columns.length - 3, align: 'right', bold },
    { text: money(value), bold },
    { text: '', span: 2 },
  ];
  rows.push(sumRow('货款合计', totals.goodsAmount));
  rows.push(sumRow('运费合计', totals.freight));
  // the lines' amounts include the dry-ice fee (docs/api.md §20), which the totals carry in no field of their own
  const coldChainFee = yuan(cents(totals.amount) - cents(totals.goodsAmount) - cents(totals.freight));
  if (coldChainFee !== 0) rows.push(sumRow('干冰费合计', coldChainFee));
  rows.push(sumRow(`本期合计（${totals.orderCount} 笔）`, totals.amount, true));
  rows.push([{ text: `本期合计（大写）：人民币${rmbUppercase(totals.amount)}`, span: columns.length, bold: true }]);
  doc.table(columns, rows, { size: 8, header: false });
  const due = columns.some((c) => c.title === '到期日') ? '到期日为送达日期加账期天数，最迟于到期日付款。' : '';
  doc.paragraph(`金额为含税价（含 13% 增值税），含运费及干冰费；送达日期为最后一个包裹的签收日期。${due}`, { size: 8.5, color: GRAY, leading: 16 });

  heading(doc, '二、付款与开票');
  doc.table(
    [
      { title: '项目', width: 166.28, align: 'center' },
      { title: '已完成（元）', width: 166.5, align: 'right' },
      { title: '未完成（元）', width: 166.5, align: 'right' },
    ],
    [
      ['付款（已付款 / 未付款）', money(totals.paid), money(totals.unpaid)],
      ['开票（已开票 / 未开票）', money(totals.invoiced), money(totals.uninvoiced)],
    ],
    { size: 9 },
  );
  doc.paragraph(
    `对公转账请汇至：户名 ${SELLER.name}；开户银行 ${SELLER.bankName}；账号 ${SELLER.bankAccount}；付款备注请填写订单号，一笔转账对应一个订单。`,
    { size: 8.5, color: GRAY, leading: 14 },
  );

  if (input.disputes.length > 0) {
    heading(doc, '三、异议');
    doc.table(
      [
        { title: '订单号', width: 78 },
        { title: '提出人', width: 50 },
        { title: '异议说明', width: 150 },
        { title: '状态', width: 44, align: 'center' },
        { title: '商城答复', width: 177.28 },
      ],
      input.disputes.map((d) => [
        d.orderNo,
        `${d.byName}\n${d.createdAt.slice(0, 10)}`,
        d.note,
        d.status === 'open' ? '待处理' : '已处理',
        d.answer ? `${d.answer}（${d.answeredAt?.slice(0, 10) ?? ''}）` : '—',
      ]),
      { size: 8 },
    );
  }

  heading(doc, input.disputes.length > 0 ? '四、确认' : '三、确认');
  doc.paragraph(
    input.status === 'confirmed'
      ? `本对账单已由 ${input.confirmedByName ?? ''} 于 ${chineseTime(input.confirmedAt ?? '')} 在线确认，双方对上列订单及金额无异议。`
      : input.status === 'open'
        ? '本月尚未出账，上列订单截至下载时；下月 1 日后可在线确认。'
        : '请核对上列订单及金额，无误后在商城“对账单”中在线确认，或签字盖章后寄回；如有异议，请在商城中对订单提出。',
    { size: 9.5 },
  );
  doc.gap(20);
  const gap = 18;
  const width = (doc.contentWidth - gap) / 2;
  const top = doc.y;
  const blocks: [string, string, string][] = [
    [`客户（盖章）：${company.name}`, '经办人（签字）：', '日期：      年    月    日'],
    [`供应商（盖章）：${SELLER.name}`, `经办人（签字）：${SELLER.contactName}`, '日期：      年    月    日'],
  ];
  let bottom = top;
  blocks.forEach((texts, i) => {
    const x = doc.left + i * (width + gap);
    doc.y = top;
    texts.forEach((text) => doc.paragraph(text, { x, width, size: 10, leading: 26 }));
    bottom = Math.min(bottom, doc.y);
  });
  doc.y = bottom;
  doc.gap(10);
  doc.paragraph(`本对账单由${SELLER.site}的模拟环境生成，仅用于演示。`, { size: 8, color: GRAY, align: 'center' });
}
