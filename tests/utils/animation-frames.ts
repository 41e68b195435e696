/**
 * The unit suite's animation frames. jsdom draws its frames from its rendering interval, a Node setInterval it starts
 * when a frame or a focus fix-up is pending (any DOM change while something has the focus asks for one) and stops when
 * none is. Started while a test faked setInterval (tests/features/quotes/quotes.test.tsx polls every 30 s), that
 * interval lives on the fake clock: the clock goes with the test, jsdom still thinks its interval runs, and no frame
 * ever came again in that worker (the assistant typed nothing in the files after it: CI, 2026-12-01). Here the frames
 * run on the real timers kept when the worker started, about 60 a second as jsdom's, every callback asked for before
 * a frame in that frame; a test that fakes the frames (toFake: requestAnimationFrame) still gets the fake ones.
 * jsdom's focus fix-ups still run on its interval and can stop the same way (no test depends on them today).
 */
const FRAME_MS = 1000 / 60;
const KEY = Symbol.for('lab-mall.animation-frames');

interface Frames {
  queue: Map<number, FrameRequestCallback>;
  last: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  later: typeof setTimeout;
  drop: typeof clearTimeout;
}

function framesOf(): Frames | undefined {
  return (window as unknown as Record<symbol, Frames | undefined>)[KEY];
}

/** Once per worker, before any test runs (tests/setup.ts): the timers kept are the real ones. */
export function installAnimationFrames(): void {
  if (framesOf()) return;
  const frames: Frames = { queue: new Map(), last: 0, timer: undefined, later: globalThis.setTimeout, drop: globalThis.clearTimeout };
  Object.defineProperty(window, KEY, { value: frames });
  const flush = () => {
    frames.timer = undefined;
    const due = [...frames.queue.values()];
    frames.queue.clear();
    const now = performance.now();
    for (const callback of due) {
      try {
        callback(now);
      } catch (error) {
        // reported as jsdom reports it (an error event on the window), and the frame's other callbacks still run
        window.reportError(error);
      }
    }
  };
  window.requestAnimationFrame = (callback) => {
    const handle = ++frames.last;
    frames.queue.set(handle, callback);
    frames.timer ??= frames.later(flush, FRAME_MS);
    return handle;
  };
  window.cancelAnimationFrame = (handle) => {
    frames.queue.delete(handle);
    if (frames.queue.size === 0 && frames.timer !== undefined) {
      frames.drop(frames.timer);
      frames.timer = undefined;
    }
  };
}

/** The frames a finished test left pending are dropped: its components are gone (tests/setup.ts, after each test). */
export function releaseAnimationFrames(): void {
  const frames = framesOf();
  if (!frames) return;
  frames.queue.clear();
  if (frames.timer !== undefined) frames.drop(frames.timer);
  frames.timer = undefined;
}
