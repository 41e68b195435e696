import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/**
 * Issue 24 items 3 and 4, issue 42 item 1: one prompt per session (docs/prompts.md), and 绑定微信 — opened from
 * 账号设置 only, never by itself — that works on a phone.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** Visible dialogs (antd keeps closed ones in the DOM, hidden). */
const shownDialogs = (page: Page) => page.locator('.ant-modal-wrap:visible [role="dialog"]');

async function signedInAs(page: Page, memberId: string) {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId });
  await storeTokens(page, tokens);
}

/** 陈晨 (no WeChat) in 账号设置: nothing opened by itself; 绑定微信 is her own click. */
async function bindFromSettings(page: Page) {
  await signedInAs(page, DEMO.sub._id);
  await page.goto('/mine/setting');
  const button = page.getByRole('button', { name: '绑定微信' });
  await expect(button).toBeVisible();
  await expect(shownDialogs(page)).toHaveCount(0);
  await button.click();
  const dialog = page.getByRole('dialog', { name: '绑定微信' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '不再提示' })).toHaveCount(0);
  return dialog;
}

test('a member without a company signs in: one dialog, and none follows it in that session', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/account/login?redirect=${encodeURIComponent('/order')}`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  const login = page.getByRole('form', { name: '密码登录' });
  await login.getByLabel('手机号').fill(DEMO.noCompany.cellphone);
  await login.getByLabel('密码').fill(DEMO_PASSWORD);
  await login.getByRole('checkbox').check();
  await login.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/\/order$/);
  const form = page.getByRole('dialog', { name: '完善企业信息' });
  await expect(form).toBeVisible();
  await page.waitForTimeout(1200); // long enough for a second or third prompt to have come
  await expect(shownDialogs(page)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/prompts-sign-in-1440.png` });

  await form.getByRole('button', { name: 'Close' }).or(form.getByRole('button', { name: '关闭' })).first().click();
  await expect(shownDialogs(page)).toHaveCount(0);
  // in-app: the cart (a WeChat-prompt route), then home
  await page.getByRole('banner').getByRole('link', { name: /购物车/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.waitForTimeout(1200);
  await expect(shownDialogs(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: /实验材料商城|首页/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(1200);
  await expect(shownDialogs(page)).toHaveCount(0);

  // a reload is the same session: still none, not on a calm page either
  await page.reload();
  await expect(page.getByRole('button', { name: /^消息中心/ })).toBeVisible();
  await page.waitForTimeout(1200);
  await expect(shownDialogs(page)).toHaveCount(0);
  // a new tab is a new session: the supply notice that waited comes there, alone
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(tab.getByRole('dialog', { name: /供货渠道的通知/ })).toBeVisible();
  await tab.waitForTimeout(1200);
  await expect(shownDialogs(tab)).toHaveCount(1);
  await tab.close();
});

test('1440: 绑定微信 never opens by itself (cart, 待我审批, 账号设置); from 账号设置 it shows the QR to scan', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(page, DEMO.sub._id);
  for (const path of ['/cart', '/order', '/mine/setting']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: '绑定微信' })).toHaveCount(0);
  }
  const dialog = await bindFromSettings(page);
  await expect(dialog.getByText('请使用微信扫码')).toBeVisible();
  await expect(dialog.getByText(/手机无法扫描/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/prompts-wechat-1440.png` });
});

test.describe('on a phone browser', () => {
  test.use({ viewport: PHONE, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });

  test('from 账号设置: bind from a computer or save the QR', async ({ page }) => {
    const dialog = await bindFromSettings(page);
    await expect(dialog.getByText('手机无法扫描自己屏幕上的二维码，您可以：')).toBeVisible();
    await expect(dialog.getByText(/账号设置 → 绑定微信/)).toBeVisible();
    // an <img> to long-press into the album (iOS Safari saves a download to Files, not Photos)
    const picture = dialog.getByRole('img', { name: '微信绑定二维码图片' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(dialog.getByText('长按图片保存到相册，再用微信「扫一扫」从相册选取')).toBeVisible();
    await expect(dialog.getByText(/二维码 2 分钟内有效/)).toBeVisible();
    const save = dialog.getByRole('link', { name: /保存二维码图片/ });
    await expect(save).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await page.screenshot({ path: `${SHOTS}/prompts-wechat-phone-390.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe('绑定微信二维码.png');
    expect(await download.path()).toBeTruthy();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("inside WeChat's browser", () => {
  test.use({ viewport: PHONE, userAgent: WECHAT_UA, isMobile: true, hasTouch: true });

  test('微信授权绑定 goes through the official-account OAuth and binds', async ({ page }) => {
    const dialog = await bindFromSettings(page);
    await expect(dialog.getByText('您正在微信中访问，授权后即可将当前微信绑定到本账号。')).toBeVisible();
    await expect(dialog.getByLabel('微信绑定二维码')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/prompts-wechat-in-wechat-390.png` });
    await dialog.getByRole('button', { name: /微信授权绑定/ }).click();
    await expect(page.getByText('微信绑定成功')).toBeVisible();
    await expect(page).toHaveURL(/\/mine\/setting$/); // the code and state left the address bar
  });
});
