/**
 * A buying list keeps the company's minimum and multiple (docs/api.md §5, issue 45): the line's stepper starts at
 * the minimum and steps by the multiple, a typed quantity below it is corrected and said, and 全部加入购物车 corrects
 * a line added off the rule in the cart and says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const owner = DEMO.owner._id;
const TUBES = '631281-50PK'; // 协议价 ¥39.50, 起订 5, 倍数 5
const material = () => db.state.materials.find((m) => m.catalogNo === TUBES)!;
const LIST = 'PCR 与分子实验耗材'; // the owner's own
const list = () => db.state.buyingLists.find((l) => l.name === LIST)!;

beforeEach(() => {
  const m = material();
  const l = list();
  l.lines = [...l.lines.filter((x) => x.matlId !== m._id), { matlId: m._id, quantity: 3, addedAt: '2026-11-20T10:00:00+08:00' }];
  db.state.carts = db.state.carts.filter((c) => !(c.memberId === owner && c.matlId === m._id));
});

const title = () => `${material().name}（${material().spec}）`;
// another brand's tube of the same name and size may share the list: the line is the one with this 货号
const lineOf = () => screen.getAllByRole('listitem', { name: title() }).find((li) => within(li).queryByText(`货号 ${TUBES}`))!;

describe('a buying list at the company terms', () => {
  it('the stepper’s minimum and step are the company’s; a typed 2 is corrected to 5 and said', async () => {
    signInAs(owner);
    const { user } = renderApp(`/mine/list/${list()._id}`);
    await screen.findByRole('list', { name: '清单商品' });
    const stepper = within(lineOf()).getByRole('spinbutton', { name: `${title()} 的数量` });
    expect(stepper).toHaveAttribute('aria-valuemin', '5');
    expect(stepper).toHaveAttribute('step', '5');
    await user.clear(stepper);
    await user.type(stepper, '2');
    await user.tab();
    expect(await screen.findByText('该商品起订 5 包，按 5 的倍数购买，已改为 5 包')).toBeInTheDocument();
    await waitFor(() => expect(list().lines.find((l) => l.matlId === material()._id)?.quantity).toBe(5));
    expect(stepper).toHaveValue('5');
  });

  it('全部加入购物车 corrects a line off the rule in the cart and says which', async () => {
    signInAs(owner);
    const { user } = renderApp(`/mine/list/${list()._id}`);
    await screen.findByRole('list', { name: '清单商品' });
    await user.click(screen.getByRole('button', { name: '全部加入购物车' }));
    const dialog = await findDialog('加入购物车');
    const notes = within(dialog).getByRole('list', { name: '数量已按起订量调整' });
    expect(notes).toHaveTextContent(`${TUBES}：该商品起订 5 包，按 5 的倍数购买，已改为 5 包`);
    await waitFor(() => expect(db.state.carts.find((c) => c.memberId === owner && c.matlId === material()._id)?.quantity).toBe(5));
  });

  it('a correction that fails is said for its line; the add itself succeeded and is not offered again as failed', async () => {
    server.use(http.put('*/mall/v1/carts/:matlId/quantity', () => HttpResponse.json({ code: 500, msg: '服务器内部错误', data: null }, { status: 500 })));
    signInAs(owner);
    const { user } = renderApp(`/mine/list/${list()._id}`);
    await screen.findByRole('list', { name: '清单商品' });
    await user.click(screen.getByRole('button', { name: '全部加入购物车' }));
    const dialog = await findDialog('加入购物车');
    expect(within(dialog).getByRole('list', { name: '数量已按起订量调整' })).toHaveTextContent(`${TUBES}：数量未能自动调整为 5 包，请在购物车中修改`);
    // in the cart as the list had it: the cart flags it, the mall refuses to order it (10054)
    expect(db.state.carts.find((c) => c.memberId === owner && c.matlId === material()._id)?.quantity).toBe(3);
  });
});
