import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import type { CartLine } from '@/entities/cart';
import { useSession } from '@/entities/member';
import { openSaveToListAtom } from '@/features/buying-lists';
import { quickOrderAtom } from '@/features/cart';
import { CartView } from '@/features/cart';
import { companyFormAtom } from '@/features/member';
import { openQuoteRequestAtom } from '@/features/quotes';
import { getFeedback } from '@/shared/lib/feedback';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  const [params, setParams] = useSearchParams();
  const openQuickOrder = useSetAtom(quickOrderAtom);
  const openQuote = useSetAtom(openQuoteRequestAtom);
  const { access, loading } = useSession();
  const openCompanyForm = useSetAtom(companyFormAtom);
  const openSaveToList = useSetAtom(openSaveToListAtom);
  // 询价 for the selected lines (the dialog's atom is the shell's: nothing more loads with the cart). The mall
  // quotes companies only (docs/api.md §16, 10010): a member without a company profile completes it first.
  const quote = (lines: readonly CartLine[]) => {
    if (!loading && !access.canUseCompanyPages) {
      getFeedback().message.info('询价需要企业信息，请先完善');
      openCompanyForm({ open: true });
      return;
    }
    openQuote(lines.map((l) => ({ matlId: l.matlId, name: l.name, catalogNo: l.catalogNo, spec: l.spec, mfrName: l.mfrName, price: l.price, quantity: l.quantity })));
  };
  // 加入清单 (docs/api.md §23) for the selected lines: lists are a company's (10010), as quotes are
  const saveToList = (lines: readonly CartLine[]) =>
    !loading && !access.canUseCompanyPages ? openCompanyForm({ open: true }) : openSaveToList(lines.map((l) => ({ matlId: l.matlId, quantity: l.quantity })));
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
      <CartView onQuote={quote} onSaveToList={saveToList} />
    </PageContainer>
  );
}
