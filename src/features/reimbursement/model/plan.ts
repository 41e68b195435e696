import type { OrderDetail } from '@/entities/order';
import { canDownloadContract } from '@/entities/order';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';
import { packFiles, type InvoiceFormat, type PackInvoice } from '../api/requests';

/** One file of the pack: its name in the ZIP, what the dialog calls it while fetching, and how to fetch it. */
export interface PackJob {
  orderId: string;
  orderNo: string;
  name: string;
  label: string;
  fetch: (signal: AbortSignal) => Promise<Blob>;
  /** Whether a refusal with this code means "the mall has none" (a missing item, not a failure) */
  absentCode?: number;
  absentReason?: string;
}

export interface MissingItem {
  name: string;
  reason: string;
}

/** 10404 未找到该批号的 COA 报告 (docs/api.md §5): the mall has no COA for the lot. */
const COA_ABSENT = MALL_CODE.coaNotFound;
const FORMAT_LABEL: Record<InvoiceFormat, string> = { pdf: 'PDF', ofd: 'OFD', xml: 'XML' };

/** A name safe in a ZIP on every system: no path separators or characters Windows refuses. */
export const safeName = (name: string): string => name.replace(/[\\/:*?"<>|\s]+/g, '_');

/** Valid invoices a finance office should not take yet: they are being reversed or replaced (docs/api.md §7). */
const PASSING: Partial<Record<PackInvoice['status'], string>> = {
  redLettering: '红字发票开具后本发票作废，请勿用于报销，待重新开具后再报销',
  reissuing: '新发票开具后本发票作废，请待新发票开具后重新生成材料包',
};

/**
 * What the pack holds for one order and what it lacks (docs/api.md §14 报销材料包): every valid invoice in each of
 * its formats, the 验收单 once a receipt is confirmed, the 销售合同, the 报价单 of a quote's order, the COA of each
 * shipped lot and the SDS of each line with one. `invoices` are the order's invoices as §7 answers them (`canDownload`):
 * a 红冲中 or 重开中 one is packed and said (`notices`), as finance should not take it yet.
 */
export function planOrder(order: OrderDetail, invoices: readonly PackInvoice[]): { jobs: PackJob[]; missing: MissingItem[]; notices: MissingItem[] } {
  const no = order.orderNo;
  const jobs: PackJob[] = [];
  const missing: MissingItem[] = [];
  // packed, but not to be claimed yet: said in the dialog and listed on the cover with the missing
  const notices: MissingItem[] = [];
  const job = (name: string, label: string, fetch: PackJob['fetch'], extra: Partial<PackJob> = {}) =>
    jobs.push({ orderId: order._id, orderNo: no, name: safeName(name), label: `${no} ${label}`, fetch, ...extra });

  // what the mall says may be downloaded (canDownload), in each format it offers
  for (const invoice of invoices.filter((i) => i.canDownload)) {
    for (const format of invoice.formats) {
      job(`${no}_发票_${invoice.invoiceNo}.${format}`, `发票 ${invoice.invoiceNo}（${FORMAT_LABEL[format]}）`, (s) => packFiles.invoice(invoice._id, format, s));
    }
    const passing = PASSING[invoice.status];
    if (passing) notices.push({ name: `发票 ${invoice.invoiceNo}（${invoice.status === 'reissuing' ? '重开中' : '红冲中'}）`, reason: passing });
  }
  const applying = order.invoices.filter((i) => i.status === 'applying');
  for (const invoice of applying) missing.push({ name: `发票 ${invoice.invoiceNo || ''}`.trim(), reason: '发票开票中，开具后请重新生成材料包' });
  // a red-lettered invoice is missing only until the order has another one (it may be invoiced again, §7)
  const replaced = applying.length > 0 || invoices.some((i) => i.canDownload);
  for (const invoice of replaced ? [] : order.invoices.filter((i) => i.status === 'redLettered'))
    missing.push({ name: `发票 ${invoice.invoiceNo}`, reason: '发票已红冲（作废），不能用于报销，请重新申请开票' });
  if (order.invoices.length === 0) {
    missing.push({ name: '发票', reason: order.invoiceProfile ? '已申请开票，商城尚未开具' : '下单时未申请开票' });
  }
  missing.push(...notices);

  if (order.stockOuts.some((s) => s.receipt)) job(`${no}_验收单.pdf`, '验收单', (s) => packFiles.acceptanceSlip(order._id, s));
  else missing.push({ name: '验收单', reason: order.stockOuts.length === 0 ? '尚未发货，收货确认后才有验收单' : '尚未确认收货，收货确认后才有验收单' });

  if (canDownloadContract(order)) job(`${no}_合同.pdf`, '销售合同', (s) => packFiles.contract(order._id, s));
  else missing.push({ name: '销售合同', reason: '订单已取消，无法下载合同' });

  if (order.quote) {
    const quote = order.quote;
    job(`${no}_报价单_${quote.quoteNo}.pdf`, `报价单 ${quote.quoteNo}`, (s) => packFiles.quote(quote._id, s));
  }

  const lots = new Set<string>();
  for (const item of order.stockOuts.flatMap((s) => s.items)) {
    const key = `${item.matlId}\u0000${item.lot}`;
    if (!item.lot || lots.has(key)) continue;
    lots.add(key);
    job(`${no}_COA_${item.catalogNo}_${item.lot}.pdf`, `COA ${item.catalogNo} 批号 ${item.lot}`, (s) => packFiles.coa(item.matlId, item.lot, s), {
      absentCode: COA_ABSENT,
      absentReason: '商城暂未收录该批号的 COA',
    });
  }

  const sds = new Set<string>();
  for (const item of order.items) {
    if (!item.hasSds || sds.has(item.matlId)) continue;
    sds.add(item.matlId);
    job(`${no}_SDS_${item.catalogNo}.pdf`, `SDS ${item.catalogNo}`, (s) => packFiles.sds(item.matlId, s));
  }
  return { jobs, missing, notices };
}
