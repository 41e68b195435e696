import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers for the e2e: the page is driven with `page.keyboard`
 * alone (no click, hover, fill or focus()); JavaScript only reads where focus is.
 */

interface FocusState {
  /** the element read is still in the document */
  connected: boolean;
  /** it has the focus */
  focused: boolean;
  /** what has the focus, described for failure messages */
  where: string;
}

/** Runs in the page (self-contained): the focus as seen from `el`. */
const readFocus = (el: Element): FocusState => {
  const active = document.activeElement as HTMLElement | null;
  const state = { connected: el.isConnected, focused: el === active };
  if (!active || active === document.body) return { ...state, where: '(body)' };
  const role = active.getAttribute('role');
  const type = active instanceof HTMLInputElement ? `(${active.type})` : '';
  const name = (active.getAttribute('aria-label') ?? active.textContent ?? active.getAttribute('placeholder') ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
  return { ...state, where: `${active.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type} "${name}"` };
};

/**
 * Whether `target` has the focus, and what has it: one round trip per key.
 * The target's element is looked up once, and again only when it left the
 * document (React replaced it, a virtual list dropped it while scrolled away).
 */
function focusWatcher(page: Page, target: Locator): () => Promise<FocusState> {
  let handle: ElementHandle | null = null;
  return async () => {
    if (handle) {
      const state = await handle.evaluate(readFocus);
      if (state.connected) return state;
      await handle.dispose();
      handle = null;
    }
    if ((await target.count()) === 1) handle = await target.elementHandle();
    if (handle) return handle.evaluate(readFocus);
    return { ...(await page.locator('html').evaluate(readFocus)), focused: false };
  };
}

/**
 * Whether the focused element shows where focus is: an outline or a focus
 * shadow on itself or on the box that draws it (antd hides the real input of a
 * checkbox or radio and draws its neighbour; an affix input draws its wrapper).
 */
function hasFocusIndicator(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const drawnBy = [
      el,
      el.nextElementSibling,
      el.parentElement,
      el.closest('.ant-checkbox, .ant-radio, .ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker'),
      el.closest('.ant-checkbox-wrapper, .ant-radio-wrapper'),
    ];
    return drawnBy.some(shows);
  });
}

export interface TabOptions {
  /** presses before giving up */
  max?: number;
  /** Shift+Tab instead of Tab */
  backwards?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, then checks that
 * the focus is visible. Fails after `max` presses, listing where focus went;
 * resolves with the number of presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false }: TabOptions = {}): Promise<number> {
  await expect(target, 'the element to reach with the keyboard').toBeAttached();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const focusNow = focusWatcher(page, target);
  const trail: string[] = [];
  for (let presses = 0; ; presses += 1) {
    const { focused, where } = await focusNow();
    if (presses > 0) trail.push(where);
    if (focused) break;
    if (presses === max) throw new Error(`${key} × ${max} never reached ${target.toString()}; focus went: ${trail.join(' → ')}`);
    await page.keyboard.press(key);
  }
  expect(await hasFocusIndicator(target), `no visible focus on ${trail.at(-1) ?? target.toString()}`).toBe(true);
  return trail.length;
}

/** Presses `key` (an arrow) until `target` has the focus, for the arrow-key widgets (tabs, radio groups). */
export async function arrowTo(page: Page, target: Locator, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp', max = 10): Promise<void> {
  const focusNow = focusWatcher(page, target);
  const trail: string[] = [];
  for (let presses = 0; ; presses += 1) {
    const { focused, where } = await focusNow();
    if (presses > 0) trail.push(where);
    if (focused) return;
    if (presses === max) throw new Error(`${key} × ${max} never reached ${target.toString()}; focus went: ${trail.join(' → ')}`);
    await page.keyboard.press(key);
  }
}
