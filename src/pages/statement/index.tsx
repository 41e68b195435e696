import { useNavigate } from 'react-router-dom';
import { Tabs } from 'antd';
import { isMonth, StatementsView, type StatementChoice } from '@/features/statements';
import { monthPack, PackButton, PackDialogMount } from '@/features/reimbursement';
import { ROUTES } from '@/shared/config/routes';
import { useAddressParams } from '@/shared/lib/address-params';
import { PageContainer } from '@/shared/ui/page-container';

const TAB_PATHS: Record<string, string> = { profiles: ROUTES.invoices, orders: `${ROUTES.invoices}?tab=orders` };
const TABS = { background: '#fff', borderRadius: 8, padding: '0 16px', marginBottom: 12 };

function readChoice(params: URLSearchParams): StatementChoice {
  const month = params.get('month') ?? '';
  return { month: isMonth(month) ? month : '', fundId: (params.get('fund') ?? '').trim().slice(0, 64) };
}

/** /statement: 对账单 (docs/api.md §18), the third tab of 我的发票; the month and fund live in the URL. */
export function Component() {
  const [params, update] = useAddressParams();
  const navigate = useNavigate();
  const choice = readChoice(params);
  // built on the latest address: a month then a fund chosen before the page redraws keeps both
  const choose = (change: Partial<StatementChoice>) =>
    update((latest) => {
      const next = { ...readChoice(latest), ...change };
      const out = new URLSearchParams();
      if (next.month) out.set('month', next.month);
      if (next.fundId) out.set('fund', next.fundId);
      return out;
    });
  return (
    <PageContainer title="对账单">
      {/* the tabs of 我的发票 (/invoice), this page the third: the other two lead back there */}
      <Tabs
        activeKey="statements"
        onChange={(key) => void navigate(TAB_PATHS[key] ?? ROUTES.statements)}
        items={[
          { key: 'profiles', label: '发票抬头' },
          { key: 'orders', label: '订单发票' },
          { key: 'statements', label: '对账单' },
        ]}
        style={TABS}
        tabBarStyle={{ margin: 0 }}
      />
      <StatementsView
        choice={choice}
        onChoice={choose}
        action={(statement) => <PackButton source={monthPack(statement.month, statement.lines.map((l) => ({ _id: l.orderId, orderNo: l.orderNo })), statement.fund?.name)} />}
      />
      <PackDialogMount />
    </PageContainer>
  );
}
