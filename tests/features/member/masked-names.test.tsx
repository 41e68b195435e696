import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';

/**
 * Spec §5: lists show other people's names masked — shorter than 3 characters whole, exactly 3 without the
 * first, longer only the first. The seed's names have two characters, so the test gives some people longer ones.
 */
describe('names of other people in lists (spec §5 masking)', () => {
  it('/mine/setting: sub-accounts and address receivers', async () => {
    const sub = db.state.subMembers.find((s) => s.memberId === DEMO.owner._id && s.account === 'shengke-cell01')!;
    sub.name = '欧阳明月';
    const address = db.state.addresses.find((a) => a.memberId === DEMO.owner._id)!;
    address.receiver = '赵老师';
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');

    const subs = await screen.findByRole('list', { name: '子账号列表' });
    const subRow = within(subs).getByRole('listitem', { name: '子账号 欧 shengke-cell01' });
    expect(within(subRow).getByText('欧')).toBeInTheDocument();
    expect(subs).not.toHaveTextContent('欧阳明月');
    expect(subs).toHaveTextContent('陈晨'); // two characters: whole

    const book = await screen.findByRole('list', { name: '收货地址列表' });
    expect(within(book).getByRole('listitem', { name: /^老师 / })).toBeInTheDocument();
    expect(book).not.toHaveTextContent('赵老师');
  });

  it('/order: the receiver and the sub-account that placed the order', async () => {
    const sub = db.state.subMembers.find((s) => s.subMbrId === DEMO.sub._id)!;
    sub.name = '陈晨晨';
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.placedBy === DEMO.sub._id)!;
    order.address.receiver = '司马相如';
    signInAs(DEMO.owner._id);
    renderApp('/order');

    const card = await screen.findByRole('article', { name: `订单 ${order.orderNo}` });
    expect(within(card).getByText('收货人 司')).toBeInTheDocument();
    expect(within(card).getByText('下单人 晨晨')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('司马相如');
    expect(card).not.toHaveTextContent('陈晨晨');
  });
});
