import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WINDOW_FROM } from '@/shared/ui/window-list';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';
import { retryAtRest } from '../../utils/retry';


afterEach(() => {
  server.events.removeAllListeners();
});

const listNamed = (name: string) => db.state.buyingLists.find((l) => l.name === name)!;
const SHARED = '细胞培养常用'; // the owner's, shared with the account
const PRIVATE = 'PCR 与分子实验耗材'; // the owner's, not shared
const SUBS = '流式抗体 · T 细胞'; // the sub-account's own

describe('常购清单 /mine/list (docs/api.md §23)', () => {
  it('the creator may rename, share and delete its lists', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/mine/list');
    const card = await screen.findByRole('listitem', { name: PRIVATE });
    expect(within(card).getByText('我创建的')).toBeInTheDocument();
    expect(within(card).getByText(`${listNamed(PRIVATE).lines.length} 种商品`)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: SUBS })).not.toBeInTheDocument(); // not shared
    await user.click(within(card).getByRole('switch', { name: `共享给本企业子账号：${PRIVATE}` }));
    await waitFor(() => expect(listNamed(PRIVATE).shared).toBe(true));
    await user.click(within(card).getByRole('button', { name: '删除' }));
    const confirm = await findDialog(`确定删除清单「${PRIVATE}」？`);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(db.state.buyingLists.some((l) => l.name === PRIVATE)).toBe(false));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: PRIVATE })).not.toBeInTheDocument());
  });

  it('a sub-account sees the owner’s shared list read only: no rename, sharing, delete, import, stepper or remove', async () => {
    signInAs(DEMO.sub._id);
    const { user, router } = renderApp('/mine/list');
    const shared = await screen.findByRole('listitem', { name: SHARED });
    expect(within(shared).getByText('只读，可加入购物车')).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(shared).queryByRole('switch')).not.toBeInTheDocument();
    const own = screen.getByRole('listitem', { name: SUBS });
    expect(within(own).getByRole('button', { name: '重命名' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: PRIVATE })).not.toBeInTheDocument();

    await user.click(within(shared).getByRole('link', { name: SHARED }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mine/list/${listNamed(SHARED)._id}`));
    const lines = await screen.findByRole('list', { name: '清单商品' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(listNamed(SHARED).lines.length);
    expect(screen.getByText(/共享的清单：只读，可加入购物车/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /粘贴导入/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^移除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部加入购物车' })).toBeEnabled();
  });
});

describe('a list’s lines', () => {
  it('粘贴导入 reads the paste with the quick order’s parser and reports each line', async () => {
    const list = listNamed(PRIVATE);
    const before = list.lines.length;
    const known = db.state.materials.find((m) => m.catalogNo === '309486-25T')!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/mine/list/${list._id}`);
    await user.click(await screen.findByRole('button', { name: /粘贴导入/ }));
    await screen.findByRole('textbox', { name: '货号和数量' });
    const dialog = await findDialog('粘贴导入');
    await user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    await user.paste('３０９４８６－２５Ｔ，2\nNOPE-404 1\n309486-25t 1\nX Y Z');
    await user.click(within(dialog).getByRole('button', { name: '导入清单' }));
    const report = await within(dialog).findByLabelText('导入结果');
    expect(report).toHaveTextContent('共 3 行：已加入清单 1 种，无法加入 2 行');
    expect(report).toHaveTextContent('第 1、3 行重复，已合并');
    expect(report).toHaveTextContent('未找到');
    expect(report).toHaveTextContent('无法识别');
    await waitFor(() => expect(list.lines).toHaveLength(before + 1));
    expect(list.lines.at(-1)).toMatchObject({ matlId: known._id, quantity: 3 });
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    expect(await screen.findByRole('listitem', { name: `${known.name}（${known.spec}）` })).toBeInTheDocument();
  });

  it('加入购物车 gives the same report as 再次购买, and the header’s cart follows', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'completed' && o.items.length > 1)!;
    const gone = db.state.materials.find((m) => m._id === order.items[0]!.matlId)!;
    gone.offShelf = true;
    // a list of the order's lines, so both reports are about the same materials
    const list = listNamed(PRIVATE);
    list.lines = order.items.map((i) => ({ matlId: i.matlId, quantity: i.quantity, addedAt: list.createdAt }));
    signInAs(DEMO.owner._id);

    let view = renderApp(`/order/${order._id}`);
    await view.user.click(await screen.findByRole('button', { name: '再次购买' }));
    const reorder = await findDialog('再次购买');
    expect(within(reorder).getByRole('list', { name: '无法购买的商品' })).toHaveTextContent(gone.catalogNo);
    // the report from its first words on (the dialogs' titles differ)
    const reportOf = (dialog: HTMLElement) => dialog.textContent.slice(dialog.textContent.indexOf('已加入购物车'));
    const reorderText = reportOf(reorder);
    expect(reorderText).toContain(`已加入购物车 ${order.items.length - 1} 种商品。`);
    view.unmount();

    view = renderApp(`/mine/list/${list._id}`);
    await screen.findByRole('list', { name: '清单商品' });
    const badge = () => screen.getByRole('link', { name: /^购物车，/ });
    const cartBefore = db.state.carts.filter((c) => c.memberId === DEMO.owner._id).length;
    await waitFor(() => expect(badge()).toHaveAccessibleName(`购物车，${cartBefore} 种商品`));
    await view.user.click(screen.getByRole('button', { name: '全部加入购物车' }));
    const toCart = await findDialog('加入购物车');
    expect(reportOf(toCart)).toBe(reorderText);
    expect(within(toCart).getByRole('img', { name: 'exclamation-circle' })).toBeInTheDocument();
    const cartAfter = db.state.carts.filter((c) => c.memberId === DEMO.owner._id).length;
    await waitFor(() => expect(badge()).toHaveAccessibleName(`购物车，${cartAfter} 种商品`));
  });

  it('a long list draws the lines in view (issue 46), and 全选 still chooses every line for 加入购物车', async () => {
    // jsdom lays nothing out: each line 74 px tall, the window 800 px
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.tagName === 'LI' ? 74 : 0;
      return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 0, width: 0, height, toJSON: () => ({}) } as DOMRect;
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    try {
      const count = WINDOW_FROM + 50;
      const list = listNamed(PRIVATE);
      list.lines = db.state.materials.slice(0, count).map((m) => ({ matlId: m._id, quantity: 1, addedAt: list.createdAt }));
      const sent: unknown[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST' && request.url.endsWith(`/buying-lists/${list._id}/to-cart`)) void request.clone().json().then((body) => sent.push(body));
      });
      signInAs(DEMO.owner._id);
      const { user } = renderApp(`/mine/list/${list._id}`);
      const lines = await screen.findByRole('list', { name: '清单商品' });
      const drawn = within(lines).getAllByRole('listitem');
      expect(drawn.length).toBeGreaterThan(5);
      expect(drawn.length).toBeLessThan(40);
      expect(drawn[0]).toHaveAttribute('aria-setsize', String(count));

      const bar = screen.getByRole('region', { name: '加入购物车' });
      await user.click(within(bar).getByRole('checkbox', { name: '全选' }));
      await user.click(within(bar).getByRole('button', { name: `加入购物车（${count}）` }));
      await findDialog('加入购物车');
      expect(sent).toEqual([{ matlIds: list.lines.map((l) => l.matlId) }]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('加入清单 (save to a list)', () => {
  it('saves the cart’s selected lines with their quantities into a new list', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/cart');
    const bar = await screen.findByRole('region', { name: '结算栏' });
    const selectAll = within(bar).getByRole('checkbox', { name: '全选' });
    if (!(selectAll as HTMLInputElement).checked) await user.click(selectAll);
    await waitFor(() => expect(db.state.carts.filter((c) => c.memberId === DEMO.owner._id).every((c) => c.selected)).toBe(true));
    const chosen = Number(within(bar).getByTestId('selected-count').textContent);
    expect(chosen).toBeGreaterThan(0);
    await user.click(within(bar).getByRole('button', { name: '加入清单' }));
    await screen.findByText(`加入清单（${chosen} 种商品）`, {}); // the dialog's code loads on its first opening
    const dialog = await findDialog(`加入清单（${chosen} 种商品）`);
    await user.click(await within(dialog).findByRole('radio', { name: '新建清单' }));
    await user.type(within(dialog).getByRole('textbox', { name: '新清单名称' }), '下月补货');
    await user.click(within(dialog).getByRole('button', { name: '加入清单' }));
    await waitFor(() => expect(db.state.buyingLists.some((l) => l.name === '下月补货')).toBe(true));
    const saved = db.state.buyingLists.find((l) => l.name === '下月补货')!;
    const cart = db.state.carts.filter((c) => c.memberId === DEMO.owner._id && c.selected);
    expect(saved.lines.map((l) => [l.matlId, l.quantity]).sort()).toEqual(
      cart.filter((c) => saved.lines.some((l) => l.matlId === c.matlId)).map((c) => [c.matlId, c.quantity]).sort(),
    );
    expect(saved.lines).toHaveLength(chosen);
    expect(await screen.findByText(/已加入清单「下月补货」/)).toBeInTheDocument();
  });
});

describe('the list pages keep the user oriented', () => {
  it('粘贴导入 says the lines past the first 2000 were ignored (the quick order’s report)', async () => {
    const list = listNamed(PRIVATE);
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/mine/list/${list._id}`);
    await user.click(await screen.findByRole('button', { name: /粘贴导入/ }));
    const dialog = await findDialog('粘贴导入');
    await user.click(await within(dialog).findByRole('textbox', { name: '货号和数量' }));
    await user.paste(Array.from({ length: 2050 }, () => '309486-25T 1').join('\n'));
    await user.click(within(dialog).getByRole('button', { name: '导入清单' }));
    const report = await within(dialog).findByLabelText('导入结果');
    expect(within(report).getByText('一次最多识别 2000 行，之后的 50 行已忽略')).toBeInTheDocument();
  });

  it('a quantity the mall refuses shows the saved one again; an emptied field is not saved as 1', async () => {
    const list = listNamed(PRIVATE);
    const line = list.lines[0]!;
    const material = db.state.materials.find((m) => m._id === line.matlId)!;
    const saved = line.quantity;
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/lines/')) puts.push(request.url);
    });
    server.use(http.put('*/mall/v1/member/buying-lists/:id/lines/:matlId', () => HttpResponse.json({ code: 10001, msg: '数量超出可购范围', data: null })));
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/mine/list/${list._id}`);
    const stepper = await screen.findByRole('spinbutton', { name: `${material.name}（${material.spec}） 的数量` });
    expect(stepper).toHaveValue(String(saved));
    await user.clear(stepper);
    await user.tab();
    await waitFor(() => expect(stepper).toHaveValue(String(saved)));
    await new Promise((r) => setTimeout(r, 700));
    expect(puts).toHaveLength(0); // the empty field was not sent as 1
    await user.clear(stepper);
    await user.type(stepper, String(saved + 7));
    await user.tab();
    expect(await screen.findByText('数量超出可购范围')).toBeInTheDocument();
    await waitFor(() => expect(stepper).toHaveValue(String(saved)));
    expect(puts).toHaveLength(1);
  });

  it('a quantity changed just before the line leaves the page (a link followed within the pause) is still saved', async () => {
    const list = listNamed(PRIVATE);
    const line = list.lines[0]!;
    const material = db.state.materials.find((m) => m._id === line.matlId)!;
    const wanted = line.quantity + 2;
    signInAs(DEMO.owner._id);
    const { router } = renderApp(`/mine/list/${list._id}`);
    const stepper = await screen.findByRole('spinbutton', { name: `${material.name}（${material.spec}） 的数量` });
    // a change with no blur after it (a step button, a wheel), then the page is left before the 500 ms pause ends
    fireEvent.change(stepper, { target: { value: String(wanted) } });
    await act(() => router.navigate('/mine/list'));
    await screen.findByRole('listitem', { name: PRIVATE });
    await waitFor(() => expect(list.lines.find((l) => l.matlId === line.matlId)?.quantity).toBe(wanted));
  });

  it('新建清单: Enter sends once while the mall answers; closing gives the focus back to the button', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/member/buying-lists')) posts.push(request.url);
    });
    // the mall answers only once both Enters are pressed: the second one lands while the first is being answered
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/mall/v1/member/buying-lists', async () => {
        await answered;
        return HttpResponse.json({ code: 10001, msg: '清单名称已存在', data: null });
      }),
    );
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/mine/list');
    await screen.findByRole('listitem', { name: PRIVATE });
    const opener = screen.getAllByRole('button', { name: /新建清单/ })[0]!;
    await user.click(opener);
    const dialog = await findDialog('新建清单');
    const name = within(dialog).getByRole('textbox', { name: '清单名称' });
    await user.type(name, '月度补货');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts).toHaveLength(1));
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByText('清单名称已存在')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(name).toHaveValue('月度补货'); // what was typed stays
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('重命名 and 粘贴导入 give the focus back to what opened them', async () => {
    const list = listNamed(PRIVATE);
    signInAs(DEMO.owner._id);
    const view = renderApp('/mine/list');
    const card = await screen.findByRole('listitem', { name: PRIVATE });
    const rename = within(card).getByRole('button', { name: '重命名' });
    await view.user.click(rename);
    let dialog = await findDialog('重命名清单');
    await view.user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(rename).toHaveFocus());
    view.unmount();

    const { user } = renderApp(`/mine/list/${list._id}`);
    const paste = await screen.findByRole('button', { name: /粘贴导入/ });
    await user.click(paste);
    dialog = await findDialog('粘贴导入');
    await user.click(await within(dialog).findByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(paste).toHaveFocus());
  });
});

describe('a buying list that cannot be shown', () => {
  it('a passing failure is said once, in place, with 重试 and the way back to 常购清单; 重试 shows the list', async () => {
    const list = listNamed(SHARED);
    let failing = true;
    let calls = 0;
    server.use(
      http.get(`*/mall/v1/member/buying-lists/${list._id}`, () => {
        calls += 1;
        return failing ? HttpResponse.json({ code: 500, msg: '服务器内部错误', data: null }, { status: 500 }) : undefined;
      }),
    );
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/mine/list/${list._id}`);
    expect(await screen.findByText('清单暂时无法加载', {})).toBeInTheDocument();
    expect(screen.getAllByText(/服务器内部错误/)).toHaveLength(1);
    // the page's own link above, and the state's beside 重试
    const back = screen.getAllByRole('link', { name: '返回常购清单' });
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', '/mine/list');
    expect(router.state.location.pathname).toBe(`/mine/list/${list._id}`);
    // React Query's own two retries have failed too: only the button can ask again now
    const retry = await retryAtRest();
    expect(calls).toBe(3);
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: '清单商品' })).toBeInTheDocument();
    expect(calls).toBe(4);
  });

  it('a list deleted or no longer shared: 清单不存在, why, and the way back', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/mine/list/66c0000000000000000000ff');
    expect(await screen.findByText('清单不存在', {})).toBeInTheDocument();
    expect(screen.getByText('清单可能已被删除或取消共享')).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: '返回常购清单' });
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', '/mine/list');
  });
});
