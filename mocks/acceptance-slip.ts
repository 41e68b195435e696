/**
 * The acceptance slip (验收单) of an order, docs/api.md §14: what a Chinese university's reimbursement asks for
 * besides the invoice. The company and its 统一社会信用代码, the order and 采购单号, the fund charged, the lines
 * as received (with lots) and their total in 大写, who bought, approved, received and confirmed receipt with the dates
 * and the remark at receipt, the invoice numbers once issued, and for
 * each lot its COA: a link to the mall's COA file and a QR code of the same address. Pure: the handler passes
 * the records in. Layout helpers come from mocks/documents.ts, primitives from mocks/pdf.ts.
 */
import qrcode from 'qrcode-generator';
import { SELLER } from './db/seed/seller.ts';
import type { CompanyInfo, FundRecord, OrderRecord, StockOutRecord } from './db/types.ts';
import { GRAY, chineseDate, fundText as nameFund, heading, money, twoColumns } from './documents.ts';
import { PdfDocument, textWidth, wrapText, type Cell, type Color, type Column } from './pdf.ts';
import { rmbUppercase, round2 } from './rmb.ts';

const LINK_BLUE: Color = [0.05, 0.33, 0.8];

/** The text on one line at most `width` points wide, cut with … when longer. */
function oneLine(text: string, size: number, width: number): string {
  const [first = '', ...more] = wrapText(text, size, width - textWidth('…', size));
  return more.length ? `${first}…` : first;
}

export interface AcceptanceSlipInput {
  order: OrderRecord;
  /** the account's company */
  company: CompanyInfo | undefined;
  /** the fund the order is charged to (order.fundId) */
  fund: FundRecord | undefined;
  /** who placed the order */
  buyerName: string;
  /** the order's stock-outs that have a receipt, oldest first */
  deliveries: readonly StockOutRecord[];
  /** the numbers of the order's valid invoices (none until issued) */
  invoiceNos: readonly string[];
  /** the address of a lot's COA file, or null when the mall has none */
  coaLink: (matlId: string, lot: string) => string | null;
}

/** A China-time date and minute of an ISO time: 2026年11月28日 14:05. */
function chinaDateTime(isoTime: string): string {
  const china = new Date(Date.parse(isoTime) + 8 * 3600_000).toISOString();
  return `${chineseDate(china)} ${china.slice(11, 16)}`;
}

/** The QR code of `text` with its top-left corner at (x, top), `size` points wide, as filled module runs. */
export function drawQrCode(doc: PdfDocument, x: number, top: number, size: number, text: string): void {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / count;
  const rects: [number, number, number, number][] = [];
  for (let row = 0; row < count; row++) {
    // one rectangle per run of dark modules in the row
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && qr.isDark(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        rects.push([x + start * cell, top - (row + 1) * cell, (col - start) * cell, cell]);
        start = -1;
      }
    }
  }
  doc.fillRects(rects, 0);
}

/** The 验收单 of an order as a PDF file. */
export function acceptanceSlipPdf(input: AcceptanceSlipInput): Uint8Array<ArrayBuffer> {
  const { order, company, fund, deliveries } = input;
  const doc = new PdfDocument();
  const slipNo = `YSD-${order.orderNo}`;
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `验收单  ${slipNo}`, { size: 8, color: GRAY });
    d.text(d.right, d.y - 8, company?.name ?? '', { size: 8, color: GRAY, align: 'right' });
    d.line(d.left, d.y - 13, d.right, d.y - 13, { width: 0.4, color: 0.6 });
    d.gap(24);
  });

  doc.paragraph('验 收 单', { size: 22, bold: true, align: 'center', leading: 32 });
  doc.paragraph('ACCEPTANCE SLIP', { size: 9, align: 'center', color: GRAY, leading: 14 });
  doc.gap(10);

  const fundText = fund ? nameFund(fund) : '未使用经费';
  twoColumns(
    doc,
    {
      heading: '采购单位',
      fields: [
        ['名称', company?.name ?? ''],
        ['统一社会信用代码', company?.creditCode ?? ''],
        ['经费', fundText],
      ],
    },
    {
      heading: '订单',
      fields: [
        ['验收单号', slipNo],
        ['订单编号', order.orderNo],
        ['采购单号', order.poNo ?? '无'],
        ['发票号码', input.invoiceNos.length ? input.invoiceNos.join('、') : '尚未开票'],
        ['供应商', SELLER.name],
      ],
    },
  );

  // ---- the lines as received
  heading(doc, '一、验收明细');
  const columns: Column[] = [
    { title: '序号', width: 26, align: 'center' },
    { title: '货号', width: 70 },
    { title: '品名', width: 120 },
    { title: '规格', width: 50 },
    { title: '批号', width: 64 },
    { title: '数量', width: 34, align: 'right' },
    { title: '单价（元）', width: 60, align: 'right' },
    { title: '金额（元）', width: 75.28, align: 'right' },
  ];
  const rows: Cell[][] = [];
  let total = 0;
  const lots: { matlId: string; catalogNo: string; name: string; lot: string }[] = [];
  for (const delivery of deliveries) {
    // a line received as 0 (none of it arrived) is not accepted
    for (const line of (delivery.receipt?.lines ?? []).filter((l) => l.quantity > 0)) {
      const item = order.items.find((i) => i.matlId === line.matlId);
      const price = item?.price ?? 0;
      const amount = round2(price * line.quantity);
      total = round2(total + amount);
      rows.push([String(rows.length + 1), line.catalogNo, line.name, item?.spec ?? '', line.lot, String(line.quantity), money(price), money(amount)]);
      if (!lots.some((l) => l.matlId === line.matlId && l.lot === line.lot)) {
        lots.push({ matlId: line.matlId, catalogNo: line.catalogNo, name: line.name, lot: line.lot });
      }
    }
  }
  rows.push([{ text: '合计', span: 7, align: 'right', bold: true }, { text: money(total), bold: true }]);
  rows.push([{ text: `合计金额（大写）：人民币${rmbUppercase(total)}`, span: 8, bold: true }]);
  doc.table(columns, rows, { size: 8.5 });
  doc.paragraph('金额按订单单价（含税）计，运费不计入验收金额。', { size: 8.5, color: GRAY, leading: 16 });

  // ---- who bought, approved and received
  heading(doc, '二、采购、审批与收货');
  const approval = order.approval;
  const approved = approval?.status === 'approved' && approval.decidedByName;
  const people: Cell[][] = [
    ['采购人', input.buyerName, chineseDate(order.createdAt), '下单'],
    approved
      ? ['审批人', approval.decidedByName ?? '', approval.decidedAt ? chineseDate(approval.decidedAt) : '', '审批通过']
      : ['审批人', { text: '无需审批', span: 3 }],
    ...deliveries.flatMap((d): Cell[][] => {
      const receipt = d.receipt;
      if (!receipt) return [];
      const remark = receipt.remark.trim() ? `；收货备注：${receipt.remark.trim()}` : '';
      return [
        ['收货人', receipt.receiverName, chineseDate(receipt.receivedAt), `发货单 ${d.stockOutNo}${remark}`],
        // who pressed 确认收货 in the mall, and when: the receiver may be someone else
        ['确认人', receipt.confirmedBy, chinaDateTime(receipt.confirmedAt), `在线确认收货（发货单 ${d.stockOutNo}）`],
      ];
    }),
  ];
  doc.table(
    [
      { title: '角色', width: 70, align: 'center' },
      { title: '姓名', width: 130 },
      { title: '日期', width: 120 },
      { title: '说明', width: 179.28 },
    ],
    people,
    { size: 9 },
  );

  // ---- COA of each lot
  heading(doc, '三、批号与质检报告（COA）');
  const qrSize = 64;
  for (const lot of lots) {
    const url = input.coaLink(lot.matlId, lot.lot);
    const blockHeight = url ? qrSize + 12 : 34;
    doc.ensure(blockHeight);
    const top = doc.y;
    // the text keeps clear of the QR code at the right
    const textRoom = doc.contentWidth - qrSize - 12;
    doc.text(doc.left, top - 12, oneLine(`${lot.catalogNo}  ${lot.name}`, 9.5, textRoom), { size: 9.5, bold: true });
    doc.text(doc.left, top - 26, `批号：${lot.lot}`, { size: 9 });
    if (url) {
      doc.text(doc.left, top - 40, 'COA 报告（点击或扫码查看）：', { size: 8.5, color: GRAY });
      const size = 7.5;
      doc.text(doc.left, top - 53, url, { size, color: LINK_BLUE });
      doc.line(doc.left, top - 54.5, doc.left + textWidth(url, size), top - 54.5, { width: 0.4, color: LINK_BLUE });
      doc.link(doc.left, top - 56, textWidth(url, size), size + 4, url);
      drawQrCode(doc, doc.right - qrSize, top - 4, qrSize, url);
      doc.link(doc.right - qrSize, top - 4 - qrSize, qrSize, qrSize, url);
    } else {
      doc.text(doc.right, top - 26, 'COA 暂未收录', { size: 9, color: GRAY, align: 'right' });
    }
    doc.y = top - blockHeight;
    doc.line(doc.left, doc.y + 3, doc.right, doc.y + 3, { width: 0.3, color: 0.75 });
  }

  // ---- conclusion and signatures
  heading(doc, '四、验收结论');
  doc.paragraph('经核对，以上货物的货号、品名、规格、批号与数量与订单及发货单相符，包装完好，冷链产品温度正常，验收合格。', { size: 9.5 });
  doc.ensure(110);
  doc.gap(20);
  const thirds = doc.contentWidth / 3;
  const top = doc.y;
  const receivers = [...new Set(deliveries.map((d) => d.receipt?.receiverName ?? ''))].join('、');
  [
    ['采购人（签字）', input.buyerName],
    ['审批人（签字）', approved ? (approval.decidedByName ?? '') : '无需审批'],
    ['收货人（签字）', receivers],
  ].forEach(([caption = '', name = ''], i) => {
    const x = doc.left + i * thirds;
    doc.text(x, top, caption, { size: 9.5 });
    doc.text(x, top - 16, name, { size: 9, color: GRAY });
    doc.line(x, top - 40, x + thirds - 20, top - 40, { width: 0.6 });
    doc.text(x, top - 54, '日期：      年    月    日', { size: 9 });
  });
  doc.y = top - 70;
  doc.paragraph(`单位（盖章）：${company?.name ?? ''}`, { size: 10, leading: 24 });
  doc.gap(6);
  doc.paragraph(`本验收单由${SELLER.site}的模拟环境生成，仅用于演示。`, { size: 8, color: GRAY, align: 'center' });
  return doc.toBytes(`验收单 ${slipNo}`);
}
