import { useSearchParams } from 'react-router-dom';
import { AddressFormDialog } from '@/features/member';
import { OrderForm } from '@/features/checkout';
import { PageContainer } from '@/shared/ui/page-container';

/**
 * Checkout: the order form, with the member centre's address dialog for an in-place 新增地址; `?quote=<id>` places
 * the order from a quote (docs/api.md §16) instead of the cart.
 */
export function Component() {
  const [params] = useSearchParams();
  const quoteId = params.get('quote');
  return (
    <PageContainer title="提交订单">
      <OrderForm
        key={quoteId ?? 'cart'}
        quoteId={quoteId}
        renderAddressDialog={(open, onDone) => <AddressFormDialog open={open} address={null} onClose={(saved) => onDone(saved?._id)} />}
      />
    </PageContainer>
  );
}
