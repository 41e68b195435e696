import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { renderApp, signInAs } from '../../utils/render';


afterEach(() => server.events.removeAllListeners());

/** A material of the seed by its CAS number, in stock and on shelf, smallest pack first. */
function material(cas: string) {
  const found = db.state.materials.filter((m) => m.cas === cas && !m.offShelf && m.stock > 0).sort((a, b) => a.price - b.price)[0];
  expect(found).toBeDefined();
  return found!;
}

/** The owner's cart with only `ids` selected (each added when missing); no fund required, so 提交订单 asks nothing else. */
function selectOnly(...ids: string[]) {
  db.state.procurementSettings.find((s) => s.memberId === DEMO.owner._id)!.requireFund = false;
  for (const line of db.state.carts) if (line.memberId === DEMO.owner._id) line.selected = false;
  for (const matlId of ids) {
    const line = db.state.carts.find((c) => c.memberId === DEMO.owner._id && c.matlId === matlId);
    if (line) line.selected = true;
    else db.state.carts.push({ memberId: DEMO.owner._id, matlId, quantity: 1, selected: true, addedAt: new Date().toISOString() });
  }
}

function bodiesOf(suffix: string) {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(suffix)) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

const acetone = () => material('67-64-1'); // 易制毒第三类: nothing of the owner covers it
const azide = () => material('26628-22-8'); // 剧毒: the owner's licence covers it, ends in 20 days

describe('controlled chemicals in the cart (docs/api.md §21)', () => {
  it('a line without a covering qualification says why, links to 资质管理, and 去结算 names it and stays', async () => {
    const line = acetone();
    selectOnly(line._id);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/cart');
    const note = await screen.findByRole('note', { name: `${line.catalogNo} 资质` });
    expect(note).toHaveTextContent('需要有效的易制毒化学品购买备案证明（第三类）');
    expect(within(note).getByRole('link', { name: '资质管理' })).toHaveAttribute('href', '/mine/setting#qualifications');
    await user.click(screen.getByRole('button', { name: /去结算/ }));
    const names = await screen.findByRole('list', { name: '不能下单的商品' });
    expect(names).toHaveTextContent(`${line.catalogNo} ${line.name}：需要有效的易制毒化学品购买备案证明（第三类）`);
    expect(router.state.location.pathname).toBe('/cart');
    // the way to 资质管理 is a link of the dialog, which it closes
    const link = screen.getByRole('link', { name: '账号设置 → 资质管理' });
    expect(link).toHaveAttribute('href', '/mine/setting#qualifications');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/setting'));
    expect(router.state.location.hash).toBe('#qualifications');
    await waitFor(() => expect(screen.queryByRole('list', { name: '不能下单的商品' })).not.toBeInTheDocument());
  });
});

describe('controlled chemicals at checkout (docs/api.md §21)', () => {
  it('the preview’s refusal is a banner with the link to 资质管理, and 提交订单 is disabled', async () => {
    selectOnly(acetone()._id);
    signInAs(DEMO.owner._id);
    renderApp('/order/add');
    expect(await screen.findByText('含管制化学品，暂不能提交', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往资质管理' })).toHaveAttribute('href', '/mine/setting#qualifications');
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
    // the refusal is said once, in the banner; the submit bar points to it
    expect(screen.getAllByText(/需要有效的易制毒化学品购买备案证明/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '暂不能提交：见上方管制化学品提示' })).toBeInTheDocument();
  });

  it('a sub-account is told the company’s 易制爆 filing was 已驳回 (with why) and to ask the owner, not sent to 资质管理', async () => {
    const peroxide = db.state.materials.find((m) => m.name === '30% 过氧化氢溶液' && !m.offShelf && m.stock > 0)!;
    db.state.procurementSettings.find((s) => s.memberId === DEMO.owner._id)!.requireFund = false;
    for (const line of db.state.carts) if (line.memberId === DEMO.sub._id) line.selected = false;
    db.state.carts.push({ memberId: DEMO.sub._id, matlId: peroxide._id, quantity: 1, selected: true, addedAt: new Date().toISOString() });
    signInAs(DEMO.sub._id);
    renderApp('/order/add');
    await screen.findByText('含管制化学品，暂不能提交', {});
    const banner = screen.getAllByRole('alert').find((a) => a.textContent?.includes('含管制化学品'))!;
    await waitFor(() => expect(banner).toHaveTextContent('本企业的易制爆危险化学品购买备案（编号 沪公易爆备〔2026〕0318）已驳回：证件照片不清晰，请重新上传'));
    expect(banner).toHaveTextContent('请联系主账号 王敏 更新资质');
    expect(banner).not.toHaveTextContent('请在资质管理中上传');
    expect(within(banner).queryByRole('link', { name: '前往资质管理' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
  });

  it('a toxic line needs its 用途: checked before anything is sent, then sent as purposes', async () => {
    const line = azide();
    selectOnly(line._id);
    const orders = bodiesOf('/mall/v1/orders');
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/order/add');
    const input = await screen.findByLabelText(/的用途/, {});
    expect(await screen.findByText(/将于 .* 到期（剩 \d+ 天）/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('请填写用途')).toBeInTheDocument();
    await user.type(input, '甲');
    await user.click(submit);
    expect(await screen.findByText('用途至少 2 个字')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(orders).toHaveLength(0);
    await user.type(input, '基化反应的前体，课题组自用');
    await user.click(submit);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.purposes).toEqual([{ matlId: line._id, purpose: '甲基化反应的前体，课题组自用' }]);
  });

  it('10172 from placing is said in the banner, with the 用途 and the remark kept', async () => {
    const line = azide();
    selectOnly(line._id);
    const msg = `商品 ${line.name} 需要有效的剧毒化学品购买许可证，请在资质管理中上传`;
    server.use(
      http.post('*/mall/v1/orders', async () => {
        await delay(100);
        return HttpResponse.json({ code: 10172, msg, data: null });
      }),
    );
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/order/add');
    const input = await screen.findByLabelText(/的用途/, {});
    await user.type(input, '细胞裂解液防腐');
    await user.type(screen.getByLabelText('订单备注'), '请尽快发货');
    const submit = screen.getByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(`${msg}。`, { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText(msg, { exact: false })).toHaveLength(1); // said once, in the banner
    expect(input).toHaveValue('细胞裂解液防腐');
    expect(screen.getByLabelText('订单备注')).toHaveValue('请尽快发货');
  });
});

describe('管制化学品记录 on the order detail (docs/api.md §21)', () => {
  it('names the qualifications that covered the order and the 用途 of each line', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.items.length > 0)!;
    const licence = db.state.qualifications.find((q) => q.memberId === DEMO.owner._id && q.kind === 'toxicLicence')!;
    const item = order.items[0]!;
    order.compliance = { qualificationIds: [licence._id], purposes: [{ matlId: item.matlId, purpose: '细胞裂解液防腐' }] };
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    const record = await screen.findByRole('region', { name: '管制化学品记录' });
    expect(record).toHaveTextContent(`剧毒化学品购买许可证 编号 ${licence.number}`);
    expect(record).toHaveTextContent(`${item.name}：细胞裂解液防腐`);
  });

  it('is left out for an order without controlled lines', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && !o.compliance)!;
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText(`订单号 ${order.orderNo}`, {})).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '管制化学品记录' })).not.toBeInTheDocument();
  });
});
