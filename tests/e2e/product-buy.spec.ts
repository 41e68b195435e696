/**
 * The product page's buy box (issue 42 item 5), at 1440 and 390 px: a controlled material says the permit it needs
 * and the company's state of it by 加入购物车, with the way to 资质管理; a visitor who presses 加入购物车 and signs in
 * from the dialog comes back with the line added and the usual confirmation.
 */
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { expect, MOCK_API, mockControl, test } from './fixtures';
import { call, signInAs, type Envelope, type Tokens } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const WIDTHS = [1440, 390] as const;

type Material = { _id: string; name: string; catalogNo: string; stock: number; hazard: { controls: string[] } | null };
type CartInfo = { list: { matlId: string; quantity: number }[] };

/** A material in stock whose name starts with `name` and whose controls include `control` (any, when not told). */
async function material(name: string, control?: string): Promise<Material> {
  const response = await fetch(`${MOCK_API}/mall/v1/materials?keyword=${encodeURIComponent(name)}&inStock=1&pageSize=100`);
  const { data } = (await response.json()) as Envelope<{ list: Material[] }>;
  const found = data.list.find((m) => m.name.startsWith(name) && (!control || m.hazard?.controls.includes(control)));
  expect(found, `a ${name} in stock`).toBeDefined();
  return found!;
}

/** The prompts a sign-in may bring (the supply notice, the WeChat binding): acknowledged whenever they show. */
async function acknowledgePrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
  await page.addLocatorHandler(page.getByRole('dialog', { name: /BioLegend 产品供货渠道/ }), async (dialog) => {
    await dialog.getByRole('button', { name: '我已知晓' }).click();
  });
}

const noSideways = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

for (const width of WIDTHS) {
  test(`at ${width} px: 购买资质 by 加入购物车 — acetone 未上传 with the way to 资质管理, 叠氮化钠 有效 with 用途`, async ({ page }) => {
    test.setTimeout(90_000); // two or three pages and a sign-in, on a shared 2-core machine
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await acknowledgePrompts(page);
    await signInAs(page, DEMO.owner._id);
    const acetone = await material('丙酮', 'precursor3');
    await page.goto(`/product/${acetone._id}`);
    const box = page.getByRole('region', { name: '购买资质' });
    await expect(box).toContainText('易制毒第三类须持有效资质');
    await expect(box).not.toContainText('用途');
    await expect(box.getByRole('listitem', { name: '易制毒化学品购买备案证明' })).toContainText('本企业未上传');
    // by the buy controls: above the pack sizes, and not said again under 安全信息
    const boxTop = (await box.boundingBox())!.y;
    const packsTop = (await page.getByRole('region', { name: '规格与价格', exact: true }).boundingBox())!.y;
    expect(boxTop).toBeLessThan(packsTop);
    await expect(page.getByRole('region', { name: '安全信息' })).not.toContainText('本企业');
    await box.scrollIntoViewIfNeeded();
    await noSideways(page);
    await page.screenshot({ path: `${SHOTS}/product-permit-missing-${width}.png` });

    const azide = await material('叠氮化钠', 'toxic');
    await page.goto(`/product/${azide._id}`);
    const toxic = page.getByRole('region', { name: '购买资质' });
    await expect(toxic).toContainText('剧毒须持有效资质，下单时填写用途');
    await expect(toxic.getByRole('listitem', { name: '剧毒化学品购买许可证' })).toContainText(/本企业有效\s*有效期至 \d{4}-\d{2}-\d{2}/);
    await toxic.scrollIntoViewIfNeeded();
    await noSideways(page);
    await page.screenshot({ path: `${SHOTS}/product-permit-valid-${width}.png` });

    await page.goto(`/product/${acetone._id}`);
    await page.getByRole('region', { name: '购买资质' }).getByRole('link', { name: '前往资质管理上传或更新' }).click();
    await expect(page).toHaveURL(/\/mine\/setting#qualifications$/);
  });

  test(`at ${width} px: a visitor presses 加入购物车, signs in from the dialog and comes back with the line added`, async ({ page }) => {
    test.setTimeout(90_000); // two or three pages and a sign-in, on a shared 2-core machine
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await acknowledgePrompts(page);
    // a material without the owner's company terms (the 15 mL tubes now start at 5 for that company, docs/api.md §5)
    const tubes = await material('T75 细胞培养瓶');
    const owner = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
    const before = (await call<CartInfo>(owner, 'GET', '/mall/v1/carts')).list.find((l) => l.matlId === tubes._id)?.quantity ?? 0;

    await page.goto(`/product/${tubes._id}`);
    const quantity = page.getByRole('spinbutton', { name: '购买数量' });
    await quantity.fill('2');
    await quantity.press('Tab');
    await page.getByRole('button', { name: /加入购物车/ }).click();
    const dialog = page.getByRole('dialog', { name: '登录 / 注册' });
    await dialog.getByRole('tab', { name: '密码登录' }).click();
    const form = dialog.getByRole('form', { name: '密码登录' });
    await form.getByLabel('手机号').fill(DEMO.owner.cellphone);
    await form.getByLabel('密码').fill(DEMO_PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '登录' }).click();

    const confirm = page.getByRole('dialog', { name: /已加入购物车/ });
    await expect(confirm).toContainText(tubes.name);
    await expect(confirm).toContainText('数量 × 2');
    await page.screenshot({ path: `${SHOTS}/product-add-after-login-${width}.png` });
    const after = (await call<CartInfo>(owner, 'GET', '/mall/v1/carts')).list.find((l) => l.matlId === tubes._id)?.quantity ?? 0;
    expect(after).toBe(before + 2);
    // done once: the address keeps the quantity only, and a reload adds nothing more
    await expect(page).toHaveURL(new RegExp(`/product/${tubes._id}\\?qty=2$`));
    await confirm.getByRole('button', { name: '继续购物' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: /加入购物车/ })).toBeVisible();
    expect((await call<CartInfo>(owner, 'GET', '/mall/v1/carts')).list.find((l) => l.matlId === tubes._id)?.quantity).toBe(before + 2);
  });
}
