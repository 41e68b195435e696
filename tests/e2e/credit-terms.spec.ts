/**
 * Credit terms (docs/api.md §17 Credit terms), as the owner 王敏 and the sub-account 陈晨, at 1440 and 390 px: checkout
 * says 月结（账期 45 天）and what remains of the credit after the order; an order past the limit is held before it is
 * submitted (and the mall refuses it, 10100); 账号设置 shows the terms, the limit, what is used and what falls due this
 * month; the statement shows each line's 到期日. A sub-account sees the account's terms and sums (it needs the
 * remaining credit to order); the owner pays.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, MOCK_API, mockControl, test } from './fixtures';
import { call, signInAs, type Envelope, type Tokens } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const FUND = '国自然面上项目 32170001';
const ROLES = [
  { key: 'owner', name: '王敏', id: DEMO.owner._id },
  { key: 'sub', name: '陈晨', id: DEMO.sub._id },
] as const;
const WIDTHS = [1440, 390] as const;

type Material = { _id: string; catalogNo: string; price: number; stock: number };
type Terms = { available: number; used: number; creditLimit: number };

async function materials(): Promise<Material[]> {
  const response = await fetch(`${MOCK_API}/mall/v1/materials?inStock=1&pageSize=100`);
  return ((await response.json()) as Envelope<{ list: Material[] }>).data.list;
}

/** The member's cart: only this line selected. */
async function onlyLine(tokens: Tokens, material: Material, quantity: number) {
  await call(tokens, 'PUT', '/mall/v1/carts/multi/selected', { matlIds: 'all', selected: false });
  await call(tokens, 'POST', '/mall/v1/carts', { matlId: material._id, quantity });
  await call(tokens, 'PUT', `/mall/v1/carts/${material._id}/quantity`, { quantity });
  await call(tokens, 'PUT', `/mall/v1/carts/${material._id}/selected`, { selected: true });
}

async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

for (const role of ROLES) {
  for (const width of WIDTHS) {
    test(`${role.name} at ${width} px: credit at checkout, an order past the limit held and refused, terms in 账号设置, 到期日 on the statement`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await dismissPrompts(page);
      const tokens = await signInAs(page, role.id);
      const shot = (what: string) => `${SHOTS}/credit-${role.key}-${what}-${width}.png`;
      const terms = await call<Terms>(tokens, 'GET', '/mall/v1/member/credit-terms');
      expect(terms.creditLimit).toBe(150_000);
      const list = await materials();

      // an ordinary order: the terms and what remains after it
      const small = list.find((m) => m.price >= 300 && m.price <= 1000 && m.stock >= 1)!;
      await onlyLine(tokens, small, 1);
      await page.goto('/order/add');
      await page.getByRole('radio', { name: new RegExp(FUND) }).check();
      const credit = page.getByTestId('checkout-credit');
      await expect(credit.getByTestId('checkout-credit-terms')).toHaveText('月结（账期 45 天）');
      await expect(credit).toContainText('货物送达后 45 天内付款');
      await expect(credit.getByTestId('checkout-credit-remaining')).toHaveText(/^¥[\d,]+\.\d\d$/);
      await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
      await credit.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('checkout') });

      // past the limit: said before submitting, 提交订单 held with the reason
      const large = list.find((m) => m.price >= 5000 && m.stock >= Math.floor(terms.available / m.price) + 1)!;
      const quantity = Math.floor(terms.available / large.price) + 1;
      await onlyLine(tokens, large, quantity);
      await page.goto('/order/add');
      await page.getByRole('radio', { name: new RegExp(FUND) }).check();
      await expect(credit.getByRole('alert')).toContainText('超出可用信用额度');
      await expect(credit.getByRole('alert')).toContainText('暂不能提交');
      await expect(credit.getByTestId('checkout-credit-remaining')).toHaveText(/^超出 ¥/);
      await expect(page.getByRole('button', { name: '暂不能提交：本单超出可用信用额度，见「结算方式」' })).toBeVisible();
      await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
      await credit.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('over-limit') });
      // the mall refuses it too
      const fund = (await call<{ _id: string; name: string }[]>(tokens, 'GET', '/mall/v1/member/funds')).find((f) => f.name === FUND)!;
      // (a sub-account ships to the account's addresses)
      const owner = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
      const addresses = await call<{ list: { _id: string }[] }>(owner, 'GET', '/mall/v1/member/addresses');
      const refused = await fetch(`${MOCK_API}/mall/v1/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
        body: JSON.stringify({ addressId: addresses.list[0]!._id, fundId: fund._id }),
      });
      const answer = (await refused.json()) as Envelope<null>;
      expect(answer.code).toBe(10100);
      expect(answer.msg).toMatch(/^超出信用额度：可用额度 ¥/);

      // 账号设置: the terms, limit, used and this month's dues
      await page.goto('/mine/setting#credit');
      const section = page.locator('#credit');
      await expect(section.getByTestId('credit-terms')).toHaveText('月结（账期 45 天）');
      await expect(section).toContainText('¥150,000.00');
      await expect(section.getByTestId('credit-used')).toHaveText(/^¥[\d,]+\.\d\d$/);
      await expect(section.getByTestId('credit-available')).toHaveText(/^¥[\d,]+\.\d\d$/);
      await expect(section.getByTestId('credit-due')).toContainText('¥');
      if (role.key === 'sub') await expect(section).toContainText('货款由主账号统一结算');
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: shot('settings') });

      // the statement: each line's 到期日
      await page.goto('/statement?month=2026-10');
      await expect(page.getByRole('heading', { name: /2026年10月对账单/ })).toBeVisible();
      if (width === 1440) await expect(page.getByRole('columnheader', { name: '到期日' })).toBeVisible();
      else await expect(page.getByRole('term').filter({ hasText: '到期日' }).first()).toBeVisible();
      await page.screenshot({ path: shot('statement'), fullPage: width === 390 ? false : true });
    });
  }
}
