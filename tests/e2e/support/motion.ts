import type { Page } from '@playwright/test';

/** antd's motion steps before its animation exists (@rc-component/motion: prepare, then start, two frames each). */
const MOTION_STARTING = '[class*="-appear-prepare"], [class*="-appear-start"], [class*="-enter-prepare"], [class*="-enter-start"]';

/**
 * Waits until the page's motions and transitions that have an end have ended (antd's opening motions, a button's
 * colour transition): a condition, not a guess at the machine's speed. One that never ends (a spinner, a
 * skeleton's shimmer) is not waited for. Bounded: after `timeoutMs` it fails naming what still moves.
 */
export async function motionsSettled(page: Page, timeoutMs = 10_000): Promise<void> {
  const settled = (starting: string) =>
    !document.querySelector(starting) &&
    document.getAnimations().every((motion) => motion.playState !== 'running' || motion.effect?.getComputedTiming().endTime === Infinity);
  // two frames first, so a transition the last change starts exists when first looked for
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  try {
    await page.waitForFunction(settled, MOTION_STARTING, { timeout: timeoutMs });
  } catch (error) {
    const moving = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter((motion) => motion.playState === 'running' && motion.effect?.getComputedTiming().endTime !== Infinity)
          .map((motion) => {
            const name = motion instanceof CSSAnimation ? motion.animationName : motion instanceof CSSTransition ? motion.transitionProperty : 'script';
            const target = (motion.effect as KeyframeEffect | null)?.target;
            return `${name} on ${target ? `${target.tagName.toLowerCase()}.${String(target.className).split(' ').join('.')}` : '?'}`;
          }),
      )
      .catch(() => []);
    throw new Error(`motions still running after ${timeoutMs} ms: ${moving.join('; ') || 'an antd motion still starting'}`, { cause: error });
  }
}
