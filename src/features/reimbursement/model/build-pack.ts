import { fetchOrder, type OrderDetail } from '@/entities/order';
import { isApiError } from '@/shared/api';
import { fetchCover, fetchInvoice, type CoverBody, type PackInvoice } from '../api/requests';
import { MALL_LIMITS } from '@/shared/api/mall-facts.gen';
import { planOrder, type MissingItem, type PackJob } from './plan';
import { zipFiles, type PackFile } from './zip';

/** What to pack: the orders, the cover sheet's scope line and the ZIP's name (without .zip). */
export interface PackSource {
  scope: string;
  zipName: string;
  orders: readonly { _id: string; orderNo: string }[];
}

export interface PackProgress {
  done: number;
  total: number;
  /** what is being fetched now, in Chinese */
  current: string;
}

export interface PackResult {
  zip: Blob;
  fileName: string;
  files: string[];
  missingCount: number;
}

export interface PackHooks {
  signal: AbortSignal;
  onProgress?: (progress: PackProgress) => void;
  /** a Chinese line for each file that failed; the rest is still packed */
  onFailure?: (line: string) => void;
  /** a Chinese line for each file packed that finance should not take yet (an invoice 红冲中 or 重开中) */
  onNotice?: (line: string) => void;
}

/** The cover sheet's name: first in the ZIP. */
export const COVER_NAME = '00_报销附件清单.pdf';
/** The cover call's limits (docs/api.md §14): more orders are refused before any call, longer texts shortened. */
const LIMITS = {
  orders: MALL_LIMITS.ReimbursementCoverInput.properties.orders.maxItems,
  scope: MALL_LIMITS.ReimbursementCoverInput.properties.scope.maxLength,
  name: MALL_LIMITS.ReimbursementMissingItem.properties.name.maxLength,
  reason: MALL_LIMITS.ReimbursementMissingItem.properties.reason.maxLength,
  perOrder: Math.min(MALL_LIMITS.ReimbursementCoverOrder.properties.files.maxItems, MALL_LIMITS.ReimbursementCoverOrder.properties.missing.maxItems),
};
/** A text cut to `max` characters (code points), its end marked. */
export const clip = (text: string, max: number): string => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};
/** What the cover says of one order, within the call's limits. */
export const coverOrder = (e: Pick<OrderEntry, 'orderId' | 'files' | 'missing'>): CoverBody[number] => {
  const missing = e.missing.map((m) => ({ name: clip(m.name, LIMITS.name), reason: clip(m.reason, LIMITS.reason) }));
  if (missing.length > LIMITS.perOrder) missing.splice(LIMITS.perOrder - 1, Infinity, { name: '其余缺少的文件', reason: `另有 ${missing.length - LIMITS.perOrder + 1} 项，见材料包中的文件名` });
  const files = [...e.files].sort(byName);
  // past the call's limit the cover names the rest by their count rather than leave them off unsaid
  if (files.length > LIMITS.perOrder) files.splice(LIMITS.perOrder - 1, Infinity, `……另有 ${files.length - LIMITS.perOrder + 1} 个文件，见材料包`);
  return { orderId: e.orderId, files, missing };
};

/** Calls at once: enough to hide latency, few enough to be kind to the mall and to memory. */
const PARALLEL = 4;

/** Code-point order: the same in every browser (finance sorts by these names). */
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : '网络异常，请稍后重试');

/** Run `work` over `items`, at most PARALLEL at once, in order of start. */
async function pool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

interface OrderEntry {
  orderId: string;
  orderNo: string;
  files: string[];
  missing: MissingItem[];
}

/**
 * Builds the 报销材料包 (docs/api.md §14): reads each order and its invoices, fetches every file the order has,
 * asks the mall for the cover sheet of what was packed and what is missing, and zips it all. A failed file is said
 * (onFailure) and listed as missing; an abort (取消) stops every call and rejects.
 */
export async function buildPack(source: PackSource, hooks: PackHooks): Promise<PackResult> {
  const { signal } = hooks;
  if (source.orders.length > LIMITS.orders) {
    throw new Error(`一次最多打包 ${LIMITS.orders} 个订单（当前 ${source.orders.length} 个），请按经费筛选或分批选择订单`);
  }
  const entries = new Map<string, OrderEntry>(source.orders.map((o) => [o._id, { orderId: o._id, orderNo: o.orderNo, files: [], missing: [] }]));
  const fail = (entry: OrderEntry, name: string, label: string, error: unknown) => {
    signal.throwIfAborted();
    const reason = reasonOf(error);
    hooks.onFailure?.(`${label} 下载失败：${reason}`);
    entry.missing.push({ name, reason: `下载失败：${reason}` });
  };
  let done = 0;
  let total = source.orders.length;
  let notices = 0;
  const step = (current: string) => hooks.onProgress?.({ done, total, current });

  // 1. the orders and their invoices' formats
  const jobs: PackJob[] = [];
  await pool(source.orders, async ({ _id, orderNo }) => {
    const entry = entries.get(_id)!;
    step(`读取订单 ${orderNo}`);
    let order: OrderDetail;
    try {
      order = await fetchOrder(_id, signal, true);
    } catch (error) {
      fail(entry, '全部材料', `订单 ${orderNo}`, error);
      done += 1;
      return;
    }
    const invoices: PackInvoice[] = [];
    // each invoice as §7 answers it: whether it may be downloaded is the mall's word (canDownload)
    for (const summary of order.invoices) {
      try {
        invoices.push(await fetchInvoice(summary._id, signal));
      } catch (error) {
        fail(entry, `发票 ${summary.invoiceNo}`, `${orderNo} 发票 ${summary.invoiceNo}`, error);
      }
    }
    const plan = planOrder(order, invoices);
    entry.missing.push(...plan.missing);
    // packed, only not to be claimed yet: on the cover with the missing, not counted as missing
    notices += plan.notices.length;
    for (const notice of plan.notices) hooks.onNotice?.(`${orderNo} ${notice.name}：${notice.reason}`);
    jobs.push(...plan.jobs);
    total += plan.jobs.length;
    done += 1;
  });

  // 2. the files
  const files: PackFile[] = [];
  jobs.sort((a, b) => byName(a.name, b.name));
  await pool(jobs, async (job) => {
    const entry = entries.get(job.orderId)!;
    step(job.label);
    try {
      const blob = await job.fetch(signal);
      files.push({ name: job.name, data: new Uint8Array(await blob.arrayBuffer()) });
      entry.files.push(job.name);
    } catch (error) {
      if (job.absentCode !== undefined && isApiError(error) && error.code === job.absentCode) {
        entry.missing.push({ name: job.name, reason: job.absentReason ?? reasonOf(error) });
      } else {
        fail(entry, job.name, job.label, error);
      }
    }
    done += 1;
  });
  signal.throwIfAborted();

  // 3. the cover sheet, drawn by the mall from what was gathered
  total += 1;
  step('报销附件清单');
  const cover: CoverBody = [...entries.values()].map(coverOrder);
  try {
    files.push({ name: COVER_NAME, data: new Uint8Array(await (await fetchCover(clip(source.scope, LIMITS.scope), cover, signal)).arrayBuffer()) });
  } catch (error) {
    signal.throwIfAborted();
    hooks.onFailure?.(`报销附件清单 生成失败：${reasonOf(error)}`);
  }
  done += 1;
  step('正在打包');
  files.sort((a, b) => byName(a.name, b.name));
  const zip = await zipFiles(files);
  signal.throwIfAborted();
  return {
    zip,
    fileName: `${source.zipName}.zip`,
    files: files.map((f) => f.name),
    missingCount: [...entries.values()].reduce((sum, e) => sum + e.missing.length, 0) - notices,
  };
}
