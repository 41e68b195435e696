/**
 * 报销规则 warned before the order (docs/api.md §13): orders built to meet 需合同 + 固定资产, 疑似化整为零, and none;
 * 陈晨 sees the notes at checkout and 王敏 on the approval screen, at 1440 and 390 px. Never blocked.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, MOCK_API, mockControl, readRequestBodies, test } from './fixtures';
import { call, signInAs, type Envelope, type Tokens } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const FUND = '国自然面上项目 32170001';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Material = { _id: string; catalogNo: string; price: number; stock: number; shippingCondition: string; hazard: unknown };
type Fund = { _id: string; name: string };

/** An in-stock, non-hazardous material priced in [min, max), shipped without dry ice (no cold-chain fee). */
async function materialIn(min: number, max: number): Promise<Material> {
  for (let page = 1; page <= 5; page++) {
    const response = await fetch(`${MOCK_API}/mall/v1/materials?inStock=1&pageSize=100&page=${page}`);
    const { data } = (await response.json()) as Envelope<{ list: Material[] }>;
    const found = data.list.find((m) => m.price >= min && m.price < max && m.stock >= 20 && m.shippingCondition !== 'dryIce' && !m.hazard);
    if (found) return found;
    if (data.list.length < 100) break;
  }
  throw new Error(`no material priced ${min}–${max}`);
}

async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

/** The owner's rules: contract from ¥5,000 (so small orders show it), assets from ¥1,000, a 30-day window. */
async function setRules(owner: Tokens) {
  await call(owner, 'PUT', '/mall/v1/member/reimbursement-rules', { contractThreshold: 5000, assetUnitPrice: 1000, splitWindowDays: 30 });
}

/** Every sub-account order waits for approval (the rest of the settings as they are). */
async function approveAllSubOrders(owner: Tokens) {
  const settings = await call<Record<string, unknown>>(owner, 'GET', '/mall/v1/member/procurement-settings');
  const { approvers: _a, updatedAt: _u, ...input } = settings;
  await call(owner, 'PUT', '/mall/v1/member/procurement-settings', { ...input, approvalMode: 'allSubOrders' });
}

/** The member's cart: just this line. */
async function cartOf(member: Tokens, material: Material, quantity: number) {
  const cart = await call<{ list: { matlId: string }[] }>(member, 'GET', '/mall/v1/carts');
  if (cart.list.length > 0) await call(member, 'DELETE', `/mall/v1/carts/${cart.list.map((l) => l.matlId).join(',')}`);
  await call(member, 'POST', '/mall/v1/carts', { matlId: material._id, quantity });
}

/** 陈晨's cart holds just this line, selected, and the checkout opens with the fund chosen and its preview in. */
async function checkoutWith(page: Page, sub: Tokens, material: Material, quantity: number) {
  await cartOf(sub, material, quantity);
  await readRequestBodies(page.context()); // the previews are told apart by their bodies
  // waited for before the page opens: the fund chosen last time is chosen again as the page loads
  const preview = page.waitForResponse((r) => r.url().includes('/orders/preview') && (r.request().postData() ?? '').includes('"fundId":"') && r.ok());
  await page.goto('/order/add');
  await page.getByRole('radio', { name: new RegExp(FUND) }).check();
  await preview;
  await expect(page.getByTestId('checkout-amount')).toBeVisible();
}

const notes = (page: Page) => page.getByRole('note', { name: '报销提醒' });

async function placeAndOpen(page: Page): Promise<string> {
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/result/);
  return new URL(page.url()).searchParams.get('id')!;
}

/** 王敏 opens the order at both widths: the 采购审批 panel holds the notes (or none). */
async function ownerSees(page: Page, orderId: string, name: string, check: (page: Page) => Promise<void>) {
  await signInAs(page, DEMO.owner._id);
  for (const [size, label] of [[WIDE, '1440'], [PHONE, '390']] as const) {
    await page.setViewportSize(size);
    await page.goto(`/order/${orderId}`);
    const panel = page.getByRole('region', { name: '采购审批' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: '批准', exact: true })).toBeVisible();
    await check(page);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/reimbursement-${name}-approval-${label}.png`, fullPage: label === '390' ? false : true });
  }
}

test('需附合同 and 固定资产: said at checkout (1440, 390) and to the approver (1440, 390); the order is placed', async ({ page }) => {
  test.setTimeout(150_000);
  await dismissPrompts(page);
  const owner = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
  await setRules(owner);
  const sub = await signInAs(page, DEMO.sub._id);
  const asset = await materialIn(1000, 2500);
  const quantity = Math.ceil(5200 / asset.price);

  for (const [size, label] of [[WIDE, '1440'], [PHONE, '390']] as const) {
    await page.setViewportSize(size);
    await checkoutWith(page, sub, asset, quantity);
    await expect(notes(page)).toHaveCount(1);
    await expect(notes(page)).toContainText('需附合同');
    await expect(notes(page)).toContainText('达到合同金额 ¥5,000.00');
    await expect(notes(page)).toContainText('下载《销售合同》');
    await expect(notes(page)).toContainText('固定资产');
    await expect(notes(page)).toContainText('资产登记');
    await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
    await notes(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/reimbursement-contract-checkout-${label}.png`, fullPage: label === '1440' });
  }
  const orderId = await placeAndOpen(page);
  await expect(page.getByText('订单已提交审批')).toBeVisible();

  await ownerSees(page, orderId, 'contract', async (p) => {
    await expect(notes(p)).toHaveCount(1);
    await expect(notes(p)).toContainText('需附合同');
    await expect(notes(p)).toContainText('固定资产');
  });
});

test('疑似化整为零: the third order of the same brand on the same fund names the other two, at checkout and on approval', async ({ page }) => {
  test.setTimeout(150_000);
  await dismissPrompts(page);
  const owner = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
  await setRules(owner);
  const sub = await signInAs(page, DEMO.sub._id);
  const funds = await call<Fund[]>(sub, 'GET', '/mall/v1/member/funds');
  const fund = funds.find((f) => f.name === FUND)!;
  const material = await materialIn(200, 900);
  const quantity = Math.ceil(2000 / material.price);
  const addressId = (await call<{ list: { _id: string }[] }>(sub, 'GET', '/mall/v1/member/addresses')).list[0]!._id;
  const placed: string[] = [];
  for (let i = 0; i < 2; i++) {
    await cartOf(sub, material, quantity);
    placed.push((await call<{ orderNo: string }>(sub, 'POST', '/mall/v1/orders', { addressId, fundId: fund._id })).orderNo);
  }
  await approveAllSubOrders(owner);

  for (const [size, label] of [[PHONE, '390'], [WIDE, '1440']] as const) {
    await page.setViewportSize(size);
    await checkoutWith(page, sub, material, quantity);
    await expect(notes(page)).toHaveCount(1);
    await expect(notes(page)).toContainText('疑似化整为零');
    for (const no of placed) await expect(notes(page)).toContainText(no);
    await expect(notes(page)).toContainText('说明分开采购的原因');
    await notes(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/reimbursement-split-checkout-${label}.png`, fullPage: label === '1440' });
  }
  const orderId = await placeAndOpen(page);

  await ownerSees(page, orderId, 'split', async (p) => {
    await expect(notes(p)).toContainText('疑似化整为零');
    for (const no of placed) await expect(notes(p)).toContainText(no);
  });
});

test('an order meeting no rule shows no 报销提醒, at checkout and on approval', async ({ page }) => {
  test.setTimeout(150_000);
  await dismissPrompts(page);
  const owner = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
  await approveAllSubOrders(owner);
  const sub = await signInAs(page, DEMO.sub._id);
  const cheap = await materialIn(50, 400);

  for (const [size, label] of [[WIDE, '1440'], [PHONE, '390']] as const) {
    await page.setViewportSize(size);
    await checkoutWith(page, sub, cheap, 1);
    // the same preview says 本单需要审批: its notes (none) are on screen with it
    await expect(page.getByText('本单需要审批')).toBeVisible();
    await expect(notes(page)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/reimbursement-none-checkout-${label}.png`, fullPage: label === '1440' });
  }
  const orderId = await placeAndOpen(page);

  await ownerSees(page, orderId, 'none', async (p) => {
    await expect(notes(p)).toHaveCount(0);
  });
});

test('账号设置 → 报销规则: 王敏 sets 2万 (1440, 390); 陈晨 reads it', async ({ page }) => {
  test.setTimeout(120_000);
  await dismissPrompts(page);
  await signInAs(page, DEMO.owner._id);
  for (const [size, label] of [[WIDE, '1440'], [PHONE, '390']] as const) {
    await page.setViewportSize(size);
    await page.goto('/mine/setting#reimbursement');
    const card = page.locator('#reimbursement');
    // the member centre is a chunk of its own: on a busy machine it takes a while; the form opens from 修改报销规则
    await card.getByRole('button', { name: '修改报销规则' }).click({ timeout: 30_000 });
    await expect(card.getByRole('spinbutton', { name: '合同金额' })).toHaveValue(label === '1440' ? '50000.00' : '20000.00', { timeout: 30_000 });
    await card.getByRole('button', { name: '2万' }).click();
    await card.getByRole('button', { name: '保存报销规则' }).click();
    await expect(page.getByText('报销规则已保存')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/reimbursement-settings-owner-${label}.png` });
    // the same address (its hash) loads no new page: this save's message goes before the next save is read
    await expect(page.getByText('报销规则已保存')).toHaveCount(0);
  }
  await signInAs(page, DEMO.sub._id);
  // the same address with its hash would not load the page again: the new session needs a load
  await page.reload();
  await expect(page.locator('#reimbursement')).toContainText('订单金额达到 ¥20,000.00', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '保存报销规则' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '修改报销规则' })).toHaveCount(0);
  await page.locator('#reimbursement').screenshot({ path: `${SHOTS}/reimbursement-settings-sub-390.png` });
});
