import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { quickOrderAtom } from '@/features/cart';
import { parseQuickOrder, QUICK_ORDER_MAX_INPUT_LINES, QUICK_ORDER_MAX_PROBLEMS_SHOWN } from '@/entities/cart';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

describe('quick order parsing', () => {
  it('reads tabs (Excel), commas, spaces and semicolons; a missing quantity is 1', () => {
    const { entries, problems } = parseQuickOrder('309486-25T\t3\n349625-25t, 2\n325152-25T   4\nE-EL-H9955-96T;1\n431950-50PK');
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { catalogNo: '309486-25T', quantity: 3, lines: [1] },
      { catalogNo: '349625-25T', quantity: 2, lines: [2] },
      { catalogNo: '325152-25T', quantity: 4, lines: [3] },
      { catalogNo: 'E-EL-H9955-96T', quantity: 1, lines: [4] },
      { catalogNo: '431950-50PK', quantity: 1, lines: [5] },
    ]);
  });

  it('reads full-width separators, digits and letters', () => {
    const { entries } = parseQuickOrder('３０９４８６－２５Ｔ，２\r\n349625-25T　5\n325152-25T、６\n431950-50PK；1');
    expect(entries.map((e) => [e.catalogNo, e.quantity])).toEqual([
      ['309486-25T', 2],
      ['349625-25T', 5],
      ['325152-25T', 6],
      ['431950-50PK', 1],
    ]);
  });

  it('merges duplicates (any case) and remembers their lines', () => {
    const { entries } = parseQuickOrder('309486-25T 1\n\n349625-25T 2\n309486-25t 4');
    expect(entries).toEqual([
      { catalogNo: '309486-25T', quantity: 5, lines: [1, 4] },
      { catalogNo: '349625-25T', quantity: 2, lines: [3] },
    ]);
  });

  it('reads catalogue numbers as the search does: any spaces between, case, full width, with or without hyphens', () => {
    const { entries, problems } = parseQuickOrder(
      'G0005500G  3\ng0005500g 3\nＧ０００５５００Ｇ　３\nG0005–500G\t3\n ｇ０００５－５００ｇ ，３ \nG0005_500G,3\n309486-25T 1',
    );
    expect(problems).toEqual([]);
    // one product, written six ways: merged under the first form, the quantities added
    expect(entries).toEqual([
      { catalogNo: 'G0005500G', quantity: 18, lines: [1, 2, 3, 4, 5, 6] },
      { catalogNo: '309486-25T', quantity: 1, lines: [7] },
    ]);
  });

  it('reports bad quantities and extra columns, skips a header row', () => {
    const { entries, problems } = parseQuickOrder('货号\t数量\n309486-25T 0\n349625-25T 1.5\n325152-25T 2 3\n431950-50PK 2');
    expect(entries).toEqual([{ catalogNo: '431950-50PK', quantity: 2, lines: [5] }]);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [2, '数量应为 1–9999 的整数'],
      [3, '数量应为 1–9999 的整数'],
      [4, '格式应为“货号 数量”，每行一个商品'],
    ]);
  });
});

describe('quick order bounds', () => {
  it('reads at most 2,000 pasted lines and counts the non-blank lines after them', () => {
    expect(QUICK_ORDER_MAX_INPUT_LINES).toBe(2000);
    const head = Array.from({ length: 2000 }, (_, i) => `CAT-${i + 1} 1`);
    const tail = Array.from({ length: 500 }, (_, i) => `BAD-${i + 1} 0`); // would each be a problem if read
    const { entries, problems, ignoredLines } = parseQuickOrder([...head, '', ...tail, '   '].join('\r\n'));
    expect(ignoredLines).toBe(500);
    expect(entries).toHaveLength(200);
    expect(problems.every((p) => p.line <= 2000)).toBe(true);
    expect(problems.map((p) => p.message)).toEqual(['一次最多 200 种商品，多出的行未识别']);
  });

  it('ignores nothing up to 2,000 lines', () => {
    expect(parseQuickOrder(Array.from({ length: 2000 }, () => 'CAT-1 1').join('\n')).ignoredLines).toBe(0);
  });
});

/** The owner's cart page with the 快速下单 dialog open. */
async function openQuickOrder() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/cart');
  await screen.findByRole('checkbox', { name: '选择 593-EG-50UG' });
  act(() => view.store.set(quickOrderAtom, { open: true }));
  return { view, user: view.user, dialog: await findDialog('快速下单') };
}

describe('quick order dialog', () => {
  it('reports found, out-of-stock, unknown, off-shelf and merged lines, then adds the good ones in one go', async () => {
    const { view, dialog } = await openQuickOrder();
    const { user } = view;
    const offShelf = db.state.materials.find((m) => m.offShelf)!;
    const text = `309486-25T\t2\nNOPE-123，1\n349625-100T 1\n${offShelf.catalogNo} 1\n３０９４８６－２５Ｔ，１`;
    await user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: '识别商品' }));
    const report = await within(dialog).findByLabelText('识别结果');
    expect(within(report).getByText(/共 4 行：可加入 2 种，无法加入 2 行/)).toBeInTheDocument();
    expect(within(report).getByText('现货')).toBeInTheDocument();
    expect(within(report).getByText(/第 1、5 行重复，已合并/)).toBeInTheDocument();
    expect(within(report).getByText(/309486-25T × 3/)).toBeInTheDocument();
    expect(within(report).getByText('未找到')).toBeInTheDocument();
    // 349625-100T has no stock and a lead time: 期货, added (issue 24 item 6)
    expect(within(report).getByText('期货·约22个工作日')).toBeInTheDocument();
    expect(within(report).getByText('已下架')).toBeInTheDocument();

    const before = db.state.carts.filter((c) => c.memberId === DEMO.owner._id).length;
    await user.click(within(dialog).getByRole('button', { name: /加入购物车（2 种）/ }));
    expect(await screen.findByText('已加入购物车 2 种商品')).toBeInTheDocument();
    await waitFor(() => expect(db.state.carts.filter((c) => c.memberId === DEMO.owner._id).length).toBe(before + 2));
    expect(db.state.carts.find((c) => c.memberId === DEMO.owner._id && c.matlId === '66a300000000000000000001')?.quantity).toBe(3);
    expect(await screen.findByRole('checkbox', { name: '选择 309486-25T' })).toBeChecked();
  });
});

describe('quick order and stock (issue 24 item 6)', () => {
  it('a 期货 line says its lead time and is added; a 缺货 line (no lead time) is refused', async () => {
    const { view, dialog } = await openQuickOrder();
    const { user } = view;
    await user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    // D7945-100ML: stock 0, 16 working days; 348926-100UG: stock 0, no lead time
    await user.paste('D7945-100ML 2\n348926-100UG 1');
    await user.click(within(dialog).getByRole('button', { name: '识别商品' }));
    const report = await within(dialog).findByLabelText('识别结果');
    expect(within(report).getByText(/共 2 行：可加入 1 种，无法加入 1 行/)).toBeInTheDocument();
    const [futures, unavailable] = within(report).getAllByRole('listitem');
    expect(futures).toHaveTextContent('期货·约16个工作日');
    expect(futures).toHaveTextContent('期货，预计 16 个工作日内发货');
    expect(futures).not.toHaveTextContent('缺货');
    expect(futures).toHaveAttribute('data-tone', 'warning');
    expect(unavailable).toHaveTextContent(/缺货.*348926-100UG × 1.*缺货，暂无货期，无法加入购物车/);
    expect(unavailable).toHaveAttribute('data-tone', 'error');

    await user.click(within(dialog).getByRole('button', { name: /加入购物车（1 种）/ }));
    expect(await screen.findByText('已加入购物车 1 种商品')).toBeInTheDocument();
    const mine = () => db.state.carts.filter((c) => c.memberId === DEMO.owner._id);
    await waitFor(() => expect(mine().some((c) => c.matlId === '66a3000000000000000009ab')).toBe(true));
    expect(mine().some((c) => c.matlId === '66a300000000000000000063')).toBe(false);
    // the cart tags the line 期货 with its lead time too
    await screen.findByRole('checkbox', { name: '选择 D7945-100ML' });
    const row = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('checkbox', { name: '选择 D7945-100ML' }))!;
    expect(within(row).getByText('期货·约16个工作日')).toBeInTheDocument();
  });
});

describe('quick order finds what the search finds (issue 24 item 2)', () => {
  it.each([
    ['two spaces before the quantity', 'G0005500G  3'],
    ['lower case', 'g0005500g 3'],
    ['full width, ideographic space', 'Ｇ０００５５００Ｇ　３'],
    ['hyphenated, tab', 'G0005-500G\t3'],
    ['full-width hyphen, comma', 'ｇ０００５－５００ｇ，３'],
  ])('%s: %j is G0005-500G × 3', async (_, line) => {
    const { view, dialog } = await openQuickOrder();
    await view.user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    await view.user.paste(line);
    await view.user.click(within(dialog).getByRole('button', { name: '识别商品' }));
    const report = await within(dialog).findByLabelText('识别结果');
    expect(within(report).getByText(/共 1 行：可加入 1 种，无法加入 0 行/)).toBeInTheDocument();
    expect(within(report).getByText(/G0005-500G × 3/)).toBeInTheDocument();
    expect(within(report).queryByText('未找到')).toBeNull();
    const glycine = db.state.materials.find((m) => m.catalogNo === 'G0005-500G')!;
    const before = db.state.carts.find((c) => c.memberId === DEMO.owner._id && c.matlId === glycine._id)?.quantity ?? 0;
    await view.user.click(within(dialog).getByRole('button', { name: /加入购物车（1 种）/ }));
    expect(await screen.findByText('已加入购物车 1 种商品')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.state.carts.find((c) => c.memberId === DEMO.owner._id && c.matlId === glycine._id)?.quantity).toBe(before + 3),
    );
  });
});

describe('quick order dialog with a huge paste', () => {
  it('2,500 pasted lines: one check of at most 200 lines, and the dialog says 500 lines were ignored', async () => {
    const sent: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/mall/v1/carts/batch') {
        void request.clone().json().then((body: { lines: unknown[] }) => sent.push(body.lines.length));
      }
    });
    const { dialog, user } = await openQuickOrder();
    const text = Array.from({ length: 2500 }, (_, i) => `CAT-${i + 1} 1`).join('\n');
    await user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: '识别商品' }));
    const report = await within(dialog).findByLabelText('识别结果');
    expect(within(report).getByText('一次最多识别 2000 行，之后的 500 行已忽略')).toBeInTheDocument();
    expect(sent).toEqual([200]);
    // what was pasted is still there to edit
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }));
    expect(within(dialog).getByRole('textbox', { name: '货号和数量' })).toHaveValue(text);
  });

  it('many problem rows: the first 50 are listed, then 还有 N 行…', async () => {
    const { dialog, user } = await openQuickOrder();
    await user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    await user.paste(Array.from({ length: 300 }, (_, i) => `NOPE-${i + 1} 0`).join('\n'));
    await user.click(within(dialog).getByRole('button', { name: '识别商品' }));
    const report = await within(dialog).findByLabelText('识别结果');
    expect(within(report).getByText(/共 300 行：可加入 0 种，无法加入 300 行/)).toBeInTheDocument();
    expect(within(report).getAllByRole('listitem')).toHaveLength(QUICK_ORDER_MAX_PROBLEMS_SHOWN);
    expect(within(report).getByText(`第 ${QUICK_ORDER_MAX_PROBLEMS_SHOWN} 行 NOPE-${QUICK_ORDER_MAX_PROBLEMS_SHOWN} 0`)).toBeInTheDocument();
    expect(within(report).getByRole('note')).toHaveTextContent('还有 250 行无法加入，未逐行列出；请先修改上面列出的行，再重新识别');
  });
});

describe('quick order from the header', () => {
  it('the header link opens the quick order on the cart page', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: '快速下单' }));
    await findDialog('快速下单');
    expect(router.state.location.pathname).toBe('/cart');
  });
});
