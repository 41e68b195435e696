import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { db } from '../mocks/db/index.ts';
import { clearFaults } from '../mocks/faults.ts';
import { resetAssistantMock } from '../mocks/handlers/assistant.ts';
import { server } from '../mocks/node.ts';
import { resetCodeReader } from '@/features/scan';
import { resetRefreshState } from '@/shared/api/refresh';
import { resetFirstScreenTurns } from '@/shared/ui/first-screen';
import { resetFirstScreenShown } from '@/shared/ui/use-after-paint';
import { installAnimationFrames, releaseAnimationFrames } from './utils/animation-frames';
import { WAIT_MS } from './utils/wait';

// Every condition wait has one generous bound (tests/utils/wait.ts): the suite passes the same on a loaded machine.
// A query that finds nothing throws an error that prints the whole document: a findBy* or waitFor makes one on every
// attempt and keeps only the last, so its text is made when first read (by the failing test's report, before the
// document is cleared; a waitFor's timeout), never for an attempt that passes later. It prints the document as it is
// when read: an error kept and read later shows the later document. The text is the library's own
// (tests/shared/element-error.test.ts).
const LIBRARY_ERROR = Symbol.for('lab-mall.getElementError');
const holder = globalThis as { [LIBRARY_ERROR]?: ReturnType<typeof getConfig>['getElementError'] };
const libraryError = (holder[LIBRARY_ERROR] ??= getConfig().getElementError);
function elementError(message: string | null, container: Element): Error {
  const error = new Error();
  // the report's code frame is the test's line, not this one
  Error.captureStackTrace(error, elementError);
  error.name = 'TestingLibraryElementError';
  // once made, a plain value again (a structured clone copies values, not getters)
  const settle = (value: string) => Object.defineProperty(error, 'message', { value, writable: true, configurable: true });
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => settle(libraryError(message, container).message).message,
    set: (value: string) => void settle(value),
  });
  return error;
}
configure({ asyncUtilTimeout: WAIT_MS, getElementError: elementError });

// This file runs before every test file; most files share one jsdom and one
// module graph per worker (scripts/vite/test-config.ts, project "shared"), so the shims
// go in once and every test ends with the state the next one expects.

// --- antd's jsdom shims
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
installAnimationFrames();
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
const PATCHED = Symbol.for('lab-mall.getComputedStyle');
if (!(PATCHED in window)) {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element, pseudo?: string | null) => getComputedStyle(element, pseudo ? undefined : pseudo);
  Object.defineProperty(window, PATCHED, { value: true });
}
// jsdom fetches no pictures and never finishes one; a browser that cannot draw a picture reports it
// complete with no width, which is how src/shared/ui/first-screen.ts sees jsdom's (it does not wait).
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });

// --- the fake mall in-process; a request no handler knows fails the test.
// The fake RAGFlow streams without its pauses (events still come one by one).
const INSTANT = { delayMs: 0, firstDelayMs: 0 };
resetAssistantMock(INSTANT);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
/**
 * What a test leaves in the document outside React's roots: the lite toast container (src/shared/ui/lite-toast.ts),
 * a flying dot, a download link, an antd portal, a scroll lock's style on <body>. The next file in this worker
 * would find it (two elements with the role status, a body that does not scroll), so it goes after every test;
 * the modules that made it create it again when they need it.
 */
function clearDocument(): void {
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
}

afterEach(async () => {
  cleanup();
  clearDocument();
  vi.useRealTimers();
  // The landing script's early calls (src/shared/api/early.ts) a test left untaken: they finish here, not in the
  // next test's request count, and the next test starts with none.
  await Promise.all((window.__earlyCalls ?? []).map((call) => call.body));
  delete window.__earlyCalls;
  releaseAnimationFrames();
  server.resetHandlers();
  server.events.removeAllListeners();
  db.reset();
  clearFaults();
  resetAssistantMock(INSTANT);
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'accessToken=; path=/';
  resetRefreshState();
  resetCodeReader();
  resetFirstScreenShown();
  resetFirstScreenTurns();
});
afterAll(() => server.close());
