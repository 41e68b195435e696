import { RestockList } from '@/features/restock';
import { PageContainer } from '@/shared/ui/page-container';

/** /mine/restock — 到货提醒. */
export function Component() {
  return (
    <PageContainer title="到货提醒">
      <RestockList />
    </PageContainer>
  );
}
