import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Tag, Timeline } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { orderQueries } from '../api/queries';
import { formatAddress } from '@/shared/lib/address';
import type { StockOutSummary } from '../api/types';
import styles from './orders.module.css';

const PHASE_COLOR: Record<string, string> = { 已签收: 'green', 派送中: 'blue', 运输中: 'blue', 已揽收: 'cyan', 异常: 'red' };

/** The COA of the lot actually delivered (the COA page looks certificates up by lot and brand). */
export function coaLink(lot: string, brand: string, catalogNo: string): string {
  return `${ROUTES.coa}?${new URLSearchParams({ lot, brand, catalogNo }).toString()}`;
}

function Routes({ id }: { id: string }) {
  const stockOut = useQuery(orderQueries.stockOut(id));
  const route = useQuery(orderQueries.sfRoute(id));
  if (route.isPending || stockOut.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!route.data) return <p className={styles.muted}>物流信息暂时无法获取</p>;
  const events = route.data.routes; // newest first, as the mall sends them
  return (
    <div className={styles.route} aria-label="物流轨迹">
      {stockOut.data?.address ? (
        <p className={styles.muted}>
          寄往 {formatAddress(stockOut.data.address)}
        </p>
      ) : null}
      {events.length === 0 ? (
        <p className={styles.muted}>顺丰尚未揽收</p>
      ) : (
        <Timeline
          items={events.map((e, i) => ({
            color: i === 0 ? (PHASE_COLOR[e.phase] ?? 'blue') : 'gray',
            content: (
              <div>
                <div className={i === 0 ? styles.routeNow : undefined}>
                  <Tag color={PHASE_COLOR[e.phase] ?? 'default'}>{e.phase}</Tag>
                  {e.remark}
                </div>
                <div className={styles.muted}>
                  {formatDateTime(e.time)} · {e.place}
                </div>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}

export function StockOutCard({ stockOut, brandOf, open: initiallyOpen }: { stockOut: StockOutSummary; brandOf: (matlId: string) => string; open: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <article className={styles.stockOut} aria-label={`发货单 ${stockOut.stockOutNo}`}>
      <header className={styles.stockHead}>
        <span className={styles.itemName}>发货单 {stockOut.stockOutNo}</span>
        <Tag color={PHASE_COLOR[stockOut.phase] ?? 'default'}>{stockOut.phase}</Tag>
        {stockOut.coldChain ? <Tag color="geekblue">冷链 · {stockOut.coldChain}</Tag> : null}
        <span className={styles.muted}>
          {stockOut.courier} {stockOut.trackingNo} · {formatDateTime(stockOut.shippedAt)} 发出
        </span>
      </header>
      <ul className={styles.lots}>
        {stockOut.items.map((item) => (
          <li key={`${item.matlId}-${item.lot}`}>
            <span>
              {item.name} <span className={styles.muted}>{item.catalogNo} × {item.quantity}</span>
            </span>
            <span>
              批号 {item.lot}{' '}
              <Link to={coaLink(item.lot, brandOf(item.matlId), item.catalogNo)} aria-label={`查看批号 ${item.lot} 的 COA`} style={{ textDecoration: 'underline' }}>
                查看 COA
              </Link>
            </span>
          </li>
        ))}
      </ul>
      <Button type="link" className={styles.routeToggle} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        {open ? '收起物流' : '查看物流'}
      </Button>
      {open ? <Routes id={stockOut._id} /> : null}
    </article>
  );
}
