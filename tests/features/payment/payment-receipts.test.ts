import { describe, expect, it } from 'vitest';
import { checkReceipt, fileSize, MAX_RECEIPT_BYTES, receiptProblem, sniffReceiptType } from '@/features/payment';
import { GIF_HEAD, jpegBytes, PNG_HEAD, WEBP_HEAD } from '../orders/jpeg-fixture';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.4\n');

describe('transfer receipts: what may be sent (docs/api.md §17)', () => {
  it('reads the type from the bytes: JPEG, PNG, WebP and PDF; anything else is refused', () => {
    expect(sniffReceiptType(jpegBytes())).toBe('image/jpeg');
    expect(sniffReceiptType(PNG_HEAD)).toBe('image/png');
    expect(sniffReceiptType(WEBP_HEAD)).toBe('image/webp');
    expect(sniffReceiptType(PDF_HEAD)).toBe('application/pdf');
    expect(sniffReceiptType(GIF_HEAD)).toBeNull();
    expect(sniffReceiptType(new TextEncoder().encode('%PD'))).toBeNull();
  });

  it('says why in Chinese: empty, not an accepted type, over 10 MB', () => {
    expect(receiptProblem({ name: 'a.pdf', size: 0 }, PDF_HEAD)).toBe('a.pdf：文件是空的，请重新选择');
    expect(receiptProblem({ name: 'a.pdf', size: 100 }, GIF_HEAD)).toBe('a.pdf：付款凭证须为 JPG、PNG、WebP 图片或 PDF');
    expect(receiptProblem({ name: 'a.pdf', size: MAX_RECEIPT_BYTES + 1 }, PDF_HEAD)).toBe('a.pdf：文件超过 10 MB，请压缩或截图后上传');
    expect(receiptProblem({ name: 'a.pdf', size: MAX_RECEIPT_BYTES }, PDF_HEAD)).toBeNull();
  });

  it('checks a picked file against the count, then its bytes', async () => {
    const pdf = new File([PDF_HEAD.slice().buffer], '回单.pdf', { type: 'application/pdf' });
    expect(await checkReceipt(pdf, 0)).toEqual({ type: 'application/pdf' });
    expect(await checkReceipt(pdf, 5)).toEqual({ problem: '每个订单最多上传 5 个付款凭证' });
    const renamed = new File([GIF_HEAD.slice().buffer], '回单.pdf', { type: 'application/pdf' });
    expect(await checkReceipt(renamed, 0)).toEqual({ problem: '回单.pdf：付款凭证须为 JPG、PNG、WebP 图片或 PDF' });
  });

  it('sizes as the list shows them', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
