/**
 * The camera is asked for only on a press (issue 44 item 4): the phone header's 扫码查找 starts it at once; the same
 * address from a bookmark or a pasted link opens the dialog and waits for 打开摄像头扫码.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render';

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  getUserMedia.mockReset();
  // the browser's question stays open: what matters is whether it was asked
  getUserMedia.mockReturnValue(new Promise<MediaStream>(() => undefined));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  // a phone with the browser's own decoder (no WebAssembly one to load; tests/setup.ts forgets the reader after)
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'data_matrix']);
      detect = () => Promise.resolve([]);
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('扫码查找’s camera on a phone', () => {
  it('the header’s 扫码查找, a press, starts it at once', async () => {
    const { user } = renderApp('/');
    await user.click(within(await screen.findByRole('banner')).getByRole('link', { name: '扫码查找' }));
    await screen.findByRole('dialog', { name: '扫码查找' });
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
  });

  it('/coa?scan=1 opened from a bookmark opens the dialog and waits for a press', async () => {
    const { user } = renderApp('/coa?scan=1');
    const dialog = await screen.findByRole('dialog', { name: '扫码查找' });
    await within(dialog).findByRole('button', { name: /打开摄像头扫码/ });
    // the panel's own start at once (a timer of 0, set when it opened) would have had its turn before this one
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getUserMedia).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /打开摄像头扫码/ }));
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
  });
});
