import { AccountClean } from '@/features/auth/ui';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  return (
    <PageContainer title="注销账号">
      <div style={{ padding: 24, borderRadius: 8, background: '#fff' }}>
        <AccountClean />
      </div>
    </PageContainer>
  );
}
