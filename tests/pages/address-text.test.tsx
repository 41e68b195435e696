import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { formatAddress } from '@/shared/lib/address';
import { renderApp, signInAs } from '../utils/render';


/** The owner's default address: 上海市 / 市辖区 / 徐汇区 in the seed. */
function defaultAddress() {
  const address = db.state.addresses.find((a) => a.memberId === DEMO.owner._id && a.isDefault)!;
  expect(address.regionNames).toEqual(['上海市', '市辖区', '徐汇区']);
  return address;
}

const noPlaceholder = () => expect(document.body.textContent).not.toMatch(/市辖区|省直辖县级行政区划/);

describe('an address reads the same wherever it is shown, without 市辖区', () => {
  it('账号设置 lists 上海市徐汇区…', async () => {
    const address = defaultAddress();
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '收货地址列表' });
    expect(within(list).getByText(`上海市徐汇区${address.detail}`, { exact: false })).toBeInTheDocument();
    noPlaceholder();
  });

  it('the order page offers 上海市徐汇区…', async () => {
    const address = defaultAddress();
    signInAs(DEMO.owner._id);
    renderApp('/order/add');
    const group = await screen.findByRole('radiogroup', { name: '收货地址' });
    expect(await within(group).findByText(`上海市徐汇区${address.detail}`)).toBeInTheDocument();
    noPlaceholder();
  });

  it('the order detail says 上海市徐汇区…', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.address.regionNames.includes('市辖区'))!;
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText(`订单号 ${order.orderNo}`, {})).toBeInTheDocument();
    expect(screen.getByText(formatAddress(order.address), { exact: false })).toBeInTheDocument();
    expect(formatAddress(order.address)).not.toContain('市辖区');
    noPlaceholder();
  });
});
