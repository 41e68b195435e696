import { TEXT } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';

/**
 * Download helper (spec §7): saves a Blob or a URL under `name.ext`, then
 * shows 操作成功, followed by the caller's own text where it says what was saved
 * (操作成功：销售合同 SO… 已下载; issue 24 item 13, issue 41 item 10).
 */
export function saveFile(source: Blob | string, name: string, ext: string, successText: string = TEXT.downloadSuccess): void {
  const filename = `${name.replace(/[\\/:*?"<>|]/g, '_')}.${ext.replace(/^\./, '')}`;
  const href = typeof source === 'string' ? source : URL.createObjectURL(source);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  if (typeof source !== 'string') setTimeout(() => URL.revokeObjectURL(href), 30_000);
  // the spec's 操作成功, and what was saved when the caller names it (操作成功：销售合同 SO… 已下载)
  feedback.success(successText === TEXT.downloadSuccess ? successText : `${TEXT.downloadSuccess}：${successText}`);
}

/**
 * Saves an upload served back (a transfer receipt, a permit scan) under `name` with the extension of what its bytes
 * are (retypeFile), never the server's type or name; a file that is no picture and no PDF is not saved.
 */
export async function saveUpload(blob: Blob, name: string, successText?: string): Promise<boolean> {
  // the sniffing comes with the first upload saved: saveFile is on the catalogue's first load (size-budget.json)
  const { retypeFile } = await import('@/shared/lib/image-file');
  const file = await retypeFile(blob);
  if (file === null) {
    feedback.error('文件不是图片或 PDF，已停止下载，请联系客服');
    return false;
  }
  saveFile(file.blob, name.replace(/\.(jpe?g|png|webp|pdf|svg|html?|xml)$/i, ''), file.ext, successText);
  return true;
}
