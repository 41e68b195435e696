import { Link, useParams } from 'react-router-dom';
import { OrderDetailView } from '@/features/orders';
import { ROUTES } from '@/shared/config/routes';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  const { id = '' } = useParams();
  return (
    <PageContainer title="订单详情" extra={<Link to={ROUTES.orders}>返回我的订单</Link>}>
      <OrderDetailView key={id} id={id} />
    </PageContainer>
  );
}
