import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/index.ts';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { readTokenInfo } from '@/shared/session';
import { renderApp, signInAs } from '../../utils/render';

const lastCode = (phone: string) => db.runtime.sms.filter((s) => s.phone === phone).at(-1)?.code ?? '';

async function reachVerification() {
  localStorage.setItem('isCheckModal', 'true');
  signInAs(DEMO.owner._id);
  const view = renderApp('/account/clean');
  await view.user.click(await screen.findByRole('checkbox', { name: '我已阅读并了解以上注销后果' }));
  await view.user.click(screen.getByRole('button', { name: '下一步' }));
  const form = screen.getByRole('form', { name: '短信验证' });
  await view.user.click(within(form).getByRole('button', { name: '获取验证码' }));
  await within(form).findByText('验证码已发送至 138****0001');
  return { ...view, form };
}

describe('account deletion (/account/clean)', () => {
  it('spells out the consequences and needs them acknowledged first', async () => {
    localStorage.setItem('isCheckModal', 'true');
    signInAs(DEMO.owner._id);
    renderApp('/account/clean');
    expect(await screen.findByText(/账号及其下所有子账号将无法再登录/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });

  it('an owner with open orders is refused after the SMS check, and stays signed in', async () => {
    const { user, form } = await reachVerification();
    await user.type(within(form).getByLabelText('验证码'), lastCode(DEMO.owner.cellphone));
    await user.click(within(form).getByRole('button', { name: '注销账号' }));
    await user.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('您还有未完成的订单，请完成收货或取消后再注销');
    expect(readTokenInfo()).not.toBeNull();
  });

  it('a wrong code is said in the field', async () => {
    const { user, form } = await reachVerification();
    await user.type(within(form).getByLabelText('验证码'), '000000');
    await user.click(within(form).getByRole('button', { name: '注销账号' }));
    await user.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await within(form).findByText('验证码错误或已过期')).toBeInTheDocument();
  });

  it('deletes the account and ends the session as on logout', async () => {
    // Finish the owner's open orders first.
    for (const order of db.state.orders) {
      if (order.memberId === DEMO.owner._id && !['completed', 'cancelled'].includes(order.status)) order.status = 'completed';
    }
    const { user, form, router } = await reachVerification();
    await user.type(within(form).getByLabelText('验证码'), lastCode(DEMO.owner.cellphone));
    await user.click(within(form).getByRole('button', { name: '注销账号' }));
    await user.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('账号已注销，感谢您的使用')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readTokenInfo()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(db.state.members.some((m) => m._id === DEMO.owner._id || m.parentMbrId === DEMO.owner._id)).toBe(false);
    expect(await screen.findByRole('link', { name: '登录/注册' })).toBeInTheDocument();
  });

  it('a sub-account cannot delete the account', async () => {
    localStorage.setItem('isCheckModal', 'true');
    signInAs(DEMO.sub._id);
    renderApp('/account/clean');
    expect(await screen.findByText('当前账号不能注销')).toBeInTheDocument();
  });
});
