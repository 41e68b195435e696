/**
 * Money is counted in integer fen and written by one formatter (src/shared/lib/money.ts): the screens that show sums
 * show the same figures as the mall's contract (yuan, two decimals) says them. As the owner, at 1440 and 390 px: an
 * order with 干冰费 and one with freight (detail and list card), the cart and the checkout with a dry-ice line, the
 * statement, 合并开票, a quote and the funds. Every ¥ figure of each screen is recorded (MONEY_FIGURES_OUT); given a
 * record made on other code (MONEY_FIGURES_BASELINE), every figure must be the same.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, MOCK_API, readRequestBodies, test } from './fixtures';
import { call, signInAs, type Envelope } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const OUT = process.env.MONEY_FIGURES_OUT ?? 'test-results/money-figures';
const BASELINE = process.env.MONEY_FIGURES_BASELINE;

type Order = { _id: string; orderNo: string; amount: number; goodsAmount: number; freight: number; coldChainFee: number };
type Material = { _id: string; price: number; shippingCondition?: string | null; hazard?: { controls: string[] } | null };
/** A dry-ice material any buyer may order (no control beyond 危险品). */
const isDryIce = (m: Material) => m.shippingCondition === 'dryIce' && !(m.hazard?.controls ?? []).some((c) => c !== 'hazardous');

/** "¥12,345.60" as the shop writes an amount in yuan (the contract's figure, written here by hand). */
const yuan = (value: number) => `¥${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** Every ¥ figure a part of the page shows, in order. */
async function figures(where: Locator): Promise<string[]> {
  return (await where.innerText()).match(/¥-?[\d,]+\.\d{2}/g) ?? [];
}

async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

for (const width of [1440, 390]) {
  test(`at ${width} px: every sum on the money screens is the contract's figure`, async ({ page }) => {
    test.setTimeout(240_000);
    await readRequestBodies(page.context()); // the checkout's previews are told apart by their bodies
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await dismissPrompts(page);
    const owner = await signInAs(page, DEMO.owner._id);
    const seen: Record<string, string[]> = {};
    const shot = (name: string) => page.screenshot({ path: `${SHOTS}/money-figures-${name}-${width}.png`, fullPage: true });

    // the cart with a dry-ice line and two of a cheap ambient one, then the checkout's preview, then the order
    // (no seed order carries 干冰费: they were placed before the fee, docs/api.md §20)
    const materials: Material[] = [];
    for (let at = 1; at <= 30 && !materials.some(isDryIce); at += 1) {
      const answer = (await (await fetch(`${MOCK_API}/mall/v1/materials?inStock=1&pageSize=100&page=${at}`)).json()) as Envelope<{ list: Material[] }>;
      if (answer.data.list.length === 0) break;
      materials.push(...answer.data.list);
    }
    const dryIce = materials.find(isDryIce)!;
    const ambient = materials.find((m) => m.price < 100 && m.shippingCondition === 'ambient' && !m.hazard)!;
    expect(dryIce, 'an in-stock dry-ice material').toBeDefined();
    await call(owner, 'POST', '/mall/v1/carts', { matlId: dryIce._id, quantity: 1 });
    await call(owner, 'POST', '/mall/v1/carts', { matlId: ambient._id, quantity: 2 });
    await page.goto('/cart');
    const all = page.getByRole('checkbox', { name: '全选' });
    await expect(all).toBeVisible();
    if (!(await all.isChecked())) await all.click();
    await expect(all).toBeChecked();
    await expect(page.getByTestId('cart-cold-chain-fee')).toHaveText('¥80.00');
    seen.cart = await figures(page.getByRole('main'));
    await shot('cart');

    // the owner charges a fund (必选); the preview for it is the mall's word on the sum (waited for before the page
    // opens: a fund chosen before is chosen again as it loads)
    const preview = page.waitForResponse((r) => r.url().includes('/orders/preview') && (r.request().postData() ?? '').includes('"fundId":"') && r.ok());
    await page.getByRole('button', { name: /去结算/ }).click();
    await expect(page).toHaveURL(/\/order\/add$/);
    const fund = page.getByRole('radio', { name: /国自然面上项目/ });
    await expect(fund).toBeVisible();
    await fund.check();
    const answer = (await (await preview).json()) as Envelope<{ amount: number; coldChainFee: number }>;
    const bar = page.getByRole('region', { name: '提交订单' });
    await expect(bar.getByTestId('checkout-amount')).toHaveText(yuan(answer.data.amount));
    await expect(bar.getByTestId('checkout-cold-chain-fee')).toHaveText(yuan(answer.data.coldChainFee));
    seen.checkout = await figures(page.getByRole('main'));
    await shot('checkout');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/order\/result\?/);
    const placedNo = (await page.getByTestId('order-no').textContent())!.trim();

    // the order with 干冰费 and a seed order with freight: the detail and the list card
    const { list } = await call<{ list: Order[] }>(owner, 'GET', `/mall/v1/orders?keyword=${placedNo}`);
    const dry = list.find((o) => o.orderNo === placedNo)!;
    expect(dry.coldChainFee).toBe(80);
    const { list: seeded } = await call<{ list: Order[] }>(owner, 'GET', '/mall/v1/orders?pageSize=100');
    const freighted = seeded.find((o) => o.freight > 0)!;
    expect(freighted, 'a seed order with freight').toBeDefined();
    for (const [name, order] of [['dry-ice', dry], ['freight', freighted]] as const) {
      await page.goto(`/order/${order._id}`);
      const main = page.getByRole('main');
      await expect(main).toContainText(order.orderNo);
      await expect(main).toContainText(yuan(order.amount));
      if (order.coldChainFee > 0) await expect(main).toContainText(yuan(order.coldChainFee));
      if (order.freight > 0) await expect(main).toContainText(yuan(order.freight));
      seen[`detail-${name}`] = await figures(main);
      await shot(`detail-${name}`);

      await page.goto(`/order?keyword=${order.orderNo}`);
      const card = page.getByRole('article', { name: `订单 ${order.orderNo}` });
      await expect(card).toContainText(yuan(order.amount));
      seen[`card-${name}`] = await figures(card);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/money-figures-card-${name}-${width}.png` });
    }

    // the statement of the current month
    await page.goto('/statement');
    const totals = page.getByRole('definition').filter({ hasText: '商品' }).first();
    await expect(totals).toContainText('运费');
    seen.statement = await figures(page.getByRole('main'));
    await shot('statement');

    // 合并开票: every order selected, its 合计
    await page.goto('/invoice/apply');
    const orders = page.getByRole('list', { name: '可开票订单' });
    await expect(orders.getByRole('checkbox').first()).toBeVisible();
    await page.getByRole('checkbox', { name: '全选' }).check();
    await expect(page.getByText(/^合计/).first()).toBeVisible();
    seen.invoiceApply = await figures(page.getByRole('main'));
    await shot('invoice-apply');

    // a priced quote
    const quotes = await call<{ list: { _id: string; status: string; amount: number | null }[] }>(owner, 'GET', '/mall/v1/quotes?status=quoted');
    const quote = quotes.list[0]!;
    await page.goto(`/quote/${quote._id}`);
    const quoteSum = page.getByLabel('报价合计');
    await expect(quoteSum.getByTestId('quote-amount')).toHaveText(yuan(quote.amount ?? 0));
    seen.quote = await figures(page.getByRole('main'));
    await shot('quote');

    // the funds (member centre)
    await page.goto('/mine/setting');
    const funds = page.getByRole('listitem', { name: /^经费 / });
    await expect(funds.first().getByTestId('fund-available')).toBeVisible();
    seen.funds = [];
    for (const fund of await funds.all()) seen.funds.push(...(await figures(fund)));
    await funds.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/money-figures-funds-${width}.png` });

    for (const [screen, found] of Object.entries(seen)) expect(found.length, `${screen} shows figures`).toBeGreaterThan(0);
    const file = `${OUT}-${width}.json`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(seen, null, 2)}\n`);
    if (BASELINE && existsSync(`${BASELINE}-${width}.json`)) {
      const before = JSON.parse(readFileSync(`${BASELINE}-${width}.json`, 'utf8')) as Record<string, string[]>;
      expect(seen).toEqual(before);
    }
  });
}
