import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http as mock, HttpResponse } from 'msw';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { maskName } from '@/shared/lib/mask';
import { renderApp, signInAs } from '../../utils/render';


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
const card = async (title: string) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest<HTMLElement>('.ant-card')!;

const ownerSettings = () => db.state.procurementSettings.find((s) => s.memberId === DEMO.owner._id);
const liuYang = () => db.state.subMembers.find((s) => s.memberId === DEMO.owner._id && s.account === 'shengke-cell01')!;

/** The owner's 采购审批 card, once the settings have loaded into the form. */
async function ownerCard() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/mine/setting');
  const section = await card('采购审批');
  // the rules as they stand, then the form 修改采购设置 opens
  await within(section).findByRole('region', { name: '当前采购规则' });
  await view.user.click(within(section).getByRole('button', { name: '修改采购设置' }));
  await within(section).findByRole('button', { name: '保存采购设置' });
  return { ...view, section };
}

describe('采购审批 as the owner', () => {
  it('shows the saved rules and saves what the owner changed, with a confirmation', async () => {
    const puts = countCalls('PUT', /\/member\/procurement-settings$/);
    const { user, section } = await ownerCard();
    const before = ownerSettings()!;
    expect(within(section).getByRole('radio', { name: /按规则/ })).toBeChecked();
    const amount = within(section).getByLabelText('审批金额');
    expect(amount).toHaveValue(String(before.amountOver?.toFixed(2)));
    expect(within(section).getByText('主账号始终可以审批', { exact: false })).toBeInTheDocument();
    // the approver chosen in the seed is shown by its (masked) name
    expect(within(section).getAllByText(new RegExp(maskName(liuYang().name))).length).toBeGreaterThan(0);

    await user.clear(amount);
    await user.type(amount, '8000');
    await user.click(within(section).getByRole('checkbox', { name: '抗体' }));
    await user.click(within(section).getByRole('switch', { name: '收货人须不同于下单人' }));
    await user.click(within(section).getByRole('button', { name: '保存采购设置' }));

    await waitFor(() => expect(puts.count).toBe(1));
    await waitFor(() => expect(ownerSettings()?.amountOver).toBe(8000));
    expect(ownerSettings()).toMatchObject({ approvalMode: 'rules', categories: ['antibody'], receiverMustDiffer: false, approverIds: before.approverIds });
    expect(await screen.findByText('采购设置已保存')).toBeInTheDocument();
    // saved, the summary is back with the new rule
    const rules = await within(section).findByRole('region', { name: '当前采购规则' });
    expect(rules).toHaveTextContent('子账号的订单金额（含运费）超过 ¥8,000.00 或含抗体类商品时需要审批；超出所选经费可用余额的子账号订单也需要审批');
    expect(rules).toHaveTextContent('下单人也可以确认收货');
    expect(within(section).queryByRole('button', { name: '保存采购设置' })).toBeNull();
  });

  it('reads the rules as they stand; 取消 leaves the form with nothing sent and the rules as they were', async () => {
    const puts = countCalls('PUT', /\/member\/procurement-settings$/);
    const { user, section } = await ownerCard();
    // the press took focus to the form; 取消 brings it back to 修改采购设置
    await waitFor(() => expect(within(section).getByRole('group', { name: '修改采购设置' })).toHaveFocus());
    await user.clear(within(section).getByLabelText('审批金额'));
    await user.type(within(section).getByLabelText('审批金额'), '1');
    await user.click(within(section).getByRole('button', { name: '取消' }));
    const rules = await within(section).findByRole('region', { name: '当前采购规则' });
    await waitFor(() => expect(within(section).getByRole('button', { name: '修改采购设置' })).toHaveFocus());
    const before = ownerSettings()!;
    expect(rules).toHaveTextContent(`超过 ¥${before.amountOver!.toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`);
    expect(within(rules).getByText(`${maskName(liuYang().name)}`)).toBeInTheDocument();
    expect(puts.count).toBe(0);
    // opened again, the form starts from the saved rules
    await user.click(within(section).getByRole('button', { name: '修改采购设置' }));
    expect(await within(section).findByLabelText('审批金额')).toHaveValue(before.amountOver!.toFixed(2));
  });

  it('an amount of 0 is refused in the form, and nothing is sent', async () => {
    const puts = countCalls('PUT', /\/member\/procurement-settings$/);
    const { user, section } = await ownerCard();
    const amount = within(section).getByLabelText('审批金额');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(section).getByRole('button', { name: '保存采购设置' }));
    expect(await within(section).findByText('金额须大于 0')).toBeInTheDocument();
    expect(puts.count).toBe(0);
  });

  it("says the mall's refusal (10090) beside the save button and keeps what was chosen", async () => {
    server.use(mock.put('*/mall/v1/member/procurement-settings', () => HttpResponse.json({ code: 10090, msg: '子账号无权修改采购设置', data: null })));
    const { user, section } = await ownerCard();
    await user.click(within(section).getByRole('radio', { name: /子账号的每笔订单/ }));
    await user.click(within(section).getByRole('button', { name: '保存采购设置' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('子账号无权修改采购设置');
    expect(within(section).getByRole('radio', { name: /子账号的每笔订单/ })).toBeChecked();
    expect(ownerSettings()?.approvalMode).toBe('rules');
    expect(screen.queryByText('采购设置已保存')).not.toBeInTheDocument();
  });

  it("says a 400 of the mall's checks in place (an approver the mall refuses)", async () => {
    server.use(
      mock.put('*/mall/v1/member/procurement-settings', () => HttpResponse.json({ code: 400, msg: '审批人须是本企业启用的子账号', data: null }, { status: 400 })),
    );
    const { user, section } = await ownerCard();
    await user.click(within(section).getByRole('button', { name: '保存采购设置' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('审批人须是本企业启用的子账号');
  });

  it('tags the approver among the sub-accounts', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '子账号列表' });
    const sub = liuYang();
    const row = within(list).getByRole('listitem', { name: `子账号 ${maskName(sub.name)} ${sub.account}` });
    expect(await within(row).findByText('审批人')).toBeInTheDocument();
    const chen = within(list).getByRole('listitem', { name: new RegExp(DEMO.sub.account) });
    expect(within(chen).queryByText('审批人')).not.toBeInTheDocument();
  });
});

describe('采购审批 as a sub-account', () => {
  it('reads what applies to its orders, with nothing to change, and never asks for the sub-accounts', async () => {
    const subCalls = countCalls('GET', /\/member\/sub-members$/);
    const puts = countCalls('PUT', /\/member\/procurement-settings$/);
    signInAs(DEMO.sub._id);
    renderApp('/mine/setting');
    const section = await card('采购审批');
    const rules = await within(section).findByRole('region', { name: '适用于您的采购规则' });
    expect(rules).toHaveTextContent('您的订单金额（含运费）超过 ¥5,000.00 时需要审批');
    expect(rules).toHaveTextContent('每笔订单须选择一项经费');
    expect(rules).toHaveTextContent('收货人须不同于下单人');
    expect(rules).toHaveTextContent(maskName(liuYang().name));
    expect(within(section).queryByRole('button', { name: '保存采购设置' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '修改采购设置' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(section).queryByRole('switch')).not.toBeInTheDocument();
    expect(subCalls.count).toBe(0);
    expect(puts.count).toBe(0);
  });
});
