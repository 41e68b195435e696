import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation, useNavigationType, type NavigationType } from 'react-router-dom';
import { readSessionJson, SESSION_KEYS, writeSessionJson } from '@/shared/storage';

/**
 * Where the window scrolls after a route change, per history entry (location.key):
 * - a new page (a link, a search, a redirect) opens at its top;
 * - Back and Forward (and a reload) return to where the user was on that entry;
 * - an address with `#id` scrolls to that element;
 * - the page itself may ask to stay where it is: a navigation with `preventScrollReset`
 *   (the product list's filters, src/features/catalogue/model/use-list-state.ts), or a
 *   `replace` that only tidies the address of the same page (the product page's `?qty=`).
 */
export type ScrollPlan = { to: 'position'; y: number } | { to: 'element'; id: string } | { to: 'top' } | { to: 'stay' };

/** The key of an entry the router did not make: the first page of a tab, or a native `#id` link's. */
export const FRESH_ENTRY_KEY = 'default';
/** How long a restored position may wait for the page to grow tall enough (its data arriving after it is drawn). */
const SCROLL_RESTORE_WAIT_MS = 3000;
const MAX_REMEMBERED = 50;

export interface ScrollPlanInput {
  action: `${NavigationType}`;
  key: string;
  hash: string;
  /** the position remembered for this entry, if any */
  saved: number | undefined;
  /** the navigation asked to keep the scroll (`preventScrollReset`) */
  preventScrollReset: boolean;
  /**
   * The document's first page: 'new' for a new entry (an address typed, a link from elsewhere), whose saved
   * position would be another document's; 'again' for a reload, or Back or Forward that loads the page anew.
   */
  first: 'new' | 'again' | false;
  /** the pathname did not change */
  samePath: boolean;
  /** nor did the query or the hash: a link to the page on screen (react-router makes it a REPLACE) */
  sameUrl?: boolean;
}

/** Pure: what to do with the scroll once the page of `input` is drawn. */
export function planScroll({ action, key, hash, saved, preventScrollReset, first, samePath, sameUrl = false }: ScrollPlanInput): ScrollPlan {
  const id = hash.startsWith('#') ? safeDecode(hash.slice(1)) : '';
  if (action === 'POP') {
    if (first === 'new') return id ? { to: 'element', id } : { to: 'stay' };
    // a native #id link (the skip link) makes an entry of its own, which the browser has scrolled already
    if (key === FRESH_ENTRY_KEY && id && !first) return { to: 'stay' };
    if (saved !== undefined) return { to: 'position', y: Math.max(0, saved) };
    if (id) return { to: 'element', id };
    return first ? { to: 'stay' } : { to: 'top' };
  }
  if (id) return { to: 'element', id };
  if (preventScrollReset) return { to: 'stay' };
  // the page rewriting its own address (?qty=, a login parameter cleaned up) keeps the scroll; a link to the
  // very page on screen (the footer's 产品标签 at the bottom of /label) goes to its top
  if (action === 'REPLACE' && samePath && !sameUrl) return { to: 'stay' };
  return { to: 'top' };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

type PositionMap = Record<string, number>;
let positions: PositionMap | null = null;

function remembered(): PositionMap {
  positions ??= readSessionJson<PositionMap>(SESSION_KEYS.scrollPositions) ?? {};
  return positions;
}

/** Remembers `y` for the entry `key`, the most recent entries first to stay (sessionStorage through shared/session). */
function rememberScroll(key: string, y: number): void {
  const map = remembered();
  delete map[key];
  map[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(map);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete map[old];
}

function rememberedScroll(key: string): number | undefined {
  const y = remembered()[key];
  return typeof y === 'number' ? y : undefined;
}

function persist(): void {
  if (positions) writeSessionJson(SESSION_KEYS.scrollPositions, positions);
}

/** For tests: forget every position (memory and storage). */
export function resetScrollMemory(): void {
  positions = {};
  persist();
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` and keeps trying, frame after frame, while the page is still too short to get there
 * (its data arriving after it was drawn), for at most SCROLL_RESTORE_WAIT_MS; the user scrolling or pressing
 * a key meanwhile ends it. `done` runs once either way. Returns a cancel.
 */
export function restoreScroll(y: number, done: () => void, waitMs: number = SCROLL_RESTORE_WAIT_MS): () => void {
  const started = performance.now();
  let frame = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    cancelAnimationFrame(frame);
    for (const type of USER_INPUT) window.removeEventListener(type, finish, true);
    done();
  };
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() - started >= waitMs) finish();
    else frame = requestAnimationFrame(step);
  };
  for (const type of USER_INPUT) window.addEventListener(type, finish, { capture: true, passive: true });
  step();
  return finish;
}

/** Scrolls to the element `id` once it is in the document (a page draws after its data), for a short while. */
function scrollToElement(id: string, waitMs: number = SCROLL_RESTORE_WAIT_MS): () => void {
  const started = performance.now();
  let frame = 0;
  const step = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    else if (performance.now() - started < waitMs) frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

/** The map handed to the data router: a write (the entry being left) remembers the position on screen now. */
function routerSaves(remember: () => void): Record<string, number> {
  return new Proxy<Record<string, number>>(
    {},
    {
      get: () => undefined,
      set: () => {
        remember();
        return true;
      },
    },
  );
}

// The routers whose first page was planned (one per document; the tests make one per render), whichever
// shell (src/app/shell/shell.tsx) drew it.
const startedRouters = new WeakSet<object>();

/** How this document was loaded: into a new entry, or into one the tab had already (a reload, Back, Forward). */
function documentLoad(): 'new' | 'again' {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward' ? 'again' : 'new';
}

/**
 * The shell's scroll restoration (mounted once per shell, src/app/shell/shell.tsx). The browser's own is off:
 * it would restore on the old page, before the router has drawn the one Back returns to.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  // The router and its state of the last navigation (what react-router's own <ScrollRestoration> reads).
  const router = useContext(UNSAFE_DataRouterContext)?.router ?? startedRouters;
  const preventScrollReset = useContext(UNSAFE_DataRouterStateContext)?.preventScrollReset === true;
  const current = useRef<{ key: string; pathname: string; url: string } | null>(null);
  const restoring = useRef<string | null>(null);
  const cancel = useRef<() => void>(() => undefined);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Every scroll is remembered for the entry on screen at once (a click that leaves in the same frame must
    // not lose it), except while a restoration is on its way there (its own scrolls and the short page's clamp).
    const onScroll = () => {
      const entry = current.current;
      if (entry && restoring.current !== entry.key) rememberScroll(entry.key, window.scrollY);
    };
    const onHide = () => {
      persist();
      window.history.scrollRestoration = previous;
    };
    const onShow = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The data router writes a position as each navigation starts, while the page on screen is still there: it is
    // remembered for the entry drawn (not the router's key, ahead of the screen while a page is pending), so a
    // scroll the browser has not announced yet (scroll events come with the next frame) is kept too. Nothing is
    // read back (the router's own restoration stays off). One router per document: [router] never changes.
    const stopRouterSaves = 'enableScrollRestoration' in router ? router.enableScrollRestoration(routerSaves(onScroll), () => window.scrollY) : undefined;
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      cancel.current();
      persist();
      stopRouterSaves?.();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      window.history.scrollRestoration = previous;
      // planned again if mounted again (StrictMode's trial remount in development): the restoration cancelled
      // above must not leave this entry unplanned, nor its scrolls unremembered
      current.current = null;
      restoring.current = null;
    };
  }, [router]);

  // A layout effect: the new page is in the document, not yet painted, so it never shows at the old position.
  useLayoutEffect(() => {
    const { key, pathname, search, hash } = location;
    if (current.current?.key === key) return;
    const first = startedRouters.has(router) ? false : documentLoad();
    startedRouters.add(router);
    const samePath = current.current?.pathname === pathname;
    const url = `${pathname}${search}${hash}`;
    const sameUrl = current.current?.url === url;
    current.current = { key, pathname, url };
    restoring.current = null; // first: the ended restoration must not remember the new page's position
    cancel.current();
    cancel.current = () => undefined;
    persist();
    const plan = planScroll({ action, key, hash, saved: rememberedScroll(key), preventScrollReset, first, samePath, sameUrl });
    if (plan.to === 'top' || plan.to === 'stay') {
      if (plan.to === 'top') window.scrollTo(0, 0);
      // remembered now: a page that does not scroll again before the user leaves (a filter that keeps the list's
      // length) would otherwise come back at the top on Back
      rememberScroll(key, window.scrollY);
    } else if (plan.to === 'element') cancel.current = scrollToElement(plan.id);
    else if (plan.to === 'position') {
      restoring.current = key;
      const start = () =>
        restoreScroll(plan.y, () => {
          if (restoring.current !== key) return;
          restoring.current = null;
          rememberScroll(key, window.scrollY);
        });
      if (!first) cancel.current = start();
      else {
        // A reload: not while the first page is committed, whose layout is not due yet (docs/performance.md).
        let stop = () => undefined as void;
        const frame = requestAnimationFrame(() => {
          stop = start();
        });
        cancel.current = () => {
          cancelAnimationFrame(frame);
          stop();
        };
      }
    }
  }, [location, action, preventScrollReset, router]);
}
