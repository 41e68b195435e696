import { BuyingLists } from '@/features/buying-lists';
import { PageContainer } from '@/shared/ui/page-container';

/** /mine/list — 常购清单. */
export function Component() {
  return (
    <PageContainer title="常购清单">
      <BuyingLists />
    </PageContainer>
  );
}
