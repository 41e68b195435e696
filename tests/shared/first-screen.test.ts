import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_CAP_MS, onFirstScreenShown } from '@/shared/ui/first-screen';

/** A first-screen picture still loading (jsdom's are complete: tests/setup.ts). */
function loadingPicture(): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('elementtiming', 'first-screen');
  Object.defineProperty(img, 'complete', { configurable: true, value: false });
  document.body.append(img);
  return img;
}
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await vi.advanceTimersByTimeAsync(20);
};

describe('onFirstScreenShown', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('runs two frames after the call when the page has no first-screen picture', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const callback = vi.fn();
    onFirstScreenShown(callback);
    expect(callback).not.toHaveBeenCalled();
    await frames(2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the pictures to load, then two more frames (no Element Timing in jsdom)', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const first = loadingPicture();
    const second = loadingPicture();
    const callback = vi.fn();
    onFirstScreenShown(callback);
    await frames(6);
    expect(callback).not.toHaveBeenCalled();
    first.dispatchEvent(new Event('load'));
    await frames(6);
    expect(callback).not.toHaveBeenCalled();
    // a picture that fails counts as settled
    second.dispatchEvent(new Event('error'));
    await frames(1);
    expect(callback).not.toHaveBeenCalled();
    await frames(2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the cap', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    loadingPicture();
    const callback = vi.fn();
    onFirstScreenShown(callback);
    await frames(2);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_CAP_MS - 100);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const picture = loadingPicture();
    const callback = vi.fn();
    const cancel = onFirstScreenShown(callback);
    await frames(2);
    cancel();
    picture.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_CAP_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});
