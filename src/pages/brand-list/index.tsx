import { BrandDirectory } from '@/features/catalogue';
import { PageContainer } from '@/shared/ui/page-container';

/** /brand — every brand with an authorised-dealer filter and an initial-letter index. */
export function Component() {
  return (
    <PageContainer title="品牌大全">
      <BrandDirectory />
    </PageContainer>
  );
}
