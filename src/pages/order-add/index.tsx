import { AddressFormDialog } from '@/features/member';
import { OrderForm } from '@/features/orders';
import { PageContainer } from '@/shared/ui/page-container';

/** Checkout: the order form, with the member centre's address dialog for an in-place 新增地址. */
export function Component() {
  return (
    <PageContainer title="提交订单">
      <OrderForm
        renderAddressDialog={(open, onDone) => <AddressFormDialog open={open} address={null} onClose={(saved) => onDone(saved?._id)} />}
      />
    </PageContainer>
  );
}
