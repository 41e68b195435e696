import { expect, type Page } from '@playwright/test';

/** antd's motion steps before its animation exists (@rc-component/motion: prepare, then start, two frames each). */
const MOTION_STARTING = '[class*="-appear-prepare"], [class*="-appear-start"], [class*="-enter-prepare"], [class*="-enter-start"]';

/** Runs in the page: what still moves, each as its name on its element; an empty list once all has settled. */
function moving(starting: string): string[] {
  const describe = (element: Element | null | undefined) =>
    element ? `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/).join('.')}` : '?';
  const motions = document
    .getAnimations()
    .filter((motion) => motion.playState === 'running' && motion.effect?.getComputedTiming().endTime !== Infinity)
    .map((motion) => {
      const name = motion instanceof CSSAnimation ? motion.animationName : motion instanceof CSSTransition ? motion.transitionProperty : 'script';
      return `${name} on ${describe((motion.effect as KeyframeEffect | null)?.target)}`;
    });
  return [...motions, ...Array.from(document.querySelectorAll(starting), (element) => `an antd motion starting on ${describe(element)}`)];
}

/**
 * Waits until the page's motions and transitions that have an end have ended (antd's opening motions, a button's
 * colour transition): a condition, not a guess at the machine's speed. One that never ends (a spinner, a
 * skeleton's shimmer) is not waited for. Bounded: after `timeoutMs` it fails listing what still moves.
 */
export async function motionsSettled(page: Page, timeoutMs = 10_000): Promise<void> {
  // two frames first, so a transition the last change starts exists when first looked for
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await expect
    .poll(() => page.evaluate(moving, MOTION_STARTING), { message: 'motions still running', timeout: timeoutMs, intervals: [16] })
    .toEqual([]);
}
