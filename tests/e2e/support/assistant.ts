import { expect, type Page } from '@playwright/test';

/** The open assistant panel. */
export function assistantPanel(page: Page) {
  return page.getByRole('dialog', { name: '小助手' });
}

/** Types a question into the open assistant and sends it with Enter. */
export async function ask(page: Page, question: string): Promise<void> {
  const input = assistantPanel(page).getByRole('textbox', { name: '输入您的问题' });
  await input.fill(question);
  await input.press('Enter');
}

/** Opens the assistant from the page's launcher, asks, and waits until the answer has finished. */
export async function askAndWaitForAnswer(page: Page, question: string) {
  await page.getByRole('button', { name: '打开小助手' }).click();
  await ask(page, question);
  const panel = assistantPanel(page);
  await expect(panel.locator('[data-status]').last()).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
  return panel;
}
