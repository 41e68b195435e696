import { QuoteList } from '@/features/quotes';
import { PageContainer } from '@/shared/ui/page-container';

/** /quote — 我的询价. */
export function Component() {
  return (
    <PageContainer title="我的询价">
      <QuoteList />
    </PageContainer>
  );
}
