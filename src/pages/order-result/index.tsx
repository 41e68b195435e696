import { OrderResult } from '@/features/checkout';
import { PaymentPanel } from '@/features/payment';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  return (
    <PageContainer title="下单结果">
      <OrderResult renderPayment={(order) => <PaymentPanel order={order} embedded />} />
    </PageContainer>
  );
}
