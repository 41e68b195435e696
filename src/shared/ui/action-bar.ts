import { useEffect } from 'react';

/**
 * Nothing floats over a page's primary action (issue 24 item 7). A page whose
 * primary action sits in a bar at the bottom of the screen (position `fixed`
 * or `sticky`: 提交订单, 去结算, the product page's 加入购物车 on a phone)
 * declares it with `ref={actionBarRef}`; the shell's floating buttons (小助手,
 * 回到顶部) read two custom properties on <html> that this module keeps:
 *
 * - `--action-bar-inset`: how far up from the bottom of the viewport a bar
 *   covers right now (0 when none is at the bottom): the floating buttons sit
 *   that much higher (src/app/shell/shell.module.css).
 * - `--action-bar-space`: the height of the `fixed` bars, which take no room
 *   in the page: the shell adds it below the page, so the footer's end is not
 *   hidden under the bar.
 *
 * A bar whose element is not fixed or sticky right now (the product page's
 * controls on a computer) counts for nothing. A page where the floating
 * buttons have no room at all on a phone (the login page) hides them there
 * with `useNoFloatingOnPhone()`.
 */
const ACTION_BAR_INSET = '--action-bar-inset';
const ACTION_BAR_SPACE = '--action-bar-space';
/** The attribute on <html> that hides the floating buttons on a phone. */
const NO_FLOATING_ATTR = 'data-no-floating-phone';
/**
 * A bar counts when its bottom edge is at most this far above the viewport's
 * bottom: the floating buttons' zone (小助手 56 px at 16–24 px, 回到顶部 above it).
 */
const FLOATING_ZONE_PX = 160;

const bars = new Set<HTMLElement>();
let frame = 0;
let observer: ResizeObserver | undefined;

function measure(): void {
  frame = 0;
  const root = document.documentElement;
  const viewport = window.innerHeight;
  let inset = 0;
  let space = 0;
  for (const bar of bars) {
    const position = getComputedStyle(bar).position;
    if (position !== 'fixed' && position !== 'sticky') continue;
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0) continue;
    if (position === 'fixed') space = Math.max(space, rect.height);
    if (rect.top < viewport && rect.bottom >= viewport - FLOATING_ZONE_PX) inset = Math.max(inset, Math.ceil(viewport - rect.top));
  }
  root.style.setProperty(ACTION_BAR_INSET, `${inset}px`);
  root.style.setProperty(ACTION_BAR_SPACE, `${Math.ceil(space)}px`);
}

function schedule(): void {
  if (frame === 0) frame = requestAnimationFrame(measure);
}

function start(): void {
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver(schedule);
    // the page growing or shrinking moves a sticky bar without resizing it
    observer.observe(document.body);
  }
}

function stop(): void {
  window.removeEventListener('scroll', schedule);
  window.removeEventListener('resize', schedule);
  observer?.disconnect();
  observer = undefined;
  if (frame !== 0) cancelAnimationFrame(frame);
  frame = 0;
  document.documentElement.style.removeProperty(ACTION_BAR_INSET);
  document.documentElement.style.removeProperty(ACTION_BAR_SPACE);
}

/**
 * The ref of a page's bottom action bar: `<div ref={actionBarRef}>`. Counted
 * while the element is mounted (React 19 calls the returned cleanup on unmount).
 */
export function actionBarRef(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  if (bars.size === 0) start();
  bars.add(bar);
  observer?.observe(bar);
  schedule();
  return () => {
    bars.delete(bar);
    observer?.unobserve(bar);
    if (bars.size === 0) stop();
    else schedule();
  };
}

/** While mounted, the shell's floating buttons are hidden on a phone (they would cover the page's text). */
export function useNoFloatingOnPhone(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(NO_FLOATING_ATTR, '');
    return () => root.removeAttribute(NO_FLOATING_ATTR);
  }, []);
}
