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

  it("says the caller's own text instead, when it names what was saved", () => {
    const success = vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fake'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveFile(new Blob(['%PDF']), '销售合同-SO2611210001', 'pdf', '销售合同 SO2611210001 已下载');
    expect(success).toHaveBeenCalledExactlyOnceWith('操作成功：销售合同 SO2611210001 已下载');
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
