import { AccountClean } from '@/features/auth/ui';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  return (
    <PageContainer title="注销账号" width="narrow" panel>
      <AccountClean />
    </PageContainer>
  );
}
