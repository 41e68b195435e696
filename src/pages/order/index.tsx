import { OrderList } from '@/features/orders';
import { PackButton, PackDialogMount, selectionPack } from '@/features/reimbursement';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  return (
    <PageContainer title="我的订单">
      {/* the selection's 报销材料包 (docs/api.md §14) */}
      <OrderList selectionAction={(orders) => <PackButton source={selectionPack(orders)} type="primary" />} />
      <PackDialogMount />
    </PageContainer>
  );
}
