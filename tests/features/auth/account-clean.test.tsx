import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/index.ts';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { readTokenInfo } from '@/shared/storage';
import { renderApp, signInAs } from '../../utils/render';

const lastCode = (phone: string) => db.runtime.sms.filter((s) => s.phone === phone).at(-1)?.code ?? '';

async function reachVerification() {
  localStorage.setItem('isCheckModal', 'true');
  signInAs(DEMO.deletable._id);
  const view = renderApp('/account/clean');
  await view.user.click(await screen.findByRole('checkbox', { name: '我已阅读并了解以上注销后果' }));
  await view.user.click(screen.getByRole('button', { name: '下一步' }));
  const form = screen.getByRole('form', { name: '短信验证' });
  await view.user.click(within(form).getByRole('button', { name: '获取验证码' }));
  await within(form).findByText(/验证码已发送至 156\*\*\*\*7845/);
  return { ...view, form };
}

describe('account deletion (/account/clean)', () => {
  it('spells out the consequences and needs them acknowledged first', async () => {
    localStorage.setItem('isCheckModal', 'true');
    signInAs(DEMO.deletable._id);
    renderApp('/account/clean');
    expect(await screen.findByText(/账号及其下所有子账号将无法再登录/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });

  it('an owner with open orders is told first what blocks deletion, with links, before consent or SMS', async () => {
    localStorage.setItem('isCheckModal', 'true');
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/account/clean');
    const blocked = await screen.findByRole('region', { name: '暂时无法注销' });
    expect(within(blocked).getByText('暂时无法注销账号')).toBeInTheDocument();
    expect(within(blocked).getByText(/待审核的订单/)).toBeInTheDocument();
    const links = within(blocked).getAllByRole('link', { name: '查看订单' });
    expect(links.map((a) => a.getAttribute('href'))).toContain('/order?status=pendingReview');
    expect(screen.queryByRole('checkbox', { name: '我已阅读并了解以上注销后果' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '短信验证' })).not.toBeInTheDocument();
    expect(db.runtime.sms.some((s) => s.phone === DEMO.owner.cellphone)).toBe(false);

    // settled meanwhile: 重新检查 opens the way
    for (const order of db.state.orders) {
      if (order.memberId === DEMO.owner._id && !['completed', 'cancelled'].includes(order.status)) order.status = 'completed';
    }
    for (const invoice of db.state.invoices) {
      if (invoice.memberId === DEMO.owner._id && ['applying', 'reissuing'].includes(invoice.status)) invoice.status = 'issued';
    }
    await user.click(within(blocked).getByRole('button', { name: '已处理，重新检查' }));
    expect(await screen.findByRole('checkbox', { name: '我已阅读并了解以上注销后果' })).toBeInTheDocument();
    expect(readTokenInfo()).not.toBeNull();
  });

  it('a deletion refused at the last step (an order placed meanwhile) shows the blockers, not step 3 over the form', async () => {
    const { user, form } = await reachVerification();
    const finished = db.state.orders.find((o) => o.memberId === DEMO.deletable._id);
    if (!finished) throw new Error('the deletable demo account has orders');
    finished.status = 'pendingShipment';
    await user.type(within(form).getByLabelText('验证码'), lastCode(DEMO.deletable.cellphone));
    await user.click(within(form).getByRole('button', { name: '注销账号' }));
    await user.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await screen.findByRole('region', { name: '暂时无法注销' })).toHaveTextContent('待发货的订单');
    expect(readTokenInfo()).not.toBeNull();
  });

  it('a wrong code is said in the field', async () => {
    const { user, form } = await reachVerification();
    await user.type(within(form).getByLabelText('验证码'), '000000');
    await user.click(within(form).getByRole('button', { name: '注销账号' }));
    await user.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await within(form).findByText('验证码错误或已过期')).toBeInTheDocument();
  });

  it('the deletable demo account is deleted and the session ends as on logout', async () => {
    const { user, form, router } = await reachVerification();
    await user.type(within(form).getByLabelText('验证码'), lastCode(DEMO.deletable.cellphone));
    await user.click(within(form).getByRole('button', { name: '注销账号' }));
    await user.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('账号已注销，感谢您的使用')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readTokenInfo()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(db.state.members.some((m) => m._id === DEMO.deletable._id)).toBe(false);
    expect(await screen.findByRole('link', { name: '登录/注册' })).toBeInTheDocument();
  });

  it('a sub-account cannot delete the account', async () => {
    localStorage.setItem('isCheckModal', 'true');
    signInAs(DEMO.sub._id);
    renderApp('/account/clean');
    expect(await screen.findByText('当前账号不能注销')).toBeInTheDocument();
  });
});
