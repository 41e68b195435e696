import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { formatFen, toFen } from '@/shared/lib/money';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';


afterEach(() => server.events.removeAllListeners());

function countCalls(method: string, pathname: RegExp) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && pathname.test(new URL(request.url).pathname)) counter.count++;
  });
  return counter;
}

const ownerFunds = () => db.state.funds.filter((f) => f.memberId === DEMO.owner._id);
const nsfc = () => ownerFunds().find((f) => f.code === '32170001')!;

type User = ReturnType<typeof renderApp>['user'];

/** One paste per field: quicker than typing key by key on a busy machine. */
async function fill(user: User, dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).queryByRole('textbox', { name: label }) ?? within(dialog).getByRole('spinbutton', { name: label });
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** antd's date picker takes a typed date once Enter confirms it. */
async function pickDate(user: User, dialog: HTMLElement, label: string, date: string) {
  const input = within(dialog).getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, date);
  // Enter takes the typed date; leaving the field closes the picker
  await user.keyboard('{Enter}');
  await user.tab();
  await waitFor(() => expect(input).toHaveValue(date));
}

async function ownerFundList() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/mine/setting');
  const list = await screen.findByRole('list', { name: '经费列表' });
  return { ...view, list };
}

/** Forms typed field by field on a loaded 2-core machine: more than the default 15 s. */

describe('经费 as the owner', () => {
  it('lists every fund with its figures, and the orders behind one on demand', async () => {
    const { user, list } = await ownerFundList();
    expect(within(list).getAllByRole('listitem', { name: /^经费 / })).toHaveLength(ownerFunds().length);
    const row = within(list).getByRole('listitem', { name: `经费 ${nsfc().name}` });
    expect(within(row).getByText(`项目编号 ${nsfc().code}`, { exact: false })).toBeInTheDocument();
    expect(within(row).getByText(formatFen(toFen(nsfc().budget)))).toBeInTheDocument();
    const charged = db.state.orders.filter((o) => o.fundId === nsfc()._id && o.status !== 'cancelled' && o.status !== 'rejected');
    const committed = charged.filter((o) => o.status !== 'pendingApproval').reduce((sum, o) => sum + Math.round(o.amount * 100), 0);
    const pending = charged.filter((o) => o.status === 'pendingApproval').reduce((sum, o) => sum + Math.round(o.amount * 100), 0);
    expect(pending).toBeGreaterThan(0);
    // 可用余额 first: the budget less what is committed AND what waits for approval; one state tag, 审批人 named
    expect(within(row).getByTestId('fund-available')).toHaveTextContent(formatFen(toFen((Math.round(nsfc().budget * 100) - committed - pending) / 100)));
    expect(within(row).getByText(formatFen(toFen(pending / 100)))).toBeInTheDocument();
    expect(within(row).getByText('可用')).toBeInTheDocument();
    expect(within(row).getByText('审批人 刘洋', { exact: false })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '查看订单' }));
    const orders = await within(row).findByRole('list', { name: '经费订单' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(charged.length);
    const newest = charged.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderNo.localeCompare(a.orderNo))[0]!;
    expect(within(orders).getByRole('link', { name: newest.orderNo })).toHaveAttribute('href', `/order/${newest._id}`);
  });

  it('a new fund is checked in the form before anything is sent, and a number already registered stands under 编号', async () => {
    const posts = countCalls('POST', /\/member\/funds$/);
    const { user } = await ownerFundList();
    await user.click(screen.getByRole('button', { name: /新增经费/ }));
    const dialog = await findDialog('新增经费');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('经费名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('经费卡号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('负责人不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('预算不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('开始日期不能为空')).toBeInTheDocument();

    await fill(user, dialog, '经费名称', '国自然青年项目 82200001');
    // a button-style radio: its label takes the click
    await user.click(within(dialog).getByText('项目编号'));
    expect(within(dialog).getByRole('radio', { name: '项目编号' })).toBeChecked();
    await fill(user, dialog, '项目编号', nsfc().code);
    await fill(user, dialog, '负责人', '王敏');
    await fill(user, dialog, '预算（元）', '0');
    await pickDate(user, dialog, '开始日期', '2026-03-01');
    await pickDate(user, dialog, '结束日期', '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('预算须大于 0')).toBeInTheDocument();
    expect(await within(dialog).findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    await fill(user, dialog, '预算（元）', '200000000');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('预算不能超过 ¥100,000,000.00')).toBeInTheDocument();
    expect(posts.count).toBe(0);

    await fill(user, dialog, '预算（元）', '300000');
    await pickDate(user, dialog, '结束日期', '2028-12-31');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    // the mall's refusal about the number, under the number
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '项目编号' })).toHaveAccessibleDescription(expect.stringContaining('该经费编号已登记')));
    expect(posts.count).toBe(1);

    const before = ownerFunds().length;
    await fill(user, dialog, '项目编号', '82200001');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(ownerFunds()).toHaveLength(before + 1));
    expect(ownerFunds().find((f) => f.code === '82200001')).toMatchObject({
      name: '国自然青年项目 82200001',
      codeKind: 'project',
      holder: '王敏',
      budget: 300000,
      periodStart: '2026-03-01',
      periodEnd: '2028-12-31',
      active: true,
      memberIds: [],
    });
    expect(await screen.findByRole('listitem', { name: '经费 国自然青年项目 82200001' })).toBeInTheDocument();
  });

  it('编辑 starts from the fund, refuses a budget below what is committed, and saves a change', async () => {
    const { user, list } = await ownerFundList();
    const fund = nsfc();
    const row = within(list).getByRole('listitem', { name: `经费 ${fund.name}` });
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑经费');
    expect(within(dialog).getByLabelText('经费名称')).toHaveValue(fund.name);
    expect(within(dialog).getByLabelText('开始日期')).toHaveValue(fund.periodStart);
    await fill(user, dialog, '预算（元）', '1');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText(/^预算不能低于已占用金额 ¥/)).toBeInTheDocument();

    await fill(user, dialog, '预算（元）', '250000');
    await fill(user, dialog, '负责人', '刘洋');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(nsfc()).toMatchObject({ budget: 250000, holder: '刘洋', code: fund.code }));
    expect(await within(row).findByText(formatFen(toFen(250000)))).toBeInTheDocument();
  });
});

describe('经费 as a sub-account', () => {
  it('sees only the funds it may charge, read-only', async () => {
    const posts = countCalls('POST', /\/member\/funds$/);
    signInAs(DEMO.sub._id);
    renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '经费列表' });
    const mine = ownerFunds().filter((f) => f.active && f.memberIds.includes(DEMO.sub._id));
    expect(within(list).getAllByRole('listitem', { name: /^经费 / }).map((li) => li.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(mine.map((f) => `经费 ${f.name}`)),
    );
    expect(within(list).getAllByRole('listitem', { name: /^经费 / })).toHaveLength(mine.length);
    expect(screen.getByText('以下是您可以使用的经费，经费由主账号登记和管理。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增经费/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(posts.count).toBe(0);
  });
});
