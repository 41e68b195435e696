import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { cartHandlers } from '../../../mocks/handlers/cart.ts';
import { readSelectedCartInfo } from '@/entities/cart';
import { renderApp, signInAs } from '../../utils/render';

const ownerLines = () => db.state.carts.filter((c) => c.memberId === DEMO.owner._id);
const refusal = (msg: string) => async () => {
  await delay(150);
  return HttpResponse.json({ code: 10001, msg, data: null });
};

async function openCart() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/cart');
  await screen.findByRole('checkbox', { name: '选择 593-EG-50UG' });
  return view;
}

const box = (name: string) => screen.getByRole('checkbox', { name });
/** The quantity calls the shop sent (their Request objects: msw's copy drops `keepalive`). */
const quantityCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([input]) => input).filter((input): input is Request => input instanceof Request && input.url.includes('/quantity'));
const count = () => screen.getByTestId('selected-count').textContent;

afterEach(() => vi.restoreAllMocks());

describe('cart page', () => {
  it('groups lines by brand with price, stock state and line total', async () => {
    await openCart();
    const group = screen.getByRole('region', { name: '品牌 R&D Systems' });
    expect(within(group).getByText(/货号 593-EG-50UG/)).toBeInTheDocument();
    expect(within(group).getByText('现货')).toBeInTheDocument();
    expect(within(group).getAllByText('¥9,420.00').length).toBeGreaterThan(0); // 4710 × 2
    expect(count()).toBe('4');
  });

  it('writes selectedCartInfo (spec §3) once, when the member presses 去结算: the selected lines as checkout saw them', async () => {
    const { user, router } = await openCart();
    await user.click(box('选择 abs189781-96T'));
    await waitFor(() => expect(ownerLines().find((l) => l.matlId === '66a3000000000000000007cb')?.selected).toBe(true));
    // viewing and selecting write nothing
    expect(readSelectedCartInfo()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /去结算/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/add'));
    const written = readSelectedCartInfo();
    const selected = db.state.carts.filter((c) => c.memberId === DEMO.owner._id && c.selected).map((c) => c.matlId);
    expect(written.map((l) => l.matlId).sort()).toEqual(selected.sort());
    expect(written.find((l) => l.catalogNo === '593-EG-50UG')).toEqual({
      matlId: '66a3000000000000000008c6',
      catalogNo: '593-EG-50UG',
      name: expect.any(String),
      price: 4710,
      quantity: 2,
      // the unit price seen (no company terms on it: the list price, in fen)
      unitFen: 471_000,
    });
  });

  it('with nothing selected, 去结算 is disabled, 删除选中 says why, and nothing is written for checkout', async () => {
    const { user, router } = await openCart();
    await user.click(box('全选')); // some to all
    await waitFor(() => expect(count()).toBe('6'));
    await user.click(box('全选')); // all to none
    await waitFor(() => expect(count()).toBe('0'));
    await user.click(screen.getByRole('button', { name: '删除选中' }));
    expect(await screen.findByText('请先选择要删除的商品')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /去结算/ })).toBeDisabled();
    expect(readSelectedCartInfo()).toEqual([]);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('a discontinued line without stock reads 已下架, not 缺货', async () => {
    const material = db.state.materials.find((m) => m.catalogNo === '593-EG-50UG')!;
    Object.assign(material, { offShelf: true, stock: 0, leadDays: 0 });
    signInAs(DEMO.owner._id);
    renderApp('/cart');
    await screen.findByText(/货号 593-EG-50UG/, undefined);
    const row = screen.getAllByRole('listitem').find((item) => within(item).queryByText(/货号 593-EG-50UG/))!;
    expect(within(row).getByText('已下架')).toBeInTheDocument();
    expect(within(row).queryByText('缺货')).not.toBeInTheDocument();
  });

  it('selects one line at once and keeps it when the mall agrees', async () => {
    const { user } = await openCart();
    await user.click(box('选择 abs189781-96T'));
    expect(box('选择 abs189781-96T')).toBeChecked();
    expect(count()).toBe('5');
    await waitFor(() => expect(ownerLines().find((l) => l.matlId === '66a3000000000000000007cb')?.selected).toBe(true));
  });

  it('rolls a single selection back with the mall’s message when it refuses', async () => {
    server.use(http.put('*/carts/:matlId/selected', refusal('该商品正在调价，暂不能勾选')));
    const { user } = await openCart();
    await user.click(box('选择 abs189781-96T'));
    expect(box('选择 abs189781-96T')).toBeChecked(); // optimistic
    expect(await screen.findByText('该商品正在调价，暂不能勾选')).toBeInTheDocument();
    await waitFor(() => expect(box('选择 abs189781-96T')).not.toBeChecked());
    expect(count()).toBe('4');
  });

  it('selects a whole brand', async () => {
    // A second R&D Systems line, not selected.
    const sibling = db.state.materials.find((m) => m.mfrName === 'R&D Systems' && !m.offShelf && m._id !== '66a3000000000000000008c6')!;
    db.state.carts.push({ memberId: DEMO.owner._id, matlId: sibling._id, quantity: 1, selected: false, addedAt: '2026-01-01T00:00:00+08:00' });
    const { user } = await openCart();
    const brand = box('选择品牌 R&D Systems');
    expect(brand).not.toBeChecked();
    await user.click(brand);
    expect(box(`选择 ${sibling.catalogNo}`)).toBeChecked();
    expect(box('选择品牌 R&D Systems')).toBeChecked();
    await waitFor(() => expect(ownerLines().filter((l) => l.selected).length).toBe(5));
  });

  it('selects all, and rolls select-all back when the mall refuses', async () => {
    server.use(http.put('*/carts/multi/selected', refusal('购物车正在结算中，请稍后再试')));
    const { user } = await openCart();
    await user.click(box('全选'));
    expect(count()).toBe('6');
    expect(box('选择 431950-50PK')).toBeChecked();
    expect(await screen.findByText('购物车正在结算中，请稍后再试')).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe('4'));
    expect(box('选择 431950-50PK')).not.toBeChecked();
    expect(box('选择 593-EG-50UG')).toBeChecked();
  });

  it('changes a quantity at once and rolls it back when the mall refuses', async () => {
    server.use(http.put('*/carts/:matlId/quantity', () => HttpResponse.json({ code: 400, msg: '数量不能大于 9999' }, { status: 400 })));
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: '增加 593-EG-50UG 数量' }));
    expect(screen.getByRole('textbox', { name: '593-EG-50UG 数量' })).toHaveValue('3');
    expect(await screen.findByText('数量不能大于 9999')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '593-EG-50UG 数量' })).toHaveValue('2'));
  });

  it('a quantity still waiting for its pause goes out at once, kept alive, when the page goes away (a reload, a typed address)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await openCart();
    // one synchronous turn: the click, then the page going away, before the pause could end
    fireEvent.click(screen.getByRole('button', { name: '增加 593-EG-50UG 数量' }));
    expect(quantityCalls(fetchSpy)).toEqual([]);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitFor(() => expect(quantityCalls(fetchSpy).map((r) => r.keepalive)).toEqual([true]));
    await waitFor(() => expect(ownerLines().find((l) => l.matlId === '66a3000000000000000008c6')?.quantity).toBe(3));
  });

  it('a hidden tab (a closed tab, a phone’s app switch) sends it at once, kept alive, and once with the pagehide after', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await openCart();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent.click(screen.getByRole('button', { name: '增加 593-EG-50UG 数量' }));
    document.dispatchEvent(new Event('visibilitychange'));
    // (without the hidden path, the pause's own call would be the one: not kept alive)
    await waitFor(() => expect(quantityCalls(fetchSpy).map((r) => r.keepalive)).toEqual([true]));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitFor(() => expect(ownerLines().find((l) => l.matlId === '66a3000000000000000008c6')?.quantity).toBe(3));
    expect(quantityCalls(fetchSpy)).toHaveLength(1);
    visibility.mockRestore();
  });

  it('two changes whose answers cross: the cart is read again, not left at the older answer', async () => {
    let calls = 0;
    let answered = 0;
    let readsAfter = 0;
    server.use(
      http.put('*/carts/:matlId/quantity', async ({ request }) => {
        const answer = await getResponse(cartHandlers, request);
        // the first change is kept by the mall at once, its answer comes after the second's
        if (++calls === 1) await delay(800);
        answered++;
        return answer ?? HttpResponse.error();
      }),
      http.get('*/carts', ({ request }) => {
        if (answered === 2) readsAfter++;
        return getResponse(cartHandlers, request).then((answer) => answer ?? HttpResponse.error());
      }),
    );
    const { user } = await openCart();
    const input = () => screen.getByRole('textbox', { name: '593-EG-50UG 数量' });
    await user.click(screen.getByRole('button', { name: '增加 593-EG-50UG 数量' }));
    await waitFor(() => expect(calls).toBe(1));
    await user.click(screen.getByRole('button', { name: '增加 593-EG-50UG 数量' }));
    await waitFor(() => expect(answered).toBe(2), { timeout: 5000 });
    expect(ownerLines().find((l) => l.matlId === '66a3000000000000000008c6')?.quantity).toBe(4);
    // the late answer (3) is not taken: the cart is read again and says what the mall holds
    await waitFor(() => expect(readsAfter).toBeGreaterThan(0));
    await waitFor(() => expect(input()).toHaveValue('4'));
  });

  it('refuses a typed quantity that is not a whole number, keeping the old one', async () => {
    const { user } = await openCart();
    const input = screen.getByRole('textbox', { name: '593-EG-50UG 数量' });
    await user.clear(input);
    await user.type(input, '2.5{Enter}');
    expect(await screen.findByText('数量应为 1–9999 的整数')).toBeInTheDocument();
    expect(input).toHaveValue('2');
  });

  it("deletes one line after its own 确定从购物车删除该商品？, drawn only when asked for; 取消 keeps the line and the keyboard's place", async () => {
    const { user } = await openCart();
    // rows carry plain buttons: no antd Button or Popconfirm per row until one is pressed
    for (const button of screen.getAllByRole('button', { name: /^删除 / })) expect(button).not.toHaveClass('ant-btn');
    expect(screen.queryByText('确定从购物车删除该商品？')).toBeNull();
    const remove = screen.getByRole('button', { name: '删除 593-EG-50UG' });
    expect(remove).toHaveAttribute('aria-expanded', 'false');
    await user.click(remove);
    expect(await screen.findByText('确定从购物车删除该商品？')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 593-EG-50UG' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '删除 593-EG-50UG' })).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('button', { name: '删除 593-EG-50UG' })).toHaveFocus();
    expect(ownerLines().some((l) => l.matlId === '66a3000000000000000008c6')).toBe(true);

    // from the keyboard: Enter opens it with the focus on 取消, Escape closes it and the focus is back on the row's button
    screen.getByRole('button', { name: '删除 593-EG-50UG' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: '删除 593-EG-50UG' })).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('button', { name: '删除 593-EG-50UG' })).toHaveFocus();

    const before = ownerLines().length;
    await user.click(screen.getByRole('button', { name: '删除 593-EG-50UG' }));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(ownerLines().some((l) => l.matlId === '66a3000000000000000008c6')).toBe(false));
    expect(ownerLines()).toHaveLength(before - 1);
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '删除 593-EG-50UG' })).toBeNull());
  });

  it('deletes the selection after a confirmation', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: '删除选中' }));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(ownerLines().length).toBe(2));
    expect(await screen.findByText('已删除选中的商品')).toBeInTheDocument();
  });

  it('exports the cart through the download helper', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:cart', revokeObjectURL: () => undefined });
    const clicks: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    };
    try {
      const { user } = await openCart();
      await user.click(screen.getByRole('button', { name: /导出/ }));
      expect(await screen.findByText('操作成功')).toBeInTheDocument();
      expect(clicks[0]).toMatch(/^购物车-\d{4}-\d{2}-\d{2}\.csv$/);
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  });

  it('an empty cart leads back to the catalogue', async () => {
    db.state.carts = db.state.carts.filter((c) => c.memberId !== DEMO.owner._id);
    signInAs(DEMO.owner._id);
    renderApp('/cart');
    expect(await screen.findByText('购物车还是空的', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去选购产品' })).toHaveAttribute('href', '/product');
  });
});

describe('cart line pictures (issue 23, item 11)', () => {
  it('a line whose picture is on a host outside VITE_IMAGE_ORIGINS shows the brand’s initials, never that picture', async () => {
    server.use(
      http.get('*/mall/v1/carts', async ({ request }) => {
        const response = await getResponse(cartHandlers, request.clone());
        const body = (await response!.json()) as { data: { list: { image: string }[] } };
        const list = body.data.list.map((line, i) => ({ ...line, image: i === 0 ? 'https://cdn.example.cn/m/1.jpg' : 'https://evil.example/pixel.png' }));
        return HttpResponse.json({ ...body, data: { ...body.data, list } });
      }),
    );
    await openCart();
    /* eslint-disable testing-library/no-node-access -- a line's picture is decorative (alt=""): no role or name to query */
    await waitFor(() => expect(document.querySelectorAll('img[src="https://cdn.example.cn/m/1.jpg"]')).toHaveLength(1));
    expect(document.querySelector('img[src*="evil.example"]')).toBeNull();
    /* eslint-enable testing-library/no-node-access */
  });
});
