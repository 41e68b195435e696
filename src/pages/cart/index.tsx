import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { quickOrderAtom } from '@/features/cart';
import { CartView } from '@/features/cart';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  const [params, setParams] = useSearchParams();
  const openQuickOrder = useSetAtom(quickOrderAtom);
  // /cart?quick=1 (the header's 快速下单 link) opens the quick order at once.
  useEffect(() => {
    if (params.get('quick') !== '1') return;
    openQuickOrder({ open: true });
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('quick');
      return next;
    }, { replace: true });
  }, [params, setParams, openQuickOrder]);
  return (
    <PageContainer title="购物车">
      <CartView />
    </PageContainer>
  );
}
