/**
 * The assistant answers about the member's own account (issue 42 item 2): a card from the mall's own answers for an
 * order, an after-sales number, a number the mall does not find, a visitor; 转人工 outside office hours offers 留言
 * (a fixed clock: only Date is faked, so waiting still works).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';
import { findAssistantPanel } from '../../utils/dialogs';
import { feedback } from '@/shared/lib/feedback';

/** Counts what reaches RAGFlow: an account question must not. */
function ragflowCalls() {
  const calls: string[] = [];
  server.use(
    http.post('*/api/v1/chats/:chatId/sessions', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ code: 0, data: { id: 'session-1', name: '小助手' } });
    }),
    http.post('*/api/v1/chats/:chatId/completions', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ code: 102, message: 'not in this test' });
    }),
  );
  return calls;
}

async function ask(question: string, path = '/') {
  renderApp(path);
  fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
  const panel = await findAssistantPanel();
  const input = within(panel).getByRole('textbox', { name: '输入您的问题' });
  fireEvent.change(input, { target: { value: question } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return panel;
}

const fixClock = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('account questions', () => {
  it('陈晨 asks where her order is: a card with its status, last logistics event and payment, no RAGFlow', async () => {
    const calls = ragflowCalls();
    signInAs(DEMO.sub._id);
    const panel = await ask('我的订单 SO2610200020 现在到哪了？');
    const card = await within(panel).findByRole('region', { name: '订单 SO2610200020' });
    const facts = within(card).getAllByRole('term').map((term, i) => `${term.textContent}=${within(card).getAllByRole('definition')[i]!.textContent}`);
    expect(facts).toEqual(expect.arrayContaining(['订单状态=已完成', '售后=无售后申请']));
    expect(facts).toContainEqual(expect.stringMatching(/^物流=已签收：.*顺丰/));
    expect(facts).toContainEqual(expect.stringMatching(/^付款=.*待付 ¥/));
    const order = db.state.orders.find((o) => o.orderNo === 'SO2610200020')!;
    expect(within(card).getByRole('link', { name: '查看订单详情' })).toHaveAttribute('href', `/order/${order._id}`);
    expect(calls).toEqual([]);
  });

  it('an order of another member is not found, said in Chinese with the way to 我的订单', async () => {
    signInAs(DEMO.sub._id);
    const panel = await ask('SO2611140056 发货了吗');
    const card = await within(panel).findByRole('region', { name: '订单 SO2611140056' });
    expect(card).toHaveTextContent('没有找到订单 SO2611140056：请核对编号，或该订单不属于当前登录的账号');
    expect(within(card).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/order');
  });

  it('an after-sales number shows its order with the case, named', async () => {
    signInAs(DEMO.owner._id);
    const panel = await ask('售后单 AS2611170003 处理到哪一步了');
    const card = await within(panel).findByRole('region', { name: '订单 SO2611140056' });
    expect(await within(card).findByText('售后 AS2611170003')).toBeInTheDocument();
    expect(within(card).getByText(/冷链失效 → 换货补发/)).toBeInTheDocument();
  });

  it('without a number, the most recent order answers', async () => {
    signInAs(DEMO.sub._id);
    const panel = await ask('我的快递到哪了？');
    expect(await within(panel).findByText(/您最近的订单如下/)).toBeInTheDocument();
    const newest = db.state.orders.filter((o) => o.placedBy === DEMO.sub._id).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(await within(panel).findByRole('region', { name: `订单 ${newest.orderNo}` })).toBeInTheDocument();
  });

  it('a visitor is asked to sign in, and the button leads to the login page', async () => {
    const calls = ragflowCalls();
    const panel = await ask('我的订单到哪了', '/products');
    const button = await within(panel).findByRole('button', { name: '登录后查询' });
    expect(panel).toHaveTextContent('查询订单、报价和售后需要先登录');
    fireEvent.click(button);
    expect(await screen.findByRole('tablist', { name: '登录方式' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('account questions when the mall fails in passing', () => {
  it('an order search failing (502) is said once, in the card with 重试, and no toast', async () => {
    const toasts: string[] = [];
    vi.spyOn(feedback, 'error').mockImplementation((text: string) => void toasts.push(text));
    signInAs(DEMO.sub._id);
    server.use(http.get('*/orders', () => HttpResponse.text('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const panel = await ask('我的订单 SO2610200020 现在到哪了？');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('暂时无法查询订单，请稍后重试');
    expect(within(panel).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('the after-sales call failing leaves the order card, without claiming 无售后申请', async () => {
    signInAs(DEMO.sub._id);
    server.use(http.get('*/orders/:id/after-sales', () => HttpResponse.json({ code: 500, msg: '服务繁忙', data: null }, { status: 500 })));
    const panel = await ask('我的订单 SO2610200020 现在到哪了？');
    const card = await within(panel).findByRole('region', { name: '订单 SO2610200020' });
    await waitFor(() => expect(card).toHaveTextContent('售后暂时无法查询，请稍后再问'));
    expect(card).not.toHaveTextContent('无售后申请');
  });
});

describe('转人工', () => {
  it('outside office hours says when someone answers and takes a message, the phone prefilled', async () => {
    fixClock('2026-11-28T20:00:00+08:00'); // a Saturday evening
    signInAs(DEMO.sub._id);
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    const panel = await findAssistantPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '转人工' }));
    expect(await within(panel).findByText('11月30日（周一）08:30')).toBeInTheDocument();
    const form = within(panel).getByRole('form', { name: '给人工客服留言' });
    await waitFor(() => expect(within(form).getByLabelText('联系电话')).toHaveValue(DEMO.sub.cellphone));
    // the form's own check first: nothing is sent
    fireEvent.change(within(form).getByLabelText('留言内容'), { target: { value: '发货？' } });
    fireEvent.click(within(form).getByRole('button', { name: /提交留言/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('留言内容须为 5–500 个字');
    expect(db.state.serviceMessages).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('留言内容'), { target: { value: '订单 SO2611100059 什么时候发货？' } });
    fireEvent.click(within(form).getByRole('button', { name: /提交留言/ }));
    await waitFor(() => expect(panel).toHaveTextContent(/留言已提交（编号 LY2611280001）。人工客服将于 11月30日（周一）08:30 起回复/));
    expect(db.state.serviceMessages.map((m) => [m.memberId, m.phone])).toEqual([[DEMO.sub._id, DEMO.sub.cellphone]]);
  });

  it("asked twice, each form's labels name its own fields", async () => {
    fixClock('2026-11-28T20:00:00+08:00');
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    const panel = await findAssistantPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '转人工' }));
    await within(panel).findByRole('form', { name: '给人工客服留言' });
    fireEvent.click(within(panel).getByRole('button', { name: '转人工' }));
    await waitFor(() => expect(within(panel).getAllByRole('form', { name: '给人工客服留言' })).toHaveLength(2));
    for (const form of within(panel).getAllByRole('form', { name: '给人工客服留言' })) {
      for (const name of ['留言内容', '联系电话']) {
        const label = within(form).getByText(name, { selector: 'label' }) as HTMLLabelElement;
        expect(form.contains(label.control), name).toBe(true);
      }
    }
  });

  it('a refusal of the mall is said next to the form, and what was typed stays', async () => {
    fixClock('2026-11-30T07:00:00+08:00'); // Monday before opening
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    const panel = await findAssistantPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '转人工' }));
    expect(await within(panel).findByText('今天 08:30')).toBeInTheDocument();
    server.use(http.post('*/service/messages', () => HttpResponse.json({ code: 400, msg: '请输入正确的 11 位手机号', data: null }, { status: 400 })));
    const form = within(panel).getByRole('form', { name: '给人工客服留言' });
    fireEvent.change(within(form).getByLabelText('留言内容'), { target: { value: '请联系我，想咨询批量采购' } });
    fireEvent.change(within(form).getByLabelText('联系电话'), { target: { value: '13900000009' } });
    fireEvent.click(within(form).getByRole('button', { name: /提交留言/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('请输入正确的 11 位手机号');
    expect(within(form).getByLabelText('留言内容')).toHaveValue('请联系我，想咨询批量采购');
  });

  it('inside office hours keeps the hotline answer', async () => {
    fixClock('2026-11-30T10:00:00+08:00'); // Monday morning
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '打开小助手' }));
    const panel = await findAssistantPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '转人工' }));
    await waitFor(() => expect(panel).toHaveTextContent(/人工客服请拨打全国免费服务热线/));
    expect(within(panel).queryByRole('form', { name: '给人工客服留言' })).toBeNull();
  });
});
