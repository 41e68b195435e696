/**
 * jsdom draws its animation frames from one Node interval, started by the first pending frame and stopped when none
 * is left. A test that fakes setInterval but not the frames (tests/features/quotes/quotes.test.tsx) can end with
 * that interval on its fake clock: the clock goes, jsdom still thinks its interval runs, and no frame ever comes
 * again in that worker (the assistant never typed a character in the files after it: a CI failure, 2026-12-01).
 * Cancelling the frames still pending at a test's end lets jsdom start a real interval for the next frame.
 */
const KEY = Symbol.for('lab-mall.jsdom-frames');

interface JsdomFrames {
  request: (callback: FrameRequestCallback) => number;
  cancel: (handle: number) => void;
  /** every handle up to here has run or been cancelled */
  released: number;
}

/** jsdom's own frame functions, kept from the first file of the worker (a test may spy on or stub the globals). */
function jsdomFrames(): JsdomFrames {
  const host = window as unknown as Record<symbol, JsdomFrames | undefined>;
  host[KEY] ??= {
    request: window.requestAnimationFrame.bind(window),
    cancel: window.cancelAnimationFrame.bind(window),
    released: 0,
  };
  return host[KEY];
}

/** Called once per worker before any test runs, so that the functions kept are jsdom's. */
export const keepJsdomFrames = (): void => void jsdomFrames();

/** The frames a finished test left pending are dropped (its components are gone); see above. */
export function releaseAnimationFrames(): void {
  const frames = jsdomFrames();
  const last = frames.request(() => undefined);
  for (let handle = frames.released + 1; handle <= last; handle++) frames.cancel(handle);
  frames.released = last;
}
