/**
 * Transfer receipts (付款凭证, docs/api.md §17): what may be sent, checked before anything is uploaded. The type is
 * read from the file's bytes (src/shared/lib/image-file.ts), never from its name.
 */
import { fileHead, IMAGE_TYPES, sniffImageOrPdf, type ImageOrPdfType } from '@/shared/lib/image-file';
import { MALL_COUNTS } from '@/shared/api/mall-facts.gen';

export type ReceiptType = ImageOrPdfType;

/** The mall's limits (10140). */
export const MAX_RECEIPT_BYTES = MALL_COUNTS.paymentReceiptBytes;
export const MAX_RECEIPTS = MALL_COUNTS.paymentReceipts;
/** What the file picker offers; the bytes decide (a renamed file is refused). */
export const RECEIPT_ACCEPT = [...IMAGE_TYPES, 'application/pdf', '.pdf'].join(',');

export const RECEIPT_TEXT = {
  type: (name: string) => `${name}：付款凭证须为 JPG、PNG、WebP 图片或 PDF`,
  size: (name: string) => `${name}：文件超过 10 MB，请压缩或截图后上传`,
  empty: (name: string) => `${name}：文件是空的，请重新选择`,
  count: `每个订单最多上传 ${MAX_RECEIPTS} 个付款凭证`,
};

/** The receipt's type by its magic bytes, else null. */
export const sniffReceiptType = (head: Uint8Array): ReceiptType | null => sniffImageOrPdf(head);

/** Why this file cannot be sent (empty, type by its bytes, then size), or null. */
export function receiptProblem(file: { name: string; size: number }, head: Uint8Array): string | null {
  if (file.size === 0) return RECEIPT_TEXT.empty(file.name);
  if (sniffReceiptType(head) === null) return RECEIPT_TEXT.type(file.name);
  if (file.size > MAX_RECEIPT_BYTES) return RECEIPT_TEXT.size(file.name);
  return null;
}

/** The picked file checked: its type as read from its bytes, or the Chinese reason it is refused. */
export async function checkReceipt(file: File, kept: number): Promise<{ type: ReceiptType } | { problem: string }> {
  if (kept >= MAX_RECEIPTS) return { problem: RECEIPT_TEXT.count };
  const head = await fileHead(file);
  const problem = receiptProblem(file, head);
  const type = sniffReceiptType(head);
  return problem || !type ? { problem: problem ?? RECEIPT_TEXT.type(file.name) } : { type };
}

/** 1.2 MB, 350 KB, 900 B: a file's size as the list shows it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
