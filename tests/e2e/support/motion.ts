import type { Page } from '@playwright/test';

/**
 * Waits until every animation and transition on the page that has an end has ended (antd's entrance motions, a
 * dialog's zoom): a condition, not a guess at the machine's speed. One that never ends (a skeleton's shimmer, a
 * spinner, a badge's pulse) is not waited for. Two frames first, so a motion the last change starts is seen.
 */
export async function motionsSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() =>
    document.getAnimations().every((motion) => motion.playState !== 'running' || motion.effect?.getComputedTiming().endTime === Infinity),
  );
}
