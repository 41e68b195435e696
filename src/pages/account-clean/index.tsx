import { lazy, Suspense } from 'react';
import { loadAccountClean } from '@/features/auth';
import { PageContainer } from '@/shared/ui/page-container';

// Kept out of the first load (src/features/auth/index.ts).
const AccountClean = lazy(() => loadAccountClean().then((m) => ({ default: m.AccountClean })));

export function Component() {
  return (
    <PageContainer title="注销账号" width="narrow" panel>
      <Suspense fallback={null}>
        <AccountClean />
      </Suspense>
    </PageContainer>
  );
}
