/**
 * The fallback decoder's .wasm is fetched and compiled when the reader is made, so a failure rejects there (the
 * dialog says 识别组件加载失败) and the next try fetches it again; before, it failed inside every read as "no code".
 */
import { describe, expect, it, vi } from 'vitest';

const prepareReader = vi.fn<() => Promise<void>>();
vi.mock('@/features/scan/model/zxing', () => ({ prepareReader, readCode: () => Promise.resolve(null) }));

describe('codeReader without a BarcodeDetector', () => {
  it('rejects when the .wasm fails to load, and tries again on the next read', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    const { codeReader } = await import('@/features/scan/model/decode');
    prepareReader.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(codeReader()).rejects.toThrow('Failed to fetch');
    prepareReader.mockResolvedValueOnce(undefined);
    await expect(codeReader()).resolves.toHaveProperty('read');
    expect(prepareReader).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
