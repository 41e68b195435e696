import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { useAddToCart } from '@/entities/cart';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { checkQuantity } from '@/shared/lib/contract-price';
import { PriceFigure } from '@/shared/ui/contract-price';
import { LoadFailed } from '@/shared/ui/load-failed';
import { StockTag } from '@/shared/ui/stock-tag';
import { useCancelRestockAlert, useMarkRestockSeen } from '../api/mutations';
import { restockQueries } from '../api/queries';
import type { RestockAlert } from '../api/types';
import { channelsText } from '../model/channels';

const CARD = { background: '#fff', borderRadius: 8, padding: '12px 16px', display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', minWidth: 0 } as const;
const META = { color: '#5f677a', fontSize: 13, display: 'flex', flexWrap: 'wrap', gap: '4px 10px', alignItems: 'center', overflowWrap: 'anywhere' } as const;

function AlertRow({ alert }: { alert: RestockAlert }) {
  const cancel = useCancelRestockAlert();
  const add = useAddToCart();
  const { message } = getFeedback();
  const title = `${alert.name}（${alert.spec}）`;
  const arrived = alert.status === 'arrived';
  // the first quantity the company may buy (its minimum, else 1) prices the line
  const first = checkQuantity({ terms: alert.terms, unit: alert.unit ?? '件' }, 1).quantity;
  return (
    <li style={CARD} aria-label={title}>
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Link to={ROUTES.product(alert.matlId)} style={{ overflowWrap: 'anywhere' }}>
          {alert.name}
        </Link>
        <div style={META}>
          <span>货号 {alert.catalogNo}</span>
          <span>{alert.spec}</span>
          <span>{alert.mfrName}</span>
          <StockTag stock={alert.stock} leadDays={alert.leadDays} />
          {/* the company's price, the list price struck beside it (docs/api.md §5) */}
          <span style={{ color: '#d4380d' }}>
            <PriceFigure item={alert} quantity={first} />
          </span>
        </div>
        <div style={META}>
          {arrived ? <Tag color="success">已到货</Tag> : <Tag color="processing">等待到货</Tag>}
          <span>{arrived && alert.arrivedAt ? `到货于 ${formatDateTime(alert.arrivedAt)}` : `设置于 ${formatDateTime(alert.createdAt)}`}</span>
          <span>{arrived ? `已通过${channelsText(alert.channels)}通知` : `到货后通过${channelsText(alert.channels)}通知`}</span>
        </div>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {arrived ? (
          <Button
            type="primary"
            loading={add.isPending}
            onClick={() => {
              // one, or the company's minimum and multiple, said (the cart's message)
              const rule = checkQuantity({ terms: alert.terms, unit: alert.unit ?? '件' }, 1);
              if (rule.message) void message.warning(rule.message);
              add.mutate({ matlId: alert.matlId, quantity: rule.quantity }, { onSuccess: () => void message.success(`已加入购物车：${title}`) });
            }}
          >
            加入购物车
          </Button>
        ) : null}
        <Button loading={cancel.isPending} onClick={() => cancel.mutate(alert.matlId, { onSuccess: () => void message.success(arrived ? '已移除' : '已取消到货提醒') })}>
          {arrived ? '移除' : '取消提醒'}
        </Button>
      </div>
    </li>
  );
}

/** /mine/restock — 到货提醒: waiting and arrived alerts; the visit marks the arrived ones seen (docs/api.md §24). */
export function RestockList() {
  const query = useQuery(restockQueries.list());
  const { mutate: markSeen } = useMarkRestockSeen();
  const unseen = query.data?.some((a) => a.status === 'arrived' && !a.seen) ?? false;
  useEffect(() => {
    if (unseen) markSeen();
  }, [unseen, markSeen]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!query.data) return <LoadFailed title="到货提醒暂时无法加载" retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty description="还没有到货提醒：在期货或缺货商品的页面点“到货提醒”，到货后会通知您" />;
  return (
    <ul aria-label="到货提醒" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {query.data.map((alert) => (
        <AlertRow key={alert.matlId} alert={alert} />
      ))}
    </ul>
  );
}
