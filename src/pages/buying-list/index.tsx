import { Link, useParams } from 'react-router-dom';
import { BuyingListDetail } from '@/features/buying-lists';
import { ROUTES } from '@/shared/config/routes';
import { PageContainer } from '@/shared/ui/page-container';

/** /mine/list/:id — 清单详情. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PageContainer title="清单详情" extra={<Link to={ROUTES.buyingLists}>返回常购清单</Link>}>
      <BuyingListDetail key={id} id={id} />
    </PageContainer>
  );
}
