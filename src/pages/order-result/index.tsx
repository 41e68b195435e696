import { OrderResult } from '@/features/orders';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  return (
    <PageContainer title="下单结果">
      <OrderResult />
    </PageContainer>
  );
}
