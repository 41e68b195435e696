import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveUpload } from '@/shared/api';
import { feedback } from '@/shared/lib/feedback';
import { retypeFile } from '@/shared/lib/image-file';
import { BlobImage } from '@/shared/ui/blob-image';

/**
 * Issue 41 item 3: an upload served back is typed by its first bytes before it is previewed or saved. A receipt
 * answered as image/svg+xml and named 回单.html must neither be drawn nor saved as .html: a blob SVG or HTML opened
 * from the address bar runs its script in the shop's origin.
 */
const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="localStorage.clear()"><script>alert(1)</script></svg>';

afterEach(() => vi.restoreAllMocks());

function recordUrls() {
  const made: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      made.push(blob);
      return `blob:made-${made.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  return made;
}

describe('retypeFile', () => {
  it('reads the type from the bytes, never the server\'s', async () => {
    expect(await retypeFile(new Blob([SVG], { type: 'image/png' }))).toBeNull();
    expect(await retypeFile(new Blob(['<html></html>'], { type: 'application/pdf' }))).toBeNull();
    const png = await retypeFile(new Blob([PNG], { type: 'image/svg+xml' }));
    expect(png).toMatchObject({ type: 'image/png', ext: 'png' });
    expect(png!.blob.type).toBe('image/png');
    expect(await retypeFile(new Blob(['%PDF-1.7'], { type: 'text/html' }))).toMatchObject({ type: 'application/pdf', ext: 'pdf' });
  });
});

describe('BlobImage', () => {
  it('draws a picture typed by its bytes', async () => {
    const made = recordUrls();
    render(<BlobImage blob={new Blob([PNG], { type: 'image/svg+xml' })} alt="付款凭证 回单.html" />);
    await waitFor(() => expect(screen.getByRole('img', { name: '付款凭证 回单.html' })).toHaveAttribute('src', 'blob:made-1'));
    expect(made.map((b) => b.type)).toEqual(['image/png']);
  });

  it('never gives an SVG or HTML an object URL, and says it cannot be shown', async () => {
    const made = recordUrls();
    render(<BlobImage blob={new Blob([SVG], { type: 'image/svg+xml' })} alt="付款凭证 回单.html" />);
    expect(await screen.findByRole('img', { name: '付款凭证 回单.html：不是图片，无法预览' })).toHaveTextContent('无法预览');
    expect(made).toEqual([]);
  });
});

describe('saveUpload', () => {
  it('saves under the extension of what the bytes are, not the served name', async () => {
    const made = recordUrls();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    expect(await saveUpload(new Blob([PNG], { type: 'text/html' }), '回单.html', '付款凭证已下载')).toBe(true);
    expect(saved).toEqual(['回单.png']);
    expect(made.map((b) => b.type)).toEqual(['image/png']);
  });

  it('refuses to save what is no picture and no PDF, and says so', async () => {
    const made = recordUrls();
    const error = vi.spyOn(feedback, 'error').mockImplementation(() => undefined);
    expect(await saveUpload(new Blob([SVG], { type: 'image/svg+xml' }), '回单.html')).toBe(false);
    expect(made).toEqual([]);
    expect(error).toHaveBeenCalledWith('文件不是图片或 PDF，已停止下载，请联系客服');
  });
});
