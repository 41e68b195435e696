import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_CAP_MS, FIRST_SCREEN_PENDING, onFirstScreenShown } from '@/shared/ui/first-screen';

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
    vi.unstubAllGlobals();
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

  it('a skeleton that itself waits for the first screen (aria-busy, not marked pending) does not hold it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const main = document.createElement('main');
    // the home page's sections: their data is asked for once the first screen has been shown
    main.innerHTML = '<ul aria-busy="true"></ul>';
    document.body.append(main);
    const callback = vi.fn();
    onFirstScreenShown(callback);
    await frames(3);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a first screen still drawn as a skeleton (FIRST_SCREEN_PENDING) is waited for: its pictures count', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const main = document.createElement('main');
    const skeleton = document.createElement('ul');
    for (const [name, value] of Object.entries({ 'aria-busy': 'true', ...FIRST_SCREEN_PENDING })) skeleton.setAttribute(name, value);
    main.append(skeleton);
    document.body.append(main);
    const callback = vi.fn();
    onFirstScreenShown(callback);
    await frames(10);
    expect(callback).not.toHaveBeenCalled();
    // the list has come: its first row's picture is drawn, still loading
    main.replaceChildren();
    const picture = loadingPicture();
    await frames(10);
    expect(callback).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    await frames(3);
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

  it('runs callbacks that are due together one per task, not in the task that saw the pictures painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    // Element Timing as Chromium has it: one task reports the paint to every observer
    const observers: { callback: PerformanceObserverCallback; self: PerformanceObserver }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['element'];
      constructor(callback: PerformanceObserverCallback) {
        observers.push({ callback, self: this as unknown as PerformanceObserver });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const picture = loadingPicture();
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) onFirstScreenShown(() => ran.push(name));
    await frames(2);
    expect(observers).toHaveLength(3);
    const painted = { getEntries: () => [{ element: picture }] } as unknown as PerformanceObserverEntryList;
    for (const { callback, self } of observers) callback(painted, self);
    expect(ran).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('a callback that throws does not hold back the ones due after it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const later = vi.fn();
    onFirstScreenShown(() => {
      throw new Error('boom');
    });
    onFirstScreenShown(later);
    await frames(2).catch(() => undefined);
    await frames(2);
    expect(later).toHaveBeenCalledTimes(1);
    onFirstScreenShown(later);
    await frames(3);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('does not run a due callback cancelled before its turn', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const first = vi.fn();
    const second = vi.fn();
    onFirstScreenShown(first);
    const cancel = onFirstScreenShown(second);
    first.mockImplementation(cancel);
    await frames(3);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
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
