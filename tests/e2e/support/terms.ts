/** The company-terms specs' shared steps (contract-price.spec.ts, contract-terms-leftovers.spec.ts). */
import type { Page } from '@playwright/test';
import { MOCK_API } from '../fixtures';
import type { Envelope } from './member';

/** A material's id by its catalogue number, from the fake mall's catalogue. */
export async function idOf(catalogNo: string): Promise<string> {
  const response = await fetch(`${MOCK_API}/mall/v1/materials?keyword=${encodeURIComponent(catalogNo)}`);
  const { data } = (await response.json()) as Envelope<{ list: { _id: string; catalogNo: string }[] }>;
  const found = data.list.find((m) => m.catalogNo === catalogNo);
  if (!found) throw new Error(`${catalogNo} not in the catalogue`);
  return found._id;
}

/** The WeChat-binding prompt a member without WeChat is offered on arrival: 不再提示 whenever it shows. */
export async function dismissPrompts(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

/** The cart's row of a catalogue number. */
export const cartRow = (page: Page, catalogNo: string) => page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `选择 ${catalogNo}` }) });
