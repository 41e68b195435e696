import { TEXT } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';

/**
 * Download helper (spec §7): saves a Blob or a URL under `name.ext`, then
 * shows 操作成功, or the caller's own text where it says what was saved
 * (销售合同, COA, 发票: issue 24 item 13).
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
  feedback.success(successText);
}
