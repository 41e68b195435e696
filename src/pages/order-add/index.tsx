import { OrderForm } from '@/features/orders';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  return (
    <PageContainer title="提交订单">
      <OrderForm />
    </PageContainer>
  );
}
