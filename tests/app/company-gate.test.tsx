import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { creditCodeCheckChar } from '../../mocks/handlers/member.ts';
import { expectNoDialog, findDialog } from '../utils/dialogs';
import { renderApp, signInAs } from '../utils/render';

const PANEL = '请先完善企业信息';
const FORM = '完善企业信息';
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('company-only routes (access: company)', () => {
  it('a member without a company profile sees the panel instead of the page, and the form opens by itself', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/order');
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('订单号、采购单号、商品名称或货号')).not.toBeInTheDocument();
    expect(await findDialog(FORM)).toBeInTheDocument();
  });

  it('/mine/setting opened directly: the company form comes first, not the settings (spec §6)', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/mine/setting');
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    expect(screen.getByText(/完善企业信息后即可进入“账号设置”/)).toBeInTheDocument();
    expect(screen.queryByText('账号设置页面正在建设中')).not.toBeInTheDocument();
    expect(await findDialog(FORM)).toBeInTheDocument();
  });

  it("the panel's button opens the form again after it was closed", async () => {
    signInAs(DEMO.noCompany._id);
    const { user } = renderApp('/invoice');
    const form = await findDialog(FORM);
    await user.click(within(form).getByRole('button', { name: '关闭' }));
    await expectNoDialog(FORM);
    await user.click(screen.getByRole('button', { name: '完善企业信息' }));
    expect(await findDialog(FORM)).toBeInTheDocument();
  });

  it('once the company form is done, the page itself shows', async () => {
    signInAs(DEMO.noCompany._id);
    const { user } = renderApp('/order');
    const form = await findDialog(FORM);
    const code = `12100000400000624${creditCodeCheckChar('12100000400000624')}`;
    await user.type(within(form).getByLabelText('单位名称'), '北京大学');
    await user.type(within(form).getByLabelText('统一社会信用代码'), code);
    await user.click(within(form).getByText('高校'));
    const contact = within(form).getByLabelText('联系人');
    await user.clear(contact);
    await user.type(contact, '李老师');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByPlaceholderText('订单号、采购单号、商品名称或货号')).toBeInTheDocument(); // the order list
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
  });

  it("a sub-account follows its owner's company: the page shows", async () => {
    signInAs(DEMO.sub._id);
    renderApp('/order');
    expect(await screen.findByPlaceholderText('订单号、采购单号、商品名称或货号')).toBeInTheDocument(); // the order list
    await settle();
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
    await expectNoDialog(FORM);
  });

  it('a sub-account whose owner has no company: the panel says to ask the owner, no form', async () => {
    for (const m of db.state.members) if (m._id === DEMO.owner._id || m._id === DEMO.sub._id) m.companyInfo = {};
    signInAs(DEMO.sub._id);
    renderApp('/order');
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    expect(screen.getByText(/请联系主账号完善/)).toBeInTheDocument();
    await settle();
    await expectNoDialog(FORM);
    expect(screen.queryByRole('button', { name: '完善企业信息' })).not.toBeInTheDocument();
  });

  it('login-only routes do not need a company profile', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: '购物车' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
  });

  it('the company owner reaches the page', async () => {
    signInAs(DEMO.owner._id);
    const { router } = renderApp('/invoice');
    expect(await screen.findByRole('heading', { level: 1, name: '我的发票' })).toBeInTheDocument();
    await act(() => router.navigate('/order'));
    expect(await screen.findByPlaceholderText('订单号、采购单号、商品名称或货号')).toBeInTheDocument(); // the order list
  });
});
