/**
 * 账号设置 → 结算与额度 (docs/api.md §17 Credit terms): the account's terms, limit, used, available and what falls due
 * this month, as the mall counts them, to the owner and to a sub-account (which is told the owner pays).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { server } from '../../../mocks/node.ts';
import { accountCreditTerms } from '../../../mocks/credit-data.ts';
import { formatFen, toFen } from '@/shared/lib/money';
import { renderApp, signInAs } from '../../utils/render';

// eslint-disable-next-line testing-library/no-node-access
const card = async (title: string) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest<HTMLElement>('.ant-card')!;

describe('结算与额度', () => {
  it('shows the owner 月结（账期 45 天）, the limit, used, available and this month\'s dues', async () => {
    const terms = accountCreditTerms(DEMO.owner._id);
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');
    const section = await card('结算与额度');
    expect(await within(section).findByTestId('credit-terms')).toHaveTextContent('月结（账期 45 天）');
    expect(section).toHaveTextContent('货物送达后 45 天内付款');
    expect(section).toHaveTextContent(`信用额度${formatFen(15_000_000)}`);
    expect(within(section).getByTestId('credit-used')).toHaveTextContent(formatFen(toFen(terms.used)));
    expect(within(section).getByTestId('credit-available')).toHaveTextContent(formatFen(toFen(terms.available)));
    expect(within(section).getByTestId('credit-due')).toHaveTextContent(formatFen(toFen(terms.dueThisMonth.amount)));
    expect(section).not.toHaveTextContent('货款由主账号统一结算');
  });

  it('shows a sub-account the same figures and who pays', async () => {
    const terms = accountCreditTerms(DEMO.owner._id);
    signInAs(DEMO.sub._id);
    renderApp('/mine/setting');
    const section = await card('结算与额度');
    expect(await within(section).findByTestId('credit-available')).toHaveTextContent(formatFen(toFen(terms.available)));
    expect(section).toHaveTextContent('额度和到期货款为企业账号合计，货款由主账号统一结算。');
  });

  it('names the month\'s dues and their first date, and what is overdue', async () => {
    server.use(
      http.get('*/mall/v1/member/credit-terms', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            settlement: 'monthly', settlementLabel: '月结', creditDays: 45, creditLimit: 150000, used: 60000, available: 90000,
            dueThisMonth: { amount: 1234.5, orderCount: 2, nextDueDate: '2026-11-30' },
            overdue: { amount: 2200, orderCount: 1 },
          },
        }),
      ),
    );
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');
    const section = await card('结算与额度');
    expect(await within(section).findByTestId('credit-due')).toHaveTextContent('¥1,234.502 笔，最早 2026-11-30');
    expect(within(section).getByRole('alert')).toHaveTextContent('已逾期 1 笔，共 ¥2,200.00');
  });

  it('a 现结 account says so, without a limit', async () => {
    server.use(
      http.get('*/mall/v1/member/credit-terms', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            settlement: 'prepaid', settlementLabel: '现结', creditDays: null, creditLimit: null, used: 0, available: null,
            dueThisMonth: { amount: 0, orderCount: 0, nextDueDate: null },
            overdue: { amount: 0, orderCount: 0 },
          },
        }),
      ),
    );
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');
    const section = await card('结算与额度');
    expect(await within(section).findByTestId('credit-terms')).toHaveTextContent('现结');
    expect(section).toHaveTextContent('先款后货');
    expect(within(section).queryByTestId('credit-available')).not.toBeInTheDocument();
  });
});
