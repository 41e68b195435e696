import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { http as mock, HttpResponse } from 'msw';
import { server } from '../../../mocks/node.ts';
import { maskName } from '@/shared/lib/mask';
import { findDialog, findPopconfirm, shownDialogTitles } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';
import type { QueryClient } from '@tanstack/react-query';


afterEach(() => server.events.removeAllListeners());

function countCalls(method: string, pathname: RegExp) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && pathname.test(new URL(request.url).pathname)) counter.count++;
  });
  return counter;
}

/** An antd card has no role or name of its own: it is found from its title. */
// eslint-disable-next-line testing-library/no-node-access
const card = async (title: string | RegExp) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest<HTMLElement>('.ant-card')!;

/**
 * What names the sub-accounts outside their list (the approvers of the procurement settings, who may receive a
 * delivery): seeded here, it must be read again (invalidated, or already refetched) after a sub-account changes.
 */
function namedElsewhere(queryClient: QueryClient) {
  const keys = [['member', 'procurement-settings'], ['member', 'receivers']];
  // setQueryData marks each fresh (not invalidated), whatever happened to it before
  for (const key of keys) queryClient.setQueryData(key, queryClient.getQueryData(key) ?? (key[1] === 'receivers' ? [] : { approverIds: [] }));
  const before = keys.map((key) => queryClient.getQueryState(key)?.dataUpdatedAt ?? 0);
  return {
    moved: () =>
      waitFor(() => {
        for (const [i, key] of keys.entries()) {
          const state = queryClient.getQueryState(key);
          expect(state?.isInvalidated || (state?.dataUpdatedAt ?? 0) > before[i]!, key.join('/')).toBe(true);
        }
      }),
  };
}

describe('/mine/setting as the company holder', () => {
  it('shows the profile with the masked phone, the company, and opens the company form and WeChat binding', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/mine/setting');
    const profile = await card('账号信息');
    expect(within(profile).getByText('138****0001')).toBeInTheDocument();
    expect(within(profile).queryByText('13800000001')).not.toBeInTheDocument();
    expect(within(profile).getByText('已绑定')).toBeInTheDocument();

    const company = await card('企业信息');
    const owner = db.state.members.find((m) => m._id === DEMO.owner._id)!;
    expect(within(company).getByText((owner.companyInfo as { creditCode: string }).creditCode)).toBeInTheDocument();
    await user.click(within(company).getByRole('button', { name: '编辑' }));
    const form = await findDialog('企业信息');
    expect(within(form).getByLabelText('统一社会信用代码')).toHaveValue((owner.companyInfo as { creditCode: string }).creditCode);
    expect(shownDialogTitles()).toEqual(['企业信息']); // the company form alone, not the WeChat binding
  });

  it('unbinds WeChat after a confirmation, then offers 绑定微信', async () => {
    const unbinds = countCalls('DELETE', /\/member\/wechat\/bind$/);
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/mine/setting');
    const profile = await card('账号信息');
    await user.click(within(profile).getByRole('button', { name: '解除绑定' }));
    // the confirmation's own button (the popover renders after the card)
    const confirm = await findPopconfirm('解除后不能再用这个微信扫码登录本账号。');
    await user.click(within(confirm).getByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(unbinds.count).toBe(1));
    await waitFor(() => expect(db.state.members.find((m) => m._id === DEMO.owner._id)?.wechatId).toBeUndefined());
    const bind = await within(profile).findByRole('button', { name: '绑定微信' });
    expect(within(profile).getByText('未绑定')).toBeInTheDocument();
    await user.click(bind);
    expect(await findDialog('绑定微信')).toBeInTheDocument();
  });

  it('manages sub-accounts: checks the form, adds one, switches the default', async () => {
    signInAs(DEMO.owner._id);
    const { user, queryClient } = renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '子账号列表' });
    const namesSubs = namedElsewhere(queryClient);
    const subs = () => db.state.subMembers.filter((s) => s.memberId === DEMO.owner._id);
    expect(within(list).getAllByRole('listitem')).toHaveLength(subs().length);

    await user.click(screen.getByRole('button', { name: /新增子账号/ }));
    const dialog = await findDialog('新增子账号');
    await user.type(within(dialog).getByLabelText('姓名'), '钱七');
    await user.type(within(dialog).getByLabelText('手机号'), '13612345678');
    await user.type(within(dialog).getByLabelText('登录账号'), 'Qian Qi');
    await user.type(within(dialog).getByLabelText('登录密码'), 'abcdefgh');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('登录账号应为 4–32 位小写字母、数字、下划线或短横线')).toBeInTheDocument();
    expect(await within(dialog).findByText('密码应为 8–20 位，至少包含字母、数字、符号中的两种，且不含空格')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('登录账号'));
    await user.type(within(dialog).getByLabelText('登录账号'), 'shengke-qian');
    await user.clear(within(dialog).getByLabelText('登录密码'));
    await user.type(within(dialog).getByLabelText('登录密码'), 'Lab@2026x');
    const before = subs().length;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(subs()).toHaveLength(before + 1));
    await namesSubs.moved();
    const row = await within(list).findByRole('listitem', { name: '子账号 钱七 shengke-qian' });
    const again = namedElsewhere(queryClient);
    await user.click(within(row).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(subs().find((s) => s.isDefault)?.name).toBe('钱七'));
    await again.moved();
  });
});

describe('the sub-account form refuses what the mall would (issue 24 items 13, 15)', () => {
  async function openNewSub() {
    signInAs(DEMO.owner._id);
    const view = renderApp('/mine/setting');
    await screen.findByRole('list', { name: '子账号列表' });
    await view.user.click(screen.getByRole('button', { name: /新增子账号/ }));
    return { ...view, dialog: await findDialog('新增子账号') };
  }
  /** One paste per field: quicker than typing key by key on a busy machine. */
  async function fill(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, label: string, value: string) {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(value);
  }

  it('a login name already taken stands under 登录账号, as an error of the field, not as a toast', async () => {
    const posts = countCalls('POST', /\/member\/sub-members$/);
    const { dialog, user } = await openNewSub();
    await fill(user, dialog, '姓名', '钱七');
    await fill(user, dialog, '手机号', '13612345678');
    await fill(user, dialog, '登录账号', DEMO.sub.account);
    await fill(user, dialog, '登录密码', 'Lab@2026x');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts.count).toBe(1));
    const account = within(dialog).getByLabelText('登录账号');
    await waitFor(() => expect(account).toHaveAccessibleDescription(expect.stringMatching(/^该子账号名已被使用，请换一个/)));
    expect(account).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 200));
    // antd's message toast has no role or label of its own to query
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain('该子账号名已被使用');
    expect(screen.getAllByText('该子账号名已被使用，请换一个')).toHaveLength(1);
    // another name saves
    await user.clear(within(dialog).getByLabelText('登录账号'));
    await fill(user, dialog, '登录账号', 'shengke-qian');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(db.state.subMembers.some((s) => s.account === 'shengke-qian')).toBe(true));
  });

  it('a refusal of the whole save is said once as a toast', async () => {
    const { dialog, user } = await openNewSub();
    server.use(mock.post('*/mall/v1/member/sub-members', () => HttpResponse.json({ code: 10073, msg: '最多创建 50 个子账号', data: null })));
    await fill(user, dialog, '姓名', '钱七');
    await fill(user, dialog, '手机号', '13612345678');
    await fill(user, dialog, '登录账号', 'shengke-qian');
    await fill(user, dialog, '登录密码', 'Lab@2026x');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最多创建 50 个子账号')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getAllByText('最多创建 50 个子账号')).toHaveLength(1);
    for (const label of ['姓名', '手机号', '登录账号', '登录密码']) expect(within(dialog).getByLabelText(label)).not.toHaveAttribute('aria-invalid');
  });

  it('a name with markup or emoji is refused under 姓名, and nothing is sent', async () => {
    const posts = countCalls('POST', /\/member\/sub-members$/);
    const { dialog, user } = await openNewSub();
    const name = within(dialog).getByLabelText('姓名');
    await fill(user, dialog, '姓名', '<script>alert(1)</script>');
    await fill(user, dialog, '手机号', '13612345678');
    await fill(user, dialog, '登录账号', 'shengke-qian');
    await fill(user, dialog, '登录密码', 'Lab@2026x');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining("姓名只能包含中文、字母、空格及 · . ' -")));
    await user.clear(name);
    await user.click(name);
    await user.paste('钱七🧪');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining("姓名只能包含中文、字母、空格及 · . ' -")));
    expect(posts.count).toBe(0);
  });
});

describe('deleting on /mine/setting', () => {
  it('deletes a sub-account after a confirmation, and the default address with the newest taking over', async () => {
    signInAs(DEMO.owner._id);
    const { user, queryClient } = renderApp('/mine/setting');
    const subs = await screen.findByRole('list', { name: '子账号列表' });
    const namesSubs = namedElsewhere(queryClient);
    const victim = db.state.subMembers.find((x) => x.memberId === DEMO.owner._id && !x.isDefault)!;
    const row = within(subs).getByRole('listitem', { name: `子账号 ${maskName(victim.name)} ${victim.account}` });
    // the rows' actions are plain buttons, the Popconfirm drawn once 删除 is pressed (30 rows on a large account)
    for (const button of within(subs).getAllByRole('button')) expect(button).not.toHaveClass('ant-btn');
    expect(within(row).getByRole('button', { name: /删\s?除/ })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(row).getByRole('button', { name: /删\s?除/ }));
    const confirm = await findPopconfirm('它的登录、购物车和微信绑定一并删除，已下的订单保留。');
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(db.state.subMembers.some((x) => x._id === victim._id)).toBe(false));
    await namesSubs.moved();
    expect(db.state.members.some((m) => m._id === victim.subMbrId)).toBe(false);
    await waitFor(() => expect(within(subs).queryByRole('listitem', { name: `子账号 ${maskName(victim.name)} ${victim.account}` })).not.toBeInTheDocument());

    const book = () => db.state.addresses.filter((a) => a.memberId === DEMO.owner._id);
    const oldDefault = book().find((a) => a.isDefault)!;
    const newest = book().filter((a) => !a.isDefault).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const addresses = screen.getByRole('list', { name: '收货地址列表' });
    const first = within(addresses).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: /删\s?除/ }));
    const sure = await findPopconfirm('删除后，最新添加的地址将成为默认地址');
    await user.click(within(sure).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(book().some((a) => a._id === oldDefault._id)).toBe(false));
    expect(book().find((a) => a.isDefault)?._id).toBe(newest._id);
  });
});

describe('/mine/setting as a sub-account', () => {
  it('shows what it may not change, with the reason, and never asks for the sub-accounts', async () => {
    const subCalls = countCalls('GET', /\/member\/sub-members$/);
    signInAs(DEMO.sub._id);
    renderApp('/mine/setting');
    const company = await card('企业信息');
    expect(within(company).getByText('子账号无权修改企业信息，请联系主账号修改。')).toBeInTheDocument();
    expect(within(company).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    const subs = await card('子账号管理');
    expect(within(subs).getByText('子账号无权管理子账号，请联系主账号')).toBeInTheDocument();
    expect(within(subs).queryByRole('button', { name: /新增子账号/ })).not.toBeInTheDocument();
    // its own address book stays editable
    const addresses = await card(/收货地址/);
    expect(within(addresses).getByRole('button', { name: /新增地址/ })).toBeEnabled();
    expect(subCalls.count).toBe(0);
  });
});
