/**
 * The interactions of `BENCH_SCALE=large npm run bench:inp` (issue 46, item 3): the large account's owner
 * (MOCK_SCALE=large, mocks/db/seed/large.ts) on the pages where its volume shows: an order in approval, checkout
 * with 40 funds, 合并开票 with 600 orders, the 2,000-line statement month, the 200-line cart (the contract's cap),
 * the 5,000-order list and a 200-line buying list.
 */
import type { Page } from '@playwright/test';
import { press, type Interaction, type mallClient, type Tokens } from './bench-kit.ts';

const TIMEOUT = 60_000;
const STATEMENT_MONTH = '2026-10';

type Json = ReturnType<typeof mallClient>;

const main = (page: Page) => page.getByRole('main');

export function volumeInteractions(json: Json): Interaction[] {
  let tokens: Tokens | null = null;
  const keep = async (t: Tokens) => void (tokens = t);
  const asOwner = <T>(path: string, init?: RequestInit) => json<T>(path, init, tokens!.accessToken);
  let searchNo = '';
  let listId = '';
  let approveId = '';
  let selectedBefore: string | null = null;
  const firstOrder = async (status: string) => {
    const page = await asOwner<{ list: { _id: string; orderNo: string; canApprove?: boolean }[] }>(`/mall/v1/orders?status=${status}&pageSize=20`);
    return page.list;
  };
  return [
    {
      key: 'approve',
      label: '审批：订单详情 批准 → 确认（大账号）',
      prepare: async (t) => {
        await keep(t);
        const list = await firstOrder('pendingApproval');
        const order = list[0];
        if (!order) throw new Error('the large account has no order in approval');
        approveId = order._id;
      },
      path: () => `/order/${approveId}`,
      ready: (page) => page.getByRole('region', { name: '审批操作' }).getByRole('button', { name: '批准' }).waitFor({ timeout: TIMEOUT }),
      approach: async (page) => {
        await page.getByRole('region', { name: '审批操作' }).getByRole('button', { name: '批准' }).click();
        await page.getByRole('button', { name: '确认' }).hover();
      },
      act: (page) => press(page.getByRole('button', { name: '确认' })),
      done: (page) => page.getByText('已批准').first().waitFor({ timeout: TIMEOUT }),
    },
    {
      key: 'fund',
      label: '提交订单：换一项经费（40 项经费，200 行）',
      prepare: keep,
      path: () => '/cart',
      ready: async (page) => {
        const all = page.getByRole('checkbox', { name: '全选' });
        await all.waitFor({ timeout: TIMEOUT });
        if (!(await all.isChecked())) await all.click();
        await page.getByRole('region', { name: '结算栏' }).getByRole('button', { name: /去结算/ }).click();
        await page.waitForURL(/\/order\/add/, { timeout: TIMEOUT });
        await page.getByRole('radiogroup', { name: /经费/ }).getByRole('radio').nth(5).waitFor({ state: 'attached', timeout: TIMEOUT });
      },
      approach: async (page) => {
        const radio = page.getByRole('radiogroup', { name: /经费/ }).locator('label').nth(5);
        await radio.scrollIntoViewIfNeeded();
        await radio.hover();
      },
      act: (page) => press(page.getByRole('radiogroup', { name: /经费/ }).locator('label').nth(5)),
      done: (page) => page.getByRole('radiogroup', { name: /经费/ }).getByRole('radio').nth(5).and(page.locator(':checked')).waitFor({ state: 'attached', timeout: TIMEOUT }),
    },
    {
      key: 'invoice-all',
      label: '合并开票：全选（600 个可开票订单）',
      prepare: keep,
      path: () => '/invoice/apply',
      ready: async (page) => {
        await main(page).getByRole('checkbox', { name: '全选' }).waitFor({ timeout: TIMEOUT });
        await main(page).getByRole('list', { name: '可开票订单' }).getByRole('checkbox').first().waitFor({ timeout: TIMEOUT });
      },
      approach: (page) => main(page).getByRole('checkbox', { name: '全选' }).hover(),
      act: (page) => press(main(page).getByRole('checkbox', { name: '全选' })),
      done: (page) => main(page).getByRole('checkbox', { name: '全选', checked: true }).waitFor({ timeout: TIMEOUT }),
    },
    {
      key: 'statement-fund',
      label: `对账单 ${STATEMENT_MONTH}（2,000 行）：按经费筛选`,
      prepare: keep,
      path: () => `/statement?month=${STATEMENT_MONTH}`,
      ready: async (page) => {
        await main(page).getByRole('combobox', { name: '经费' }).waitFor({ timeout: TIMEOUT });
        await main(page).getByRole('table').first().waitFor({ timeout: TIMEOUT });
      },
      approach: async (page) => {
        await main(page).getByRole('combobox', { name: '经费' }).click();
        await page.locator('.ant-select-item-option').nth(1).waitFor({ timeout: TIMEOUT });
        await page.locator('.ant-select-item-option').nth(1).hover();
      },
      act: (page) => press(page.locator('.ant-select-item-option').nth(1)),
      done: (page) => page.waitForURL(/fund=/, { timeout: TIMEOUT }),
    },
    {
      key: 'cart-tick',
      label: '200 行购物车：勾选一行',
      prepare: keep,
      path: () => '/cart',
      ready: async (page) => {
        await page.getByTestId('selected-count').waitFor({ timeout: TIMEOUT });
        // the cart draws the rows near the screen (src/features/cart/components/cart-lines.tsx): its count says 200
        await page.getByText('共 200 种商品').waitFor({ timeout: TIMEOUT });
      },
      approach: async (page) => {
        selectedBefore = await page.getByTestId('selected-count').textContent();
        await page.getByRole('checkbox', { name: /^选择 / }).nth(2).hover();
      },
      act: (page) => press(page.getByRole('checkbox', { name: /^选择 / }).nth(2)),
      done: async (page) => {
        await page.waitForFunction((before) => document.querySelector('[data-testid="selected-count"]')?.textContent !== before, selectedBefore, { timeout: TIMEOUT, polling: 100 });
      },
    },
    {
      key: 'order-search',
      label: '我的订单（5,000 单）：搜索订单号（回车）',
      prepare: async (t) => {
        await keep(t);
        const list = await firstOrder('completed');
        searchNo = list[7]?.orderNo ?? '';
        if (!searchNo) throw new Error('the large account has no completed order');
      },
      path: () => '/order',
      ready: async (page) => {
        await main(page).locator('input[aria-label="搜索订单"]').waitFor({ timeout: TIMEOUT });
        await main(page).getByRole('article').first().waitFor({ timeout: TIMEOUT });
      },
      approach: async (page) => {
        await main(page).locator('input[aria-label="搜索订单"]').fill(searchNo);
      },
      act: (page) => page.keyboard.press('Enter'),
      done: async (page) => {
        await page.waitForURL(/keyword=/, { timeout: TIMEOUT });
        await main(page).locator('[aria-busy="false"] > article').first().waitFor({ timeout: TIMEOUT });
      },
    },
    {
      key: 'list-add',
      label: '常购清单（200 行）：全部加入购物车',
      prepare: async (t) => {
        await keep(t);
        const cart = await asOwner<{ list: { matlId: string }[] }>('/mall/v1/carts');
        if (cart.list.length > 0) await asOwner(`/mall/v1/carts/${cart.list.map((l) => l.matlId).join(',')}`, { method: 'DELETE' });
        const lists = await asOwner<{ _id: string; name: string; lineCount: number }[]>('/mall/v1/member/buying-lists');
        const big = lists.find((l) => l.lineCount === 200);
        if (!big) throw new Error('the large account has no 200-line buying list');
        listId = big._id;
      },
      path: () => `/mine/list/${listId}`,
      ready: (page) => main(page).getByRole('button', { name: '全部加入购物车' }).waitFor({ timeout: TIMEOUT }),
      approach: (page) => main(page).getByRole('button', { name: '全部加入购物车' }).hover(),
      act: (page) => press(main(page).getByRole('button', { name: '全部加入购物车' })),
      done: (page) => page.getByText(/已加入购物车 \d+ 种商品/).waitFor({ timeout: TIMEOUT }),
    },
  ];
}
