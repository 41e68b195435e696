/**
 * The fake mall's documents as Chinese PDF files: the sales contract of an
 * order (销售合同), the VAT invoice (电子发票) and the certificate of analysis
 * of a lot (分析证书 / COA). Pure: the handlers pass the records in.
 * Layout primitives and the font handling live in mocks/pdf.ts.
 */
import { formatFen, toFen } from '../src/shared/lib/money.ts';
import { formatAddress } from '../src/shared/lib/address.ts';
import { stockStatus } from '../src/shared/lib/stock-status.ts';
import { SELLER } from './db/seed/seller.ts';
import type { CoaRecord, CompanyInfo, FundRecord, Manufacturer, Material, MaterialCategory, OrderRecord, InvoiceRecord } from './db/types.ts';
import { PdfDocument, wrapText, type Cell, type Color, type Column } from './pdf.ts';
import { rmbUppercase, round2 } from './rmb.ts';
import { creditDaysOf } from './payment.ts';
import { EXPRESS_CARRIER, transportOf } from './transport.ts';

/** VAT rate of goods (增值税税率), as the seed computes invoices (mocks/db/seed/orders.ts). */
export const VAT_RATE = 0.13;

export const GRAY: Color = 0.4;
/** 12345.6 -> 12,345.60 */
export const money = (n: number): string => formatFen(toFen(n)).replace('¥', '');
/** 2026-11-21T… -> 2026年11月21日 (the stored times are China time) */
export const chineseDate = (isoTime: string): string => {
  const [y = '', m = '', d = ''] = isoTime.slice(0, 10).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};


/** A small "label：value" block in one column; returns the height used. */
function fieldLines(doc: PdfDocument, x: number, top: number, width: number, fields: readonly (readonly [string, string])[], size = 9.5): number {
  const saved = doc.y;
  doc.y = top;
  for (const [label, value] of fields) {
    doc.paragraph(`${label}${label ? '：' : ''}${value || '—'}`, { x, width, size, leading: size * 1.65 });
  }
  const used = top - doc.y;
  doc.y = saved;
  return used;
}

/** Two columns side by side at the cursor, each with a heading; the cursor moves below the taller. */
export function twoColumns(doc: PdfDocument, left: { heading: string; fields: readonly (readonly [string, string])[] }, right: typeof left): void {
  const gap = 18;
  const width = (doc.contentWidth - gap) / 2;
  const heights = [left, right].map((col) => 18 + col.fields.reduce((sum, [label, value]) => sum + wrapText(`${label}：${value}`, 9.5, width).length * 9.5 * 1.65, 0));
  doc.ensure(Math.max(...heights));
  const top = doc.y;
  let bottom = top;
  [left, right].forEach((col, i) => {
    const x = doc.left + i * (width + gap);
    doc.text(x, top - 12, col.heading, { size: 11, bold: true });
    doc.line(x, top - 16, x + width, top - 16, { width: 0.5, color: 0.6 });
    const used = fieldLines(doc, x, top - 18, width, col.fields);
    bottom = Math.min(bottom, top - 18 - used);
  });
  doc.y = bottom;
}

/** Room a section heading needs below it (its own line and about three rows of what follows), in pt. */
export const HEADING_KEEP = 80;

export function heading(doc: PdfDocument, text: string): void {
  // keep a heading with its first rows: a title alone at the bottom of a page moves to the next
  doc.ensure(HEADING_KEEP);
  doc.gap(8);
  doc.paragraph(text, { size: 11, bold: true, leading: 20 });
}

// ---------------------------------------------------------------- 销售合同

export interface ContractParty {
  company: CompanyInfo | undefined;
  contactName: string;
  cellphone: string;
  email?: string;
  /** the fund the order is charged to (order.fundId), named on the contract for 报销 */
  fund?: FundRecord;
}

/** A fund as finance reads it on every paper: 经费名称（项目编号 / 经费卡号：code）. */
export const fundText = (fund: FundRecord): string => `${fund.name}（${fund.codeKind === 'card' ? '经费卡号' : '项目编号'}：${fund.code}）`;

/**
 * The sales contract of an order: 甲方 (the buyer's company) and 乙方 (the
 * mall's operating company, mocks/db/seed/seller.ts), the lines with
 * amounts, the total in figures and 大写, delivery, payment and invoice
 * terms, and the signature blocks.
 */
export function contractPdf(order: OrderRecord, buyer: ContractParty, materialOf: (id: string) => Material | undefined): Uint8Array<ArrayBuffer> {
  const doc = new PdfDocument();
  const contractNo = `HT-${order.orderNo}`;
  const signedOn = chineseDate(order.createdAt);
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `销售合同  ${contractNo}`, { size: 8, color: GRAY });
    d.text(d.right, d.y - 8, `${SELLER.name}`, { size: 8, color: GRAY, align: 'right' });
    d.line(d.left, d.y - 13, d.right, d.y - 13, { width: 0.4, color: 0.6 });
    d.gap(24);
  });

  doc.paragraph('销 售 合 同', { size: 22, bold: true, align: 'center', leading: 32 });
  doc.paragraph('SALES CONTRACT', { size: 9, align: 'center', color: GRAY, leading: 14 });
  doc.gap(10);
  const meta: [string, string][] = [
    ['合同编号', contractNo],
    ['订单编号', order.orderNo],
    ['签订日期', signedOn],
    ['签订地点', '上海市浦东新区'],
  ];
  if (order.poNo) meta.push(['采购单号（PO）', order.poNo]);
  if (buyer.fund) meta.push(['经费', fundText(buyer.fund)]);
  const metaWidth = 230;
  for (const [label, value] of meta) doc.paragraph(`${label}：${value}`, { x: doc.right - metaWidth, width: metaWidth, size: 9.5, leading: 15 });
  doc.gap(6);

  const company = buyer.company;
  twoColumns(
    doc,
    {
      heading: '甲方（买方）',
      fields: [
        ['名称', company?.name ?? ''],
        ['统一社会信用代码', company?.creditCode ?? ''],
        ['地址', company?.address ?? ''],
        ['联系人', buyer.contactName],
        ['电话', buyer.cellphone],
        ...(buyer.email ? [['电子邮箱', buyer.email] as const] : []),
      ],
    },
    {
      heading: '乙方（卖方）',
      fields: [
        ['名称', SELLER.name],
        ['统一社会信用代码', SELLER.creditCode],
        ['地址', SELLER.address],
        ['联系人', SELLER.contactName],
        ['电话', `${SELLER.phone}（客服 ${SELLER.hotline}）`],
        ['电子邮箱', SELLER.contactEmail],
      ],
    },
  );

  doc.gap(8);
  doc.paragraph(
    '甲乙双方根据《中华人民共和国民法典》及有关法律法规，本着平等自愿、诚实信用的原则，经友好协商，就甲方向乙方采购下列产品事宜订立本合同，以资共同遵守。',
    { size: 9.5 },
  );

  heading(doc, '一、产品明细');
  const columns: Column[] = [
    { title: '序号', width: 28, align: 'center' },
    { title: '货号', width: 72 },
    { title: '品名', width: 131 },
    { title: '规格', width: 52 },
    { title: '品牌', width: 58 },
    { title: '数量', width: 34, align: 'right' },
    { title: '单价（元）', width: 58, align: 'right' },
    { title: '金额（元）', width: 66.28, align: 'right' },
  ];
  const rows: Cell[][] = order.items.map((item, i) => [
    String(i + 1),
    item.catalogNo,
    item.name,
    item.spec,
    item.mfrName,
    `${item.quantity}${materialOf(item.matlId)?.unit ?? ''}`,
    money(item.price),
    money(round2(item.price * item.quantity)),
  ]);
  const sumRow = (label: string, value: string, bold = false): Cell[] => [
    { text: label, span: 7, align: 'right', bold },
    { text: value, bold },
  ];
  rows.push(sumRow('货款小计', money(order.goodsAmount)));
  rows.push(sumRow('运费', money(order.freight)));
  // docs/api.md §20: 干冰及保温箱 of an order with a dry-ice line
  if (order.coldChainFee) rows.push(sumRow('干冰及保温箱费', money(order.coldChainFee)));
  rows.push(sumRow('合同总金额', money(order.amount), true));
  rows.push([{ text: `合同总金额（大写）：人民币${rmbUppercase(order.amount)}`, span: 8, bold: true }]);
  doc.table(columns, rows, { size: 8.5 });
  doc.paragraph('以上价格为含税价（含 13% 增值税），币种为人民币。', { size: 8.5, color: GRAY, leading: 16 });

  const materials = order.items.map((item) => materialOf(item.matlId));
  const futures = materials.filter((m): m is Material => Boolean(m && stockStatus(m).kind === 'futures'));
  const coldChain = materials.some((m) => m && m.shipping !== '常温');
  const leadDays = Math.max(0, ...futures.map((m) => m.leadDays));
  // dangerous goods go by a licensed carrier, never by express (the SDS's section 14, mocks/transport.ts)
  const dangerous = materials.filter((m): m is Material => Boolean(m && transportOf(m).kind === 'dangerousGoods'));
  const address = order.address;
  // the account's payment terms (docs/api.md §17): credit terms (账期) ship first, the others pay first
  const creditDays = creditDaysOf(order.memberId);
  const after = creditDays === null ? '乙方收到货款后' : '订单经乙方审核确认后';

  heading(doc, '二、交货');
  const delivery = [
    `1. 交货地点：${formatAddress(address)}；收货人：${address.receiver}，电话：${address.cellphone}。`,
    futures.length > 0
      ? `2. 交货期：现货产品于${after} 1–2 个工作日内发货；期货产品（${futures.map((m) => m.catalogNo).join('、')}）于${after}约 ${leadDays} 个工作日内发货，以乙方确认的货期为准。`
      : `2. 交货期：现货产品于${after} 1–2 个工作日内发货。`,
    `3. 运输方式：乙方委托${EXPRESS_CARRIER}配送，运费已计入合同总金额${coldChain ? '；需冷藏或冷冻的产品以冰袋或干冰全程冷链运输' : ''}` +
      (dangerous.length > 0
        ? `；危险货物（${dangerous.map((m) => m.catalogNo).join('、')}）不经普通快递，由具有道路危险货物运输资质的承运人按《危险货物道路运输规则》（JT/T 617）承运。`
        : '。'),
    '4. 甲方应于收货时核对产品的货号、批号、数量与包装，如有破损、短缺或温度异常，应当场拒收并于 24 小时内通知乙方。',
  ];
  for (const line of delivery) doc.paragraph(line, { size: 9.5 });

  heading(doc, '三、付款方式');
  for (const line of [
    creditDays === null
      ? '1. 先款后货：甲方于本合同签订后以银行转账（对公账户）方式一次性支付合同总金额，乙方收到货款后按第二条安排发货；汇款时请在附言中注明订单编号。'
      : `1. 账期 ${creditDays} 天：乙方按第二条先行发货，甲方于货物送达之日起 ${creditDays} 天内以银行转账（对公账户）方式支付合同总金额，按月与乙方对账；汇款时请在附言中注明订单编号。`,
    `2. 乙方收款账户：户名 ${SELLER.name}；开户银行 ${SELLER.bankName}；账号 ${SELLER.bankAccount}。`,
  ]) {
    doc.paragraph(line, { size: 9.5 });
  }

  heading(doc, '四、发票');
  const profile = order.invoiceProfile;
  doc.paragraph(
    profile
      ? `乙方向甲方开具${profile.type === 'special' ? '增值税专用发票' : '增值税普通发票'}（电子发票），发票抬头：${profile.title}${profile.taxNo ? `，纳税人识别号：${profile.taxNo}` : ''}。`
      : '本订单下单时未申请发票；甲方可在订单完成后于商城“发票管理”中申请开具。',
    { size: 9.5 },
  );

  heading(doc, '五、质量与验收');
  for (const line of [
    '1. 乙方保证所供产品为原厂正品，与约定的货号、规格一致，并可按批号提供分析证书（COA）。',
    '2. 甲方应于收货后 7 日内完成验收；对质量有异议的，应在该期限内书面提出，逾期视为验收合格。',
    '3. 本合同产品仅供科研使用，不得用于临床诊断、治疗或其他用途。',
  ]) {
    doc.paragraph(line, { size: 9.5 });
  }

  heading(doc, '六、违约责任与争议解决');
  for (const line of [
    '1. 任何一方违反本合同约定的，应承担相应的违约责任，赔偿因此给对方造成的直接损失。',
    '2. 因本合同引起的争议，双方应友好协商解决；协商不成的，任何一方均可向乙方所在地有管辖权的人民法院提起诉讼。',
  ]) {
    doc.paragraph(line, { size: 9.5 });
  }

  heading(doc, '七、其他');
  for (const line of [
    '1. 本合同自双方签字盖章之日起生效，一式两份，双方各执一份，具有同等法律效力；双方确认的电子版本与纸质版本具有同等效力。',
    `2. 本合同未尽事宜，双方可另行协商并签订补充协议。${order.remark ? `订单备注：${order.remark.replace(/[。.]?$/, '。')}` : ''}`,
  ]) {
    doc.paragraph(line, { size: 9.5 });
  }

  // signature blocks
  doc.ensure(120);
  doc.gap(22);
  const gap = 18;
  const width = (doc.contentWidth - gap) / 2;
  const top = doc.y;
  const blocks: [string, string, string][] = [
    [`甲方（盖章）：${company?.name ?? ''}`, '授权代表（签字）：', '日期：      年    月    日'],
    [`乙方（盖章）：${SELLER.name}`, `授权代表（签字）：${SELLER.representative}`, `日期：${signedOn}`],
  ];
  // a long company name wraps: the footer goes below the lower of the two blocks
  let bottom = top;
  blocks.forEach((lines, i) => {
    const x = doc.left + i * (width + gap);
    doc.y = top;
    lines.forEach((line) => doc.paragraph(line, { x, width, size: 10, leading: 26 }));
    bottom = Math.min(bottom, doc.y);
  });
  doc.y = bottom;
  doc.gap(10);
  doc.paragraph(`本合同由${SELLER.site}的模拟环境生成，仅用于演示。`, { size: 8, color: GRAY, align: 'center' });

  return doc.toBytes(`销售合同 ${contractNo}`);
}

// ---------------------------------------------------------------- 电子发票

/** Short names of the tax classification (税收分类编码简称) by category: the *…* prefix of a line. */
const TAX_CLASS: Record<MaterialCategory, string> = {
  antibody: '生物化学制品',
  elisa: '生物化学制品',
  cytokine: '生物化学制品',
  reagent: '化学试剂助剂',
  consumable: '塑料制品',
};

/** The brownish red of the printed frame of a Chinese invoice. */
const INVOICE_RED: Color = [0.62, 0.25, 0.16];

export interface InvoiceLine {
  name: string;
  spec: string;
  unit: string;
  quantity: number | '';
  unitPrice: string;
  amount: number;
  tax: number;
}

/**
 * The invoice lines: each order line priced without VAT, the freight as a
 * line of its own; the last line takes the rounding difference so that the
 * lines add up to the invoice's amounts exactly (尾差).
 */
export function invoiceLines(invoice: InvoiceRecord, orders: readonly OrderRecord[], materialOf: (id: string) => Material | undefined): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  // every order's goods, then one freight line for the freight of all of them (a consolidated invoice, docs/api.md §19)
  for (const item of orders.flatMap((o) => o.items)) {
    const gross = round2(item.price * item.quantity);
    const material = materialOf(item.matlId);
    const amount = round2(gross / (1 + VAT_RATE));
    lines.push({
      name: `*${TAX_CLASS[material?.category ?? 'reagent']}*${item.name}`,
      spec: `${item.catalogNo} ${item.spec}`,
      unit: material?.unit ?? '',
      quantity: item.quantity,
      unitPrice: String(Number((item.price / (1 + VAT_RATE)).toFixed(6))),
      amount,
      tax: round2(gross - amount),
    });
  }
  const freight = round2(orders.reduce((sum, o) => sum + o.freight, 0));
  if (freight > 0) {
    const times = orders.filter((o) => o.freight > 0).length;
    const amount = round2(freight / (1 + VAT_RATE));
    lines.push({ name: '*物流辅助服务*运费', spec: '', unit: '次', quantity: times, unitPrice: money(round2(amount / times)).replace(/,/g, ''), amount, tax: round2(freight - amount) });
  }
  // docs/api.md §20: the dry-ice fee of the orders that had one
  const coldChain = round2(orders.reduce((sum, o) => sum + (o.coldChainFee ?? 0), 0));
  if (coldChain > 0) {
    const times = orders.filter((o) => (o.coldChainFee ?? 0) > 0).length;
    const amount = round2(coldChain / (1 + VAT_RATE));
    lines.push({ name: '*物流辅助服务*冷链运输费', spec: '干冰及保温箱', unit: '次', quantity: times, unitPrice: money(round2(amount / times)).replace(/,/g, ''), amount, tax: round2(coldChain - amount) });
  }
  const net = round2(invoice.amount - invoice.taxAmount);
  const last = lines.at(-1);
  if (!last) return [{ name: '*生物化学制品*实验材料', spec: '', unit: '批', quantity: 1, unitPrice: String(net), amount: net, tax: invoice.taxAmount }];
  const sumAmount = round2(lines.reduce((s, l) => s + l.amount, 0));
  const sumTax = round2(lines.reduce((s, l) => s + l.tax, 0));
  last.amount = round2(last.amount + net - sumAmount);
  last.tax = round2(last.tax + invoice.taxAmount - sumTax);
  return lines;
}

/**
 * The invoice's 备注 as the PDF and the XML carry it: every order by number (one, or all of a 合并开票 invoice), their
 * 采购单号 and funds (what a finance office matches the invoice with, docs/api.md §14), and the member's remark.
 */
export function invoiceRemarks(invoice: InvoiceRecord, orders: readonly OrderRecord[], fundOf: (id: string) => FundRecord | undefined): string[] {
  const orderNos = orders.length ? orders.map((o) => o.orderNo) : [invoice.orderNo];
  const remarks = [`订单号：${orderNos.join('、')}`];
  const poNos = [...new Set(orders.map((o) => o.poNo).filter((no): no is string => Boolean(no)))];
  if (poNos.length) remarks.push(`采购单号：${poNos.join('、')}`);
  const funds = [...new Set(orders.map((o) => o.fundId).filter((id): id is string => Boolean(id)))]
    .map(fundOf)
    .filter((f): f is FundRecord => f !== undefined);
  if (funds.length) remarks.push(`经费：${funds.map(fundText).join('、')}`);
  if (invoice.remark) remarks.push(invoice.remark);
  return remarks;
}

/**
 * A 数电票 (fully digital VAT invoice) laid out like the tax bureau's PDF:
 * title by type, number and date, buyer and seller, the lines with tax,
 * 合计, 价税合计 in 大写 and 小写, 备注 and 开票人.
 */
export function invoicePdf(
  invoice: InvoiceRecord,
  orders: readonly OrderRecord[],
  materialOf: (id: string) => Material | undefined,
  fundOf: (id: string) => FundRecord | undefined = () => undefined,
): Uint8Array<ArrayBuffer> {
  const doc = new PdfDocument();
  const special = invoice.type === 'special';
  const title = special ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
  const issuedOn = chineseDate(invoice.issuedAt ?? invoice.appliedAt);
  const profile = invoice.profile;
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `${title}  发票号码：${invoice.invoiceNo}（续）`, { size: 8, color: GRAY });
    d.gap(18);
  });

  // title with the double rule under it, number and date at the right
  doc.paragraph(title, { size: 18, bold: true, align: 'center', color: INVOICE_RED, leading: 28 });
  const titleWidth = 290;
  const mid = doc.left + doc.contentWidth / 2;
  doc.line(mid - titleWidth / 2, doc.y - 1, mid + titleWidth / 2, doc.y - 1, { color: INVOICE_RED, width: 0.8 });
  doc.line(mid - titleWidth / 2, doc.y - 4, mid + titleWidth / 2, doc.y - 4, { color: INVOICE_RED, width: 0.8 });
  doc.gap(10);
  const metaX = doc.right - 170;
  for (const [label, value] of [
    ['发票号码', invoice.invoiceNo],
    ['开票日期', issuedOn],
  ] as const) {
    doc.paragraph(`${label}：${value}`, { x: metaX, width: 170, size: 9.5, leading: 15 });
  }
  doc.gap(6);

  // buyer | seller box
  const vertical = (text: string): string => Array.from(text).join('\n');
  const partyColumns: Column[] = [
    { title: '', width: 22, align: 'center' },
    { title: '', width: 227.64 },
    { title: '', width: 22, align: 'center' },
    { title: '', width: 227.64 },
  ];
  doc.table(
    partyColumns,
    [
      [
        { text: vertical('购买方信息'), color: INVOICE_RED },
        `名称：${profile.title}\n统一社会信用代码/纳税人识别号：${profile.taxNo || ''}`,
        { text: vertical('销售方信息'), color: INVOICE_RED },
        `名称：${SELLER.name}\n统一社会信用代码/纳税人识别号：${SELLER.creditCode}`,
      ],
    ],
    { size: 9, header: false, rule: INVOICE_RED },
  );

  // lines
  const columns: Column[] = [
    { title: '项目名称', width: 140 },
    { title: '规格型号', width: 64 },
    { title: '单位', width: 26, align: 'center' },
    { title: '数量', width: 30, align: 'right' },
    { title: '单价', width: 66, align: 'right' },
    { title: '金额', width: 60, align: 'right' },
    { title: '税率/征收率', width: 58, align: 'center' },
    { title: '税额', width: 55.28, align: 'right' },
  ];
  const lines = invoiceLines(invoice, orders, materialOf);
  const rate = `${Math.round(VAT_RATE * 100)}%`;
  const rows: Cell[][] = lines.map((l) => [l.name, l.spec, l.unit, String(l.quantity), l.unitPrice, money(l.amount), rate, money(l.tax)]);
  const net = round2(invoice.amount - invoice.taxAmount);
  rows.push([{ text: '合    计', span: 5, align: 'center', bold: true }, `¥${money(net)}`, '', `¥${money(invoice.taxAmount)}`]);
  rows.push([
    { text: '价税合计（大写）', span: 2, align: 'center', color: INVOICE_RED },
    { text: rmbUppercase(invoice.amount), span: 3, bold: true },
    { text: `（小写）¥${money(invoice.amount)}`, span: 3, bold: true },
  ]);
  const remarks = invoiceRemarks(invoice, orders, fundOf);
  // a 专票 carries the buyer's registered address, phone and bank; a 普票 what the profile has
  const pair = (a: string, av: string, b: string, bv: string): string =>
    [av || special ? `${a}：${av || '—'}` : '', bv || special ? `${b}：${bv || '—'}` : ''].filter(Boolean).join('；');
  const buyerAddress = pair('购买方地址', profile.regAddress, '电话', profile.regPhone);
  const buyerBank = pair('购方开户银行', profile.bankName, '银行账号', profile.bankAccount);
  if (buyerAddress) remarks.push(buyerAddress);
  if (buyerBank) remarks.push(buyerBank);
  remarks.push(`销售方地址：${SELLER.address}；电话：${SELLER.phone}`, `销方开户银行：${SELLER.bankName}；银行账号：${SELLER.bankAccount}`);
  rows.push([{ text: '备    注', color: INVOICE_RED, align: 'center' }, { text: remarks.join('\n'), span: 7 }]);
  doc.table(columns, rows, { size: 8.5, rule: INVOICE_RED, headerFill: 1, headerColor: INVOICE_RED });

  doc.gap(10);
  doc.paragraph(`开票人：${SELLER.invoiceIssuer}`, { size: 10, leading: 18 });
  doc.gap(10);
  doc.paragraph('本发票由模拟商城生成，仅用于演示，不是真实发票，不能用于报销或抵扣。', { size: 8, color: GRAY, align: 'center' });
  return doc.toBytes(`${title} ${invoice.invoiceNo}`);
}

// ---------------------------------------------------------------- COA

/**
 * The certificate of analysis of one lot: product, 货号, 批号, brand, dates
 * and storage, the test items with standard and result, the conclusion and
 * the QA signature lines. Titles are bilingual, like the brands' own COAs.
 */
export function coaPdf(coa: CoaRecord, material: Material | undefined, brand: Manufacturer | undefined): Uint8Array<ArrayBuffer> {
  const doc = new PdfDocument();
  const brandName = brand ? `${brand.nameEn}${brand.name && brand.name !== brand.nameEn ? `（${brand.name}）` : ''}` : coa.mfrName;
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `分析证书 Certificate of Analysis  ${coa.sn}`, { size: 8, color: GRAY });
    d.gap(18);
  });

  doc.text(doc.left, doc.y - 14, brand?.nameEn ?? coa.mfrName, { size: 16, bold: true, color: [0.13, 0.26, 0.6] });
  doc.text(doc.right, doc.y - 12, `证书编号 No.：${coa.sn}`, { size: 9, align: 'right' });
  doc.gap(24);
  doc.line(doc.left, doc.y, doc.right, doc.y, { width: 1.2, color: [0.13, 0.26, 0.6] });
  doc.gap(10);
  doc.paragraph('分 析 证 书', { size: 20, bold: true, align: 'center', leading: 30 });
  doc.paragraph('Certificate of Analysis', { size: 11, align: 'center', color: GRAY, leading: 16 });
  doc.gap(12);

  const label = (text: string): Cell => ({ text, fill: 0.94, bold: true });
  const info: Cell[][] = [
    [label('产品名称 Product'), { text: coa.materialName, span: 3 }],
    ...(material?.nameEn ? [[label('英文名称 Name'), { text: material.nameEn, span: 3 }]] : []),
    [label('货号 Cat. No.'), coa.catalogNo, label('规格 Size'), material?.spec ?? ''],
    [label('批号 Lot No.'), { text: coa.lot, bold: true }, label('品牌 Brand'), brandName],
    [label('生产日期 Mfg. Date'), coa.manufacturedAt.slice(0, 10), label('有效期至 Exp. Date'), coa.expiresAt.slice(0, 10)],
    [label('储存条件 Storage'), material?.storage ?? '', label('运输条件 Shipping'), material?.shipping ?? ''],
  ];
  doc.table(
    [
      { title: '', width: 100 },
      { title: '', width: 149.64 },
      { title: '', width: 100 },
      { title: '', width: 149.64 },
    ],
    info,
    { size: 9, header: false },
  );

  heading(doc, '检测结果 Test Results');
  doc.table(
    [
      { title: '序号 No.', width: 46, align: 'center' },
      { title: '检测项目 Test', width: 130 },
      { title: '标准 Specification', width: 190 },
      { title: '结果 Result', width: 133.28 },
    ],
    coa.items.map((item, i) => [String(i + 1), item.name, item.standard, item.result]),
    { size: 9 },
  );

  doc.gap(10);
  doc.paragraph(`结论 Conclusion：该批产品经检验，各项指标均符合质量标准，判定为${coa.conclusion}。`, { size: 10, bold: true, leading: 18 });
  doc.paragraph(`The lot meets all specifications above: ${coa.conclusion === '合格' ? 'PASS' : coa.conclusion}.`, { size: 9, color: GRAY, leading: 15 });

  // QA signature lines
  doc.ensure(90);
  doc.gap(30);
  const approvedOn = coa.manufacturedAt.slice(0, 10);
  const thirds = doc.contentWidth / 3;
  const top = doc.y;
  [
    ['检验员 Tested by', ''],
    ['质量保证 QA Approved by', ''],
    ['日期 Date', approvedOn],
  ].forEach(([caption = '', value = ''], i) => {
    const x = doc.left + i * thirds;
    doc.text(x, top, caption, { size: 9 });
    doc.line(x, top - 24, x + thirds - 20, top - 24, { width: 0.6 });
    if (value) doc.text(x + 2, top - 20, value, { size: 10 });
  });
  doc.y = top - 40;
  doc.gap(10);
  for (const note of [
    '本证书仅对所列批号的产品有效。This certificate applies to the lot stated above only.',
    '仅供科研使用，不用于临床诊断。For research use only. Not for use in diagnostic procedures.',
    '本证书由模拟商城生成，仅用于演示。',
  ]) {
    doc.paragraph(note, { size: 8, color: GRAY, leading: 13 });
  }
  return doc.toBytes(`COA ${coa.catalogNo} ${coa.lot}`);
}
