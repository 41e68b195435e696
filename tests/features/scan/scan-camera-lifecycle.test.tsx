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
  vi.restoreAllMocks();
});

describe('扫码查找’s camera', () => {
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
