/**
 * The 报销材料包 builder (src/features/reimbursement/model/build-pack.ts) against the fake mall: the files each order
 * has under names finance can sort, the cover sheet (drawn by the mall) listing them and what is missing, a failing
 * file said in Chinese and listed as missing while the rest is packed, and 取消 stopping every call.
 */
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { OrderRecord } from '../../../mocks/db/types.ts';
import { addFault, clearFaults } from '../../../mocks/faults.ts';
import { VALID_INVOICE, invoicesOfOrder } from '../../../mocks/invoice-rules.ts';
import { coaFor } from '../../../mocks/receipts.ts';
import { advanceRedLetter } from '../../../mocks/red-letter.ts';
import { readPdf } from '../../mocks/pdf-reader.ts';
import { signInAs } from '../../utils/render';
import { buildPack, COVER_NAME, coverOrder, monthPack, orderPack, selectionPack, type PackProgress } from '@/features/reimbursement';

const owner = DEMO.owner._id;
const stockOutsOf = (o: OrderRecord) => db.state.stockOuts.filter((s) => s.orderId === o._id);
const validInvoices = (o: OrderRecord) => invoicesOfOrder(db.state, o._id).filter((i) => VALID_INVOICE.includes(i.status));
const ownOrders = () => db.state.orders.filter((o) => o.memberId === owner && !o.placedBy);
/** A shipped order with a fund, a 采购单号 and a valid invoice, its deliveries received here: every kind of file. */
function fullOrder(): OrderRecord {
  const order = ownOrders().find((o) => o.fundId && o.poNo && stockOutsOf(o).length > 0 && validInvoices(o).length > 0)!;
  for (const stockOut of stockOutsOf(order)) {
    stockOut.receipt ??= {
      receiverId: DEMO.sub._id,
      receiverName: '陈晨',
      receivedAt: stockOut.shippedAt.slice(0, 10),
      confirmedBy: '王敏',
      confirmedAt: stockOut.shippedAt,
      lines: stockOut.items.map((i) => ({ matlId: i.matlId, catalogNo: i.catalogNo, name: i.name, quantity: i.quantity, lot: i.lot })),
      remark: '',
    };
  }
  return order;
}
/** An order whose invoice is still 开票中. */
const applyingOrder = () => ownOrders().find((o) => invoicesOfOrder(db.state, o._id).some((i) => i.status === 'applying'))!;

async function unpack(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const text = (name: string) => readPdf(files[name]!).text.replace(/\s+/g, '');
  return { names: Object.keys(files), text, files: (name: string) => files[name]! };
}

beforeEach(() => {
  db.reset();
  signInAs(owner);
});
afterEach(() => clearFaults());

describe('buildPack', () => {
  it('packs every file of an order under sortable names, and the cover sheet lists them', async () => {
    const order = fullOrder();
    const progress: PackProgress[] = [];
    const result = await buildPack(orderPack(order), { signal: new AbortController().signal, onProgress: (p) => progress.push({ ...p }) });
    expect(result.fileName).toBe(`报销材料_${order.orderNo}.zip`);
    const { names, text, files } = await unpack(result.zip);
    const no = order.orderNo;
    expect(names[0]).toBe(COVER_NAME);
    for (const invoice of validInvoices(order)) {
      for (const format of invoice.formats) expect(names).toContain(`${no}_发票_${invoice.invoiceNo}.${format}`);
      expect(text(`${no}_发票_${invoice.invoiceNo}.pdf`)).toContain(invoice.invoiceNo);
    }
    expect(names).toContain(`${no}_验收单.pdf`);
    expect(text(`${no}_合同.pdf`)).toContain(`HT-${no}`);
    const lots = stockOutsOf(order).flatMap((s) => s.items);
    for (const lot of lots) {
      const name = `${no}_COA_${lot.catalogNo}_${lot.lot}.pdf`;
      if (coaFor(lot.matlId, lot.lot)) expect(text(name)).toContain(lot.lot);
      else expect(names).not.toContain(name);
    }
    const cover = text(COVER_NAME);
    const fund = db.state.funds.find((f) => f._id === order.fundId)!;
    for (const fact of ['报销附件清单', no, fund.name, fund.code, order.poNo!]) expect(cover).toContain(fact.replace(/\s+/g, ''));
    for (const name of names.filter((n) => n !== COVER_NAME)) expect(cover).toContain(name);
    // a lot the mall has no COA for is missing, not a failure
    for (const lot of lots.filter((l) => !coaFor(l.matlId, l.lot))) expect(cover).toContain(`缺少：${no}_COA_${lot.catalogNo}_${lot.lot}.pdf商城暂未收录该批号的COA`);
    // every order paper names the fund and the 采购单号, and carries the amounts the screens show
    const facts = [fund.name, fund.code, order.poNo!].map((f) => f.replace(/\s+/g, ''));
    for (const paper of [`${no}_合同.pdf`, `${no}_验收单.pdf`]) for (const fact of facts) expect(text(paper), paper).toContain(fact);
    const yuan = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text(`${no}_合同.pdf`)).toContain(yuan(order.amount));
    for (const invoice of validInvoices(order)) {
      const pdf = text(`${no}_发票_${invoice.invoiceNo}.pdf`);
      for (const fact of [...facts, yuan(invoice.amount)]) expect(pdf).toContain(fact);
      for (const format of ['xml', 'ofd'] as const) {
        const raw = new TextDecoder().decode(files(`${no}_发票_${invoice.invoiceNo}.${format}`)).replace(/\s+/g, '');
        for (const fact of facts) expect(raw, format).toContain(fact);
      }
    }
    expect(progress.some((p) => p.current.includes('验收单'))).toBe(true);
    expect(progress.at(-1)?.current).toBe('正在打包');
  });

  it('lists an invoice still 开票中 as missing, with its reason, for a selection and a month', async () => {
    const applying = applyingOrder();
    const full = fullOrder();
    const selection = selectionPack([full, applying]);
    expect(selection.zipName).toBe(`报销材料_${full.orderNo}等2单`);
    const { text } = await unpack((await buildPack(selection, { signal: new AbortController().signal })).zip);
    expect(text(COVER_NAME)).toContain('缺少：发票');
    expect(text(COVER_NAME)).toContain('发票开票中，开具后请重新生成材料包');
    expect(monthPack('2026-10', [full, full]).orders).toHaveLength(1);
    expect(monthPack('2026-10', [full]).zipName).toBe('报销材料_2026-10');
  });

  it('packs a 红冲中 invoice (still valid) and lists an 已红冲 one as missing, with its reason', async () => {
    // two of the owner's orders with an issued invoice: one 红冲中, one 已红冲 (the fake mall's steps)
    const [lettering, lettered] = ownOrders().filter((o) => invoicesOfOrder(db.state, o._id).some((i) => i.status === 'issued'));
    const issuedOf = (o: OrderRecord) => invoicesOfOrder(db.state, o._id).find((i) => i.status === 'issued')!;
    let n = 0;
    const numbers = () => `2631200000000${String(9000000 + n++)}`;
    advanceRedLetter(issuedOf(lettering!), '2026-11-20T08:00:00.000Z', '销售退回，全额红冲', numbers);
    const voidedInvoice = issuedOf(lettered!);
    advanceRedLetter(voidedInvoice, '2026-11-20T08:00:00.000Z', '销售退回，全额红冲', numbers);
    advanceRedLetter(voidedInvoice, '2026-11-21T08:00:00.000Z', '', numbers);
    const notices: string[] = [];
    const { names, text } = await unpack((await buildPack(selectionPack([lettering!, lettered!]), { signal: new AbortController().signal, onNotice: (line) => notices.push(line) })).zip);
    const live = invoicesOfOrder(db.state, lettering!._id).find((i) => i.status === 'redLettering')!;
    expect(names).toContain(`${lettering!.orderNo}_发票_${live.invoiceNo}.pdf`);
    // packed, but said: finance should not take an invoice being reversed
    expect(notices).toEqual([`${lettering!.orderNo} 发票 ${live.invoiceNo}（红冲中）：红字发票开具后本发票作废，请勿用于报销，待重新开具后再报销`]);
    expect(text(COVER_NAME)).toContain(`发票${live.invoiceNo}（红冲中）红字发票开具后本发票作废`);
    const voided = invoicesOfOrder(db.state, lettered!._id).find((i) => i.status === 'redLettered')!;
    expect(names).not.toContain(`${lettered!.orderNo}_发票_${voided.invoiceNo}.pdf`);
    expect(text(COVER_NAME)).toContain(`缺少：发票${voided.invoiceNo}`);
    expect(text(COVER_NAME)).toContain('发票已红冲（作废），不能用于报销，请重新申请开票');
  });

  it('a 红冲中 invoice is said, not counted as missing: the pack of its order counts what it counted before', async () => {
    const order = ownOrders().find((o) => invoicesOfOrder(db.state, o._id).some((i) => i.status === 'issued'))!;
    const countOf = async () => (await buildPack(orderPack(order), { signal: new AbortController().signal })).missingCount;
    const before = await countOf();
    const invoice = invoicesOfOrder(db.state, order._id).find((i) => i.status === 'issued')!;
    advanceRedLetter(invoice, '2026-11-20T08:00:00.000Z', '销售退回，全额红冲', () => '26312000000009999999');
    expect(await countOf()).toBe(before);
  });

  it('the cover names every file: past the call’s limit of an order, the rest by their count', () => {
    const files = Array.from({ length: 1005 }, (_, i) => `SO1_COA_${String(i).padStart(4, '0')}.pdf`);
    const cover = coverOrder({ orderId: 'o1', files, missing: [] });
    expect(cover.files).toHaveLength(1000);
    expect(cover.files.at(-1)).toBe('……另有 6 个文件，见材料包');
    expect(cover.files[998]).toBe('SO1_COA_0998.pdf');
    expect(coverOrder({ orderId: 'o1', files: files.slice(0, 1000), missing: [] }).files).toEqual(files.slice(0, 1000));
  });

  it('packs an approver\'s order with its invoices: the pack of an order it decided, not a 404 per invoice', async () => {
    const liu = db.state.subMembers.find((s) => s.account === 'shengke-cell01')!.subMbrId;
    const order = fullOrder();
    // 刘洋 decided this order of 陈晨's (the mall opens it to him, docs/api.md §13)
    order.placedBy = DEMO.sub._id;
    order.approval = { status: 'approved', reasons: ['子账号订单金额超过 ¥5,000.00'], decidedBy: liu, decidedByName: '刘洋', adjusted: [] };
    signInAs(liu);
    const failures: string[] = [];
    const { names } = await unpack((await buildPack(orderPack(order), { signal: new AbortController().signal, onFailure: (line) => failures.push(line) })).zip);
    expect(failures).toEqual([]);
    for (const invoice of validInvoices(order)) expect(names).toContain(`${order.orderNo}_发票_${invoice.invoiceNo}.pdf`);
  });

  it('refuses more orders than the cover takes before any call, and shortens a long scope', async () => {
    const orders = Array.from({ length: 201 }, (_, i) => ({ _id: `o${i}`, orderNo: `SO${i}` }));
    let calls = 0;
    await expect(buildPack(selectionPack(orders), { signal: new AbortController().signal, onProgress: () => (calls += 1) })).rejects.toThrow(
      '一次最多打包 200 个订单（当前 201 个），请按经费筛选或分批选择订单',
    );
    expect(calls).toBe(0);
    const order = fullOrder();
    const failures: string[] = [];
    const long = monthPack('2026-10', [order], '国家自然科学基金面上项目'.repeat(6));
    const { names } = await unpack((await buildPack(long, { signal: new AbortController().signal, onFailure: (line) => failures.push(line) })).zip);
    expect(failures).toEqual([]);
    expect(names[0]).toBe(COVER_NAME);
  });

  it('says a failing file in Chinese, lists it as missing on the cover, and still packs the rest', async () => {
    const order = fullOrder();
    addFault({ match: `/orders/${order._id}/contract`, delayMs: 0, status: 503, times: -1 });
    const failures: string[] = [];
    const result = await buildPack(orderPack(order), { signal: new AbortController().signal, onFailure: (line) => failures.push(line) });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(new RegExp(`^${order.orderNo} 销售合同 下载失败：`));
    const { names, text } = await unpack(result.zip);
    expect(names).not.toContain(`${order.orderNo}_合同.pdf`);
    expect(names).toContain(`${order.orderNo}_验收单.pdf`);
    expect(text(COVER_NAME)).toContain(`缺少：${order.orderNo}_合同.pdf`);
    expect(text(COVER_NAME)).toContain('下载失败');
  });

  it('取消 aborts the calls under way and saves nothing', async () => {
    const order = fullOrder();
    // the contract hangs until aborted: only the cancel can end this run (else the test times out)
    addFault({ match: '/contract', delayMs: 600_000, status: 0, times: -1 });
    const abort = new AbortController();
    let reached = () => {};
    const atContract = new Promise<void>((resolve) => (reached = resolve));
    const failures: string[] = [];
    const run = buildPack(orderPack(order), {
      signal: abort.signal,
      onProgress: (p) => p.current.includes('销售合同') && reached(),
      onFailure: (line) => failures.push(line),
    });
    await atContract;
    abort.abort();
    await expect(run).rejects.toThrow();
    expect(failures).toEqual([]);
  });
});
