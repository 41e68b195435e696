/**
 * Buying the way a Chinese lab buys (docs/api.md §13–15): a sub-account orders against a research fund, the
 * group leader approves on a phone, the mall ships, a receiver who is not the buyer confirms with lots, and the
 * 验收单 names the fund, the people and each lot's COA; a rejected order comes back edited; an after-sales case
 * goes to 已关闭.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { readPdf } from '../mocks/pdf-reader.ts';
import { decodeQrCodes } from '../mocks/qr-reader.ts';
import { expect, MOCK_API, mockControl, test } from './fixtures';
import { call, signInAs, type Envelope, type Tokens } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const FUND = '国自然面上项目 32170001';



type Fund = { _id: string; name: string; remaining: number; committed: number; available: number };
type Material = { _id: string; catalogNo: string; price: number; stock: number };

/** A material in stock that makes an order of about ¥8,000 (above the demo rule's ¥5,000). */
async function eightThousandYuanLine(): Promise<{ material: Material; quantity: number }> {
  const response = await fetch(`${MOCK_API}/mall/v1/materials?inStock=1&pageSize=100`);
  const { data } = (await response.json()) as Envelope<{ list: Material[] }>;
  for (const material of data.list) {
    if (material.price < 1000 || material.price > 4000) continue;
    const quantity = Math.ceil(8000 / material.price);
    if (quantity <= material.stock) return { material, quantity };
  }
  throw new Error('no material for an order of about ¥8,000');
}

/** The WeChat-binding prompt a member without WeChat is offered on arrival: 不再提示 whenever it shows. */
async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

test('a sub-account orders ¥8,000 on a fund; approved on a phone; shipped; received with lots; the 验收单 links each COA', async ({ page }) => {
  test.setTimeout(150_000);
  await dismissPrompts(page);
  const sub = await signInAs(page, DEMO.sub._id);
  const owner = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
  const fundBefore = (await call<Fund[]>(owner, 'GET', '/mall/v1/member/funds')).find((f) => f.name === FUND)!;
  expect(fundBefore).toBeDefined();

  // 陈晨 puts about ¥8,000 in the cart and checks out with the fund
  const { material, quantity } = await eightThousandYuanLine();
  await call(sub, 'POST', '/mall/v1/carts', { matlId: material._id, quantity });
  await page.goto('/cart');
  const all = page.getByRole('checkbox', { name: '全选' });
  await expect(page.getByRole('checkbox', { name: `选择 ${material.catalogNo}` })).toBeVisible();
  if (await all.isChecked()) await all.click();
  else {
    await all.click();
    await all.click();
  }
  await expect(page.getByTestId('selected-count')).toHaveText('0');
  await page.getByRole('checkbox', { name: `选择 ${material.catalogNo}` }).click();
  await page.getByRole('button', { name: /去结算/ }).click();
  await expect(page).toHaveURL(/\/order\/add$/);
  await page.getByRole('radio', { name: new RegExp(FUND) }).check();
  await expect(page.getByText('本单需要审批')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/procurement-checkout-1440.png`, fullPage: true });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单已提交审批')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('id')!;
  const orderNo = (await page.getByTestId('order-no').textContent())!.trim();
  const amount = (await call<{ amount: number }>(sub, 'GET', `/mall/v2/orders/${orderId}`)).amount;
  expect(amount).toBeGreaterThan(5000);

  // 王敏 approves on a phone: two taps after opening the order
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO.owner._id);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('待审批').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/procurement-approve-390.png` });
  await page.getByRole('button', { name: '批准', exact: true }).click();
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await expect(page.getByText('已批准').first()).toBeVisible();
  await expect(page.getByText('待审核').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the fund's remaining amount drops by the order's amount on the mall; 账号设置 shows its 可用余额 first
  const fundAfter = (await call<Fund[]>(owner, 'GET', '/mall/v1/member/funds')).find((f) => f.name === FUND)!;
  expect(Math.round((fundBefore.remaining - fundAfter.remaining) * 100)).toBe(Math.round(amount * 100));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/mine/setting');
  const fundCard = page.getByRole('region', { name: FUND }).or(page.locator('section, article, li').filter({ hasText: FUND }).last());
  await expect(fundCard.first()).toContainText(fundAfter.available.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

  // the mall ships; a receiver other than the buyer confirms, with the lots of the shipment
  await mockControl(`/orders/${orderId}/ship`, {});
  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: '确认收货' }).first().click();
  const receipt = page.getByRole('dialog', { name: /确认收货/ });
  await expect(receipt.getByText('按报销要求，收货人须不同于下单人')).toBeVisible();
  await expect(receipt.getByText('陈晨（下单人）')).toHaveCount(0); // the default receiver is not the buyer
  const lot = receipt.getByRole('textbox', { name: '批号' }).first();
  const lotValue = await lot.inputValue();
  expect(lotValue).not.toBe('');
  await page.screenshot({ path: `${SHOTS}/procurement-receipt-1366.png` });
  await receipt.getByRole('button', { name: '确认收货' }).click();
  await expect(receipt).toBeHidden();
  await expect(page.getByLabel('收货信息').first()).toContainText(lotValue);
  await expect(page.getByText('已完成').first()).toBeVisible();

  // the 验收单: Chinese text intact, the fund, the people, each lot and a link to its COA
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /验收单/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`验收单-${orderNo}.pdf`);
  const pdf = readPdf(new Uint8Array(await (await import('node:fs/promises')).readFile((await file.path())!)));
  const flat = pdf.text.replace(/\s+/g, '');
  for (const text of ['验收单', '上海生科实验技术有限公司', orderNo, FUND, '采购人', '陈晨', '审批人', '王敏', '收货人', lotValue]) {
    expect(flat).toContain(text.replace(/\s+/g, ''));
  }
  const links = [...pdf.raw.matchAll(/\/S \/URI \/URI \(([^)]*)\)/g)].map((m) => m[1]!);
  expect(links.length).toBeGreaterThan(0);
  for (const link of new Set(links)) {
    expect(link).toMatch(/\/common\/v1\/scm\/coas\/[0-9a-f]{24}\/file$/);
    const coa = await fetch(link);
    expect(coa.headers.get('Content-Type')).toBe('application/pdf');
  }

  // a label per bottle on an A4 sheet: the lot, the order, and a QR code that opens the shop's COA page of the lot
  const labels = page.waitForEvent('download');
  await page.getByRole('button', { name: '瓶签与供货单' }).click();
  await page.getByRole('menuitem', { name: /A4 不干胶标签纸/ }).click();
  const sheet = await labels;
  expect(sheet.suggestedFilename()).toBe(`瓶签-${orderNo}.pdf`);
  const labelPdf = readPdf(new Uint8Array(await (await import('node:fs/promises')).readFile((await sheet.path())!)));
  const bottles = labelPdf.text.match(/第 \d+\/\d+ 瓶/g) ?? [];
  expect(bottles).toHaveLength(quantity);
  expect(labelPdf.pages).toHaveLength(Math.ceil(quantity / 24));
  expect(labelPdf.text).toContain(`批号 ${lotValue}`);
  expect(labelPdf.text).toContain(`订单 ${orderNo}`);
  const codes = decodeQrCodes(labelPdf);
  expect(codes).toHaveLength(quantity);
  const shop = new URL(page.url()).origin;
  expect(codes[0]!.startsWith(`${shop}/coa?`), codes[0]).toBe(true);
  await page.goto(codes[0]!);
  await expect(page.getByRole('heading', { name: /COA/ }).first()).toBeVisible();
  await expect(page.getByText(lotValue).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/procurement-label-coa-1366.png` });
});

test('a rejected order is edited and resubmitted by its buyer', async ({ page }) => {
  await dismissPrompts(page);
  const sub = await signInAs(page, DEMO.sub._id);
  const { list } = await call<{ list: { _id: string; orderNo: string }[] }>(sub, 'GET', '/mall/v1/orders?status=rejected');
  const rejected = list[0]!;
  await page.goto(`/order/${rejected._id}`);
  await expect(page.getByText(/驳回原因/).first()).toBeVisible();
  await page.getByRole('button', { name: '修改后重新提交' }).click();
  const dialog = page.getByRole('dialog', { name: '修改后重新提交' });
  const first = dialog.getByRole('spinbutton').first();
  await first.fill('1');
  await dialog.getByRole('textbox', { name: '采购单号' }).fill('PO-2026-118');
  await page.screenshot({ path: `${SHOTS}/procurement-resubmit-1366.png` });
  await dialog.getByRole('button', { name: /重新提交/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/待审批|待审核/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '订单动态' })).toContainText('重新提交');
  const detail = await call<{ status: string; poNo: string }>(sub, 'GET', `/mall/v2/orders/${rejected._id}`);
  expect(['pendingApproval', 'pendingReview']).toContain(detail.status);
  expect(detail.poNo).toBe('PO-2026-118');
});

test('an after-sales request with a photo goes through to 已关闭', async ({ page }) => {
  await dismissPrompts(page);
  const owner = await signInAs(page, DEMO.owner._id);
  // a delivered order whose first delivered line has no open case
  type Detail = { _id: string; stockOuts: { signedAt: string | null; receipt: unknown; items: { matlId: string; name: string }[] }[] };
  const { list } = await call<{ list: { _id: string }[] }>(owner, 'GET', '/mall/v1/orders?status=completed&pageSize=20');
  let target: { orderId: string; name: string } | null = null;
  for (const { _id } of list) {
    const detail = await call<Detail>(owner, 'GET', `/mall/v2/orders/${_id}`);
    const cases = await call<{ matlId: string; status: string }[]>(owner, 'GET', `/mall/v1/orders/${_id}/after-sales`);
    const item = detail.stockOuts.filter((s) => s.signedAt || s.receipt).flatMap((s) => s.items).find((i) => !cases.some((c) => c.matlId === i.matlId));
    if (item) {
      target = { orderId: _id, name: item.name };
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/order/${target!.orderId}`);
  await page.getByRole('button', { name: `申请售后：${target!.name}` }).first().click();
  const dialog = page.getByRole('dialog', { name: '申请售后' });
  await dialog.getByText('运输破损').click();
  await dialog.getByText('换货补发').click();
  await dialog.getByRole('textbox', { name: '问题描述' }).fill('外箱在运输中压坏，两支试剂瓶破裂，需要补发。');
  // a PNG drawn in the browser, as a phone's camera would hand it over
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c0843d';
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await dialog.getByLabel('选择照片').setInputFiles({ name: '破损外箱.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(dialog.getByRole('list', { name: '已选照片' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/售后申请 AS\d{10} 已提交/)).toBeVisible();

  // the mall's service desk answers, step by step, to 已关闭
  const cases = await call<{ _id: string; caseNo: string; photoCount: number; status: string }[]>(owner, 'GET', `/mall/v1/orders/${target!.orderId}/after-sales`);
  const opened = cases.find((c) => c.status === 'submitted')!;
  expect(opened.photoCount).toBe(1);
  for (let step = 0; step < 4; step++) await mockControl(`/after-sales/${opened._id}/advance`, {});
  await page.reload();
  const section = page.locator('section').filter({ hasText: `售后单 ${opened.caseNo}` }).last();
  await expect(section).toContainText('已关闭');
  await expect(page.getByRole('region', { name: '订单动态' })).toContainText(opened.caseNo);
  await page.screenshot({ path: `${SHOTS}/procurement-after-sales-1366.png`, fullPage: true });
});
