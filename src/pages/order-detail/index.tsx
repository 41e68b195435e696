import { Link, useParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { openSaveToListAtom } from '@/features/buying-lists';
import { OrderDetailView } from '@/features/orders';
import { ROUTES } from '@/shared/config/routes';
import { PageContainer } from '@/shared/ui/page-container';

export function Component() {
  const { id = '' } = useParams();
  const openSaveToList = useSetAtom(openSaveToListAtom); // 加入清单: the order's lines with their quantities
  return (
    <PageContainer title="订单详情" extra={<Link to={ROUTES.orders}>返回我的订单</Link>}>
      <OrderDetailView key={id} id={id} onSaveToList={openSaveToList} />
    </PageContainer>
  );
}
