import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/shared/api';
import { TEXT } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';

describe('the download helper (spec §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a blob under name.ext, then shows 操作成功', () => {
    const success = vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    const createUrl = vi.fn(() => 'blob:fake');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFile(new Blob(['%PDF']), '销售合同/SO2611210001', 'pdf');
    expect(createUrl).toHaveBeenCalledOnce();
    expect(clicked).toEqual([{ href: 'blob:fake', download: '销售合同_SO2611210001.pdf' }]);
    expect(success).toHaveBeenCalledWith(TEXT.downloadSuccess);
  });

  it('saves a URL as it is', () => {
    vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    saveFile('https://cdn.example.cn/coa.pdf', 'COA', '.pdf');
    expect(clicked).toEqual(['COA.pdf']);
  });
});
