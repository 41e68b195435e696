import { LabelDirectory } from '@/features/catalogue';
import { PageContainer } from '@/shared/ui/page-container';

/** /label — every product label. */
export function Component() {
  return (
    <PageContainer title="产品标签">
      <LabelDirectory />
    </PageContainer>
  );
}
