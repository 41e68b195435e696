import { OrderList } from '@/features/orders';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  return (
    <PageContainer title="我的订单">
      <OrderList />
    </PageContainer>
  );
}
