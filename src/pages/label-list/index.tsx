import { LabelDirectory } from '@/features/catalogue';
import { PageContainer } from '@/shared/ui/page-container';

/** /label — every product label. */
export function Component() {
  return (
    <PageContainer title="产品标签">
      {/* at least a screen tall, so the footer does not jump when the labels arrive */}
      <div style={{ minHeight: '80vh' }}>
        <LabelDirectory />
      </div>
    </PageContainer>
  );
}
