import { Link } from 'react-router-dom';
import { InvoiceApply, ORDER_INVOICES } from '@/features/invoices';
import { PageContainer } from '@/shared/ui/page-container';

/** /invoice/apply: 合并开票, reached from 我的发票 › 订单发票 (docs/api.md §19). */
export function Component() {
  return (
    <PageContainer title="合并开票" extra={<Link to={ORDER_INVOICES}>返回订单发票</Link>}>
      <InvoiceApply />
    </PageContainer>
  );
}
