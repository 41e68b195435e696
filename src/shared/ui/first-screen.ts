/**
 * "The first screen has been shown": the frame that drew the page is on screen and so are its main
 * pictures, those marked with `FIRST_SCREEN_PICTURE` (the list's first row, a detail's picture, a
 * brand's logo). What the first screen does not need (antd's controls, the filters' data) starts
 * then, so on a slow connection it does not share the bandwidth with the pictures the visitor is
 * waiting for, nor the main thread with their paint (docs/performance.md).
 *
 * A picture counts as shown when the browser reports its paint (Element Timing), or, where that is
 * not reported, two frames after it has loaded; a picture that fails counts at once. A first screen
 * still drawn as a skeleton (marked `FIRST_SCREEN_PENDING`: the list's, the detail's) is waited for.
 * Whatever happens, the callback runs at most `FIRST_SCREEN_CAP_MS` after the call.
 *
 * The callbacks that become due together (every island and deferred query of a page waits for the
 * same pictures) run one per task, not all in the one that saw the pictures painted: each starts a
 * fetch of code or data and a render, and together they made one task of about 300 ms on a slow
 * phone, time during which a tap gets no answer (Total Blocking Time, docs/performance.md).
 */

/** Spread on an `<img>` the first screen is drawn around. */
export const FIRST_SCREEN_PICTURE = { elementtiming: 'first-screen' } as const;
export const FIRST_SCREEN_CAP_MS = 4000;
/**
 * Spread on the skeleton of a first screen whose data is on its way (the list's, the detail's). Not on a skeleton
 * that itself waits for the first screen (the home page's sections, the filters): that would wait for itself until
 * the cap, as `aria-busy` did (4 s on the home page).
 */
export const FIRST_SCREEN_PENDING = { 'data-first-screen': 'pending' } as const;

/** The part of PerformanceElementTiming used here (not in every TypeScript DOM library). */
interface ElementTiming extends PerformanceEntry {
  element: Element | null;
}

const due: (() => void)[] = [];
function runInTurn(callback: () => void): void {
  due.push(callback);
  if (due.length === 1) setTimeout(next, 0);
}
function next(): void {
  const callback = due.shift();
  // the next turn is booked first: a callback that throws does not hold back the others
  if (due.length > 0) setTimeout(next, 0);
  callback?.();
}

function elementTimingSupported(): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/** Calls `callback` once the first screen has been shown; returns a function that cancels it. */
export function onFirstScreenShown(callback: () => void): () => void {
  let done = false;
  let cancelled = false;
  let frame = 0;
  let observer: PerformanceObserver | undefined;
  const cleanups: (() => void)[] = [];
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(cap);
    observer?.disconnect();
    for (const cleanup of cleanups) cleanup();
  };
  const finish = () => {
    if (done) return;
    stop();
    runInTurn(() => {
      if (!cancelled) callback();
    });
  };
  const twoFrames = (then: () => void) => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(then);
    });
  };

  const cap = setTimeout(finish, FIRST_SCREEN_CAP_MS);
  // the frame that drew the page first: its pictures are in the document by then, unless the page is still drawing
  // its first screen as a skeleton (a list or a product whose data has not come); looked for again each frame until
  // they are
  const look = () => {
    const pictures = [...document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_PICTURE.elementtiming}"]`)];
    if (pictures.length === 0) {
      if (document.querySelector('[data-first-screen="pending"]')) frame = requestAnimationFrame(look);
      else finish();
      return;
    }
    const timing = elementTimingSupported();
    const waiting = new Set<Element>(pictures);
    const settle = (picture: Element) => {
      if (done || !waiting.delete(picture) || waiting.size > 0) return;
      if (timing) finish();
      else twoFrames(finish);
    };
    for (const picture of pictures) {
      const failed = picture.complete && picture.naturalWidth === 0;
      if (failed || (!timing && picture.complete)) {
        settle(picture);
        continue;
      }
      const listen = (type: 'load' | 'error') => {
        const handler = () => settle(picture);
        picture.addEventListener(type, handler, { once: true });
        cleanups.push(() => picture.removeEventListener(type, handler));
      };
      listen('error');
      if (!timing) listen('load');
    }
    if (timing && !done) {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as ElementTiming[]) if (entry.element) settle(entry.element);
      });
      // buffered: a picture painted before this point has already been reported
      observer.observe({ type: 'element', buffered: true });
    }
  };
  twoFrames(look);
  return () => {
    cancelled = true;
    stop();
  };
}

/** Test hook: forget callbacks whose turn a test's fake clock dropped with its pending timers (they would hold back every later one). */
export function resetFirstScreenTurns(): void {
  due.length = 0;
}
