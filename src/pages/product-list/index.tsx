import { MaterialBrowser, RecentStrip } from '@/features/catalogue';
import { LazyCompareBar } from '@/features/compare';
import { PageContainer } from '@/shared/ui/page-container';
import { PendingListAdd, renderAddPack } from './add-pack';

/** /product — keyword search, filters, sort and paging, all in the URL. */
export function Component() {
  return (
    <PageContainer title="全部产品">
      <PendingListAdd />
      <LazyCompareBar />
      <MaterialBrowser renderAction={renderAddPack} />
      <div style={{ marginTop: 24 }}>
        <RecentStrip />
      </div>
    </PageContainer>
  );
}
