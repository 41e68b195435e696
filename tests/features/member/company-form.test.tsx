import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { creditCodeCheckChar } from '../../../mocks/handlers/member.ts';
import { server } from '../../../mocks/node.ts';
import { companyFormAtom } from '@/features/member';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });
const dialog = () => findDialog('完善企业信息');
const PKU_CODE = `12100000400000624${creditCodeCheckChar('12100000400000624')}`;

/** Counts calls of one path of the fake mall. */
function countCalls(pathname: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === pathname) counter.count++;
  });
  return counter;
}

afterEach(() => server.events.removeAllListeners());

async function openAsNoCompany() {
  signInAs(DEMO.noCompany._id);
  const view = renderApp('/');
  await userMenu();
  act(() => view.store.set(companyFormAtom, { open: true }));
  return { ...view, form: await dialog() };
}

describe('company form dialog: open and close', () => {
  it('opens from the atom set by non-React code (store.set)', async () => {
    const { form } = await openAsNoCompany();
    expect(within(form).getByLabelText('单位名称')).toBeInTheDocument();
    expect(within(form).getByLabelText('统一社会信用代码')).toBeInTheDocument();
  });

  it('opens from 账号管理 in the user menu when the member has no company profile', async () => {
    signInAs(DEMO.noCompany._id);
    const { user } = renderApp('/');
    await user.click(await userMenu());
    await user.click(await screen.findByRole('menuitem', { name: '账号管理' }));
    expect(await dialog()).toBeInTheDocument();
  });

  it('closing with X keeps what was typed; 取消 clears it', async () => {
    const { form, store, user } = await openAsNoCompany();
    await user.type(within(form).getByLabelText('单位简称'), '生科实验室');
    await user.click(within(form).getByRole('button', { name: '关闭' }));
    await expectNoDialog('完善企业信息');

    act(() => store.set(companyFormAtom, { open: true }));
    const again = await dialog();
    expect(within(again).getByLabelText('单位简称')).toHaveValue('生科实验室');

    await user.click(within(again).getByRole('button', { name: '取消' }));
    await expectNoDialog('完善企业信息');
    act(() => store.set(companyFormAtom, { open: true }));
    expect(within(await dialog()).getByLabelText('单位简称')).toHaveValue('');
  });
});

describe('company form dialog: the hint says what fits the member (issue 24 item 13)', () => {
  const ORDER_HINT = /完善企业信息后即可下单/;

  it('a member without a company is told that completing it lets them order', async () => {
    const { form } = await openAsNoCompany();
    expect(within(form).getByText(ORDER_HINT)).toBeInTheDocument();
  });

  it('an owner editing a complete company is not told to complete it', async () => {
    signInAs(DEMO.owner._id);
    const { store } = renderApp('/');
    await userMenu();
    act(() => store.set(companyFormAtom, { open: true }));
    const form = await findDialog('企业信息');
    expect(within(form).getByLabelText('统一社会信用代码')).not.toHaveValue('');
    expect(within(form).queryByText(ORDER_HINT)).not.toBeInTheDocument();
    expect(within(form).getByText('修改后，子账号看到的企业信息一并更新。')).toBeInTheDocument();
  });

  it('a saved company missing a required field (no 机构类型) is still incomplete: the hint stays', async () => {
    const owner = db.state.members.find((m) => m._id === DEMO.owner._id)!;
    delete (owner.companyInfo as { orgType?: string }).orgType;
    signInAs(DEMO.owner._id);
    const { store } = renderApp('/');
    await userMenu();
    act(() => store.set(companyFormAtom, { open: true }));
    expect(within(await dialog()).getByText(ORDER_HINT)).toBeInTheDocument();
  });
});

describe('company form dialog: validation and lookup', () => {
  it('a 联系人 with markup or emoji is refused with what a name may hold, and nothing is sent (issue 24 item 15)', async () => {
    const { form, user } = await openAsNoCompany();
    const saves = countCalls('/mall/v1/member/company');
    const contact = within(form).getByLabelText('联系人');
    await user.clear(contact);
    await user.click(contact);
    await user.paste('<script>alert(1)</script>');
    await waitFor(() => expect(contact).toHaveValue('<script>alert(1)</script>'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText("联系人只能包含中文、字母、空格及 · . ' -")).toBeInTheDocument();
    await user.clear(contact);
    await user.click(contact);
    await user.paste('李老师🙂');
    await waitFor(() => expect(contact).toHaveValue('李老师🙂'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    // the message from the first try is replaced as the form checks again: waited for as a condition, not a node
    await waitFor(() => expect(within(form).getByText("联系人只能包含中文、字母、空格及 · . ' -")).toBeInTheDocument());
    expect(saves.count).toBe(0);
  });


  it('a bad credit code shows 统一社会信用代码格式或校验位不正确 and nothing is sent', async () => {
    const { form, user } = await openAsNoCompany();
    const saves = countCalls('/mall/v1/member/company');
    await user.type(within(form).getByLabelText('单位名称'), '某某大学');
    // right shape, wrong check character (the valid one ends in 3)
    await user.type(within(form).getByLabelText('统一社会信用代码'), '91350100M000100Y44');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('统一社会信用代码格式或校验位不正确')).toBeInTheDocument();
    expect(saves.count).toBe(0);
  });

  it('normalises the credit code as typed (spaces, lower case, full width)', async () => {
    const { form, user } = await openAsNoCompany();
    const input = within(form).getByLabelText('统一社会信用代码');
    await user.type(input, '９１３５ 0100m000100y43');
    expect(input).toHaveValue('91350100M000100Y43');
    await user.tab();
    await new Promise((r) => setTimeout(r, 50));
    expect(within(form).queryByText('统一社会信用代码格式或校验位不正确')).not.toBeInTheDocument();
  });

  it('required fields say which label is missing', async () => {
    const { form, user } = await openAsNoCompany();
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('单位名称不能为空')).toBeInTheDocument();
    expect(await within(form).findByText('统一社会信用代码不能为空')).toBeInTheDocument();
    expect(await within(form).findByText('机构类型不能为空')).toBeInTheDocument(); // a choice too (spec §5)
  });

  it('the company lookup suggests companies; picking one fills name and credit code', async () => {
    const { form, user } = await openAsNoCompany();
    const lookups = countCalls('/mall/v1/member/companies-tyc');
    const name = within(form).getByLabelText('单位名称');
    await user.type(name, '北');
    await new Promise((r) => setTimeout(r, 400));
    expect(lookups.count).toBe(0); // one character: no lookup
    await user.type(name, '京大');
    await user.click(await screen.findByTitle('北京大学')); // the suggestion (antd titles an option with its label)
    expect(name).toHaveValue('北京大学');
    expect(within(form).getByLabelText('统一社会信用代码')).toHaveValue(PKU_CODE);
    expect(within(form).getByLabelText('单位地址')).toHaveValue('北京市海淀区颐和园路5号');
  });
});

describe('company form dialog: submit', () => {
  async function fillValid(form: HTMLElement, user: ReturnType<typeof renderApp>['user']) {
    await user.type(within(form).getByLabelText('单位名称'), '北京大学');
    await user.type(within(form).getByLabelText('统一社会信用代码'), PKU_CODE);
    await user.click(within(form).getByText('高校'));
    const contact = within(form).getByLabelText('联系人');
    await user.clear(contact);
    await user.type(contact, '李老师');
  }

  it('done: saves, refetches the member (header shows the company) and closes', async () => {
    const { form, user } = await openAsNoCompany();
    await fillValid(form, user);
    const infos = countCalls('/mall/v1/member/info');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('企业信息已保存')).toBeInTheDocument();
    await expectNoDialog('完善企业信息');
    expect(infos.count).toBeGreaterThanOrEqual(1);
    expect(await userMenu()).toHaveTextContent('北京大学');
    expect(screen.getByRole('link', { name: '我的订单' })).toBeInTheDocument();
  });

  it("a server refusal shows the server's message once and keeps the dialog open", async () => {
    server.use(
      mock.post('*/mall/v1/member/company', () =>
        HttpResponse.json({ code: 10099, msg: '该单位已由其他账号认证，请联系客服', data: null }),
      ),
    );
    const { form, user } = await openAsNoCompany();
    await fillValid(form, user);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该单位已由其他账号认证，请联系客服')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getAllByText('该单位已由其他账号认证，请联系客服')).toHaveLength(1);
    expect(await dialog()).toBe(form); // still open
    expect(screen.queryByText('企业信息已保存')).not.toBeInTheDocument();
  });

  it('a sub-account without its own rights sees why it cannot edit', async () => {
    signInAs(DEMO.sub._id);
    const { store } = renderApp('/');
    await userMenu();
    act(() => store.set(companyFormAtom, { open: true }));
    const form = await findDialog('企业信息');
    expect(within(form).getByText('子账号无权修改企业信息，请联系主账号完善。')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '保存' })).toBeDisabled();
  });
});
