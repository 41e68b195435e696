import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers for the e2e: the page is driven with `page.keyboard`
 * alone (no click, hover, fill or focus()); JavaScript only reads where focus is.
 */

/**
 * Whether `target` (exactly one element) has the focus, and a short
 * description of what has it (for failure messages): one round trip per key.
 */
function focusState(target: Locator): Promise<{ focused: boolean; where: string }> {
  return target.evaluateAll((els) => {
    const el = document.activeElement as HTMLElement | null;
    const focused = els.length === 1 && els[0] === el;
    if (!el || el === document.body) return { focused, where: '(body)' };
    const role = el.getAttribute('role');
    const type = el instanceof HTMLInputElement ? `(${el.type})` : '';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('placeholder') ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
    return { focused, where: `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type} "${name}"` };
  });
}

/** What has the focus, described. */
export async function describeFocus(page: Page): Promise<string> {
  return (await focusState(page.locator('body'))).where;
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
  const trail: string[] = [];
  for (let presses = 0; ; presses += 1) {
    const { focused, where } = await focusState(target);
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
  const trail: string[] = [];
  for (let presses = 0; ; presses += 1) {
    const { focused, where } = await focusState(target);
    if (presses > 0) trail.push(where);
    if (focused) return;
    if (presses === max) throw new Error(`${key} × ${max} never reached ${target.toString()}; focus went: ${trail.join(' → ')}`);
    await page.keyboard.press(key);
  }
}
