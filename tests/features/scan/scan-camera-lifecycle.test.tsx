/**
 * 扫码查找's camera is let go whatever happens while the browser asks for it: the dialog closed, another mode
 * chosen, the decoder failing to load. A camera left on keeps the phone's light on and its battery draining.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanPanel } from '@/features/scan';

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

function camera() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function asked() {
  let grant: (stream: MediaStream) => void = () => undefined;
  getUserMedia.mockReturnValueOnce(new Promise<MediaStream>((resolve) => (grant = resolve)));
  return (stream: MediaStream) => act(async () => grant(stream));
}

const noCode = () => Promise.resolve({ read: () => Promise.resolve(null) });

beforeEach(() => {
  getUserMedia.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pointer = (coarse: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

describe('扫码查找’s camera', () => {
  it('opened by a press of 扫码查找 on a phone, starts at once; on a computer, waits for 打开摄像头扫码', async () => {
    pointer(false);
    const { unmount: closeOnDesk } = render(<ScanPanel cameraAtOnce onText={() => undefined} reader={noCode} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(getUserMedia).not.toHaveBeenCalled();
    closeOnDesk();

    pointer(true);
    const grant = asked();
    render(<ScanPanel onText={() => undefined} reader={noCode} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(getUserMedia).not.toHaveBeenCalled(); // not opened by 扫码查找 (no cameraAtOnce)
    const { unmount: closeOnPhone } = render(<ScanPanel cameraAtOnce onText={() => undefined} reader={noCode} />);
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    closeOnPhone();
    const { stream, track } = camera();
    await grant(stream);
    expect(track.stop).toHaveBeenCalled();
  });

  it('is let go when it comes after the dialog closed', async () => {
    const user = userEvent.setup();
    const grant = asked();
    const view = render(<ScanPanel onText={() => undefined} reader={noCode} />);
    await user.click(screen.getByRole('button', { name: /打开摄像头扫码/ }));
    view.unmount();
    const { stream, track } = camera();
    await grant(stream);
    expect(track.stop).toHaveBeenCalled();
  });

  it('is let go when it comes after another mode was chosen', async () => {
    const user = userEvent.setup();
    const grant = asked();
    render(<ScanPanel onText={() => undefined} reader={noCode} />);
    await user.click(screen.getByRole('button', { name: /打开摄像头扫码/ }));
    await user.click(screen.getByText('手动输入'));
    const { stream, track } = camera();
    await grant(stream);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '停止扫码' })).toBeNull();
  });

  it('is let go when the decoder fails to load, and that is said', async () => {
    const user = userEvent.setup();
    const grant = asked();
    render(<ScanPanel onText={() => undefined} reader={() => Promise.reject(new Error('chunk failed'))} />);
    await user.click(screen.getByRole('button', { name: /打开摄像头扫码/ }));
    const { stream, track } = camera();
    await grant(stream);
    expect(track.stop).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('识别组件加载失败');
  });
});

describe('扫码查找’s decoder failing', () => {
  it('is said as a decoder that failed, not as a picture without a code', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 40, height: 40, close: () => undefined }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ({ drawImage: () => undefined, getImageData: (_x: number, _y: number, w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }) }) as never,
    );
    const user = userEvent.setup();
    const broken = () => Promise.resolve({ read: () => Promise.reject(new Error('CompileError: WebAssembly.instantiate(): fetch failed')) });
    render(<ScanPanel onText={() => undefined} reader={broken} />);
    await user.click(screen.getByText('识别图片'));
    await user.upload(screen.getByLabelText('选择标签图片'), new File([new Uint8Array([1])], 'label.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('识别组件加载失败');
  });
});
