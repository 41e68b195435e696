import { useNavigate } from 'react-router-dom';
import { Card, Tabs } from 'antd';
import { INVOICE_STATUSES, INVOICE_TYPES, OrderInvoicesTab, ProfilesTab, type InvoiceFilters, type InvoiceStatus, type InvoiceType } from '@/features/invoices';
import { invoicePack, PackButton, PackDialogMount } from '@/features/reimbursement';
import { ROUTES } from '@/shared/config/routes';
import { useAddressParams } from '@/shared/lib/address-params';
import { PageContainer } from '@/shared/ui/page-container';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Tab = 'profiles' | 'orders';

/** The filters of the order invoices, read from the URL (a shared or reloaded link shows the same list). */
function readFilters(params: URLSearchParams): InvoiceFilters {
  const status = params.get('status') ?? 'all';
  const type = params.get('type') ?? 'all';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  const range = DAY.test(from) && DAY.test(to) && from <= to;
  return {
    status: (INVOICE_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatus) : 'all',
    type: (INVOICE_TYPES as readonly string[]).includes(type) ? (type as InvoiceType) : 'all',
    from: range ? from : '',
    to: range ? to : '',
    orderNo: (params.get('orderNo') ?? '').trim().slice(0, 32),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /invoice: 发票抬头 and 订单发票 (spec §2, §4); the third tab, 对账单, is the page /statement (docs/api.md §18). */
export function Component() {
  const [params, update] = useAddressParams();
  const navigate = useNavigate();
  const tab: Tab = params.get('tab') === 'orders' ? 'orders' : 'profiles';
  const filters = readFilters(params);

  // built on the latest address: a status then a type chosen before the page redraws keeps both
  const setFilters = (patch: Partial<InvoiceFilters>) =>
    update((latest) => {
      const next = { ...readFilters(latest), ...patch };
      const out = new URLSearchParams({ tab: 'orders' });
      if (next.status !== 'all') out.set('status', next.status);
      if (next.type !== 'all') out.set('type', next.type);
      if (next.from && next.to) {
        out.set('from', next.from);
        out.set('to', next.to);
      }
      if (next.orderNo) out.set('orderNo', next.orderNo);
      if (next.page > 1) out.set('page', String(next.page));
      return out;
    });

  return (
    <PageContainer title="我的发票">
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            if (key === 'statements') void navigate(ROUTES.statements);
            else update(() => new URLSearchParams(key === 'orders' ? { tab: 'orders' } : {}));
          }}
          items={[
            { key: 'profiles', label: '发票抬头', children: <ProfilesTab /> },
            {
              key: 'orders',
              label: '订单发票',
              children: (
                <OrderInvoicesTab
                  filters={filters}
                  onFilters={setFilters}
                  rowAction={(invoice) => (
                    <PackButton source={invoicePack(invoice)} type="link" size="small" aria-label={`报销材料包：发票 ${invoice.invoiceNo}`}>
                      报销材料包
                    </PackButton>
                  )}
                />
              ),
            },
            { key: 'statements', label: '对账单' },
          ]}
        />
      </Card>
      <PackDialogMount />
    </PageContainer>
  );
}
