import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Alert, Button, Skeleton, Tag, Timeline } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { isDelivered, orderQueries, orderStyles as styles, type OrderDetail, type StockOutSummary } from '@/entities/order';
import { formatAddress } from '@/shared/lib/address';
import { receiptDialogAtom } from '../model/dialogs';
import { conditionOfText, ShippingTag } from '@/entities/material';
import receiving from './receiving.styles';

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

/** The receipt of a delivery (docs/api.md §14): who received it, when, and the lots as received. */
function Received({ receipt }: { receipt: NonNullable<StockOutSummary['receipt']> }) {
  return (
    <div className={receiving.received} aria-label="收货信息">
      <div>
        收货人 {receipt.receiverName} · 收货日期 {receipt.receivedAt}
        {receipt.confirmedBy !== receipt.receiverName ? <span className={styles.muted}> · {receipt.confirmedBy} 确认</span> : null}
      </div>
      <ul className={receiving.receivedLines}>
        {receipt.lines.map((line, i) => (
          <li key={`${line.matlId}-${i}`}>
            {line.name} <span className={styles.muted}>{line.catalogNo}</span> 收货 {line.quantity} · 批号 {line.lot}
          </li>
        ))}
      </ul>
      {receipt.remark ? <div className={styles.muted}>备注：{receipt.remark}</div> : null}
    </div>
  );
}

/** What the page puts after a delivered line's COA link (after-sales' 申请售后), given the line. */
export type LineAction = (orderId: string, item: { matlId: string; name: string }) => ReactNode;

function StockOutCard({
  orderId,
  stockOut,
  brandOf,
  open: initiallyOpen,
  lineAction,
}: {
  orderId: string;
  stockOut: StockOutSummary;
  brandOf: (matlId: string) => string;
  open: boolean;
  lineAction: LineAction;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const openReceipt = useSetAtom(receiptDialogAtom);
  const delivered = isDelivered(stockOut);
  return (
    <article className={styles.stockOut} aria-label={`发货单 ${stockOut.stockOutNo}`}>
      <header className={styles.stockHead}>
        <span className={styles.itemName}>发货单 {stockOut.stockOutNo}</span>
        <Tag color={PHASE_COLOR[stockOut.phase] ?? 'default'}>{stockOut.phase}</Tag>
        {stockOut.receipt ? <Tag color="green">已收货</Tag> : null}
        <ShippingTag condition={conditionOfText(stockOut.coldChain)} />
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
              <Link to={coaLink(item.lot, brandOf(item.matlId), item.catalogNo)} aria-label={`查看 COA（批号 ${item.lot}）`} style={{ textDecoration: 'underline' }}>
                查看 COA
              </Link>
              {delivered ? lineAction(orderId, item) : null}
            </span>
          </li>
        ))}
      </ul>
      {stockOut.receipt ? <Received receipt={stockOut.receipt} /> : null}
      {/* awaiting receipt, but not by this member: why and who can (docs/api.md §14), instead of a refused button */}
      {!stockOut.canReceive && stockOut.receiveNote ? (
        <Alert type="info" showIcon className={receiving.note} title={stockOut.receiveNote} />
      ) : null}
      <div className={receiving.cardActions}>
        {stockOut.canReceive ? (
          <Button type="primary" size="small" onClick={() => openReceipt({ open: true, orderId, stockOutId: stockOut._id })}>
            确认收货
          </Button>
        ) : null}
        <Button type="link" className={styles.routeToggle} onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? '收起物流' : '查看物流'}
        </Button>
      </div>
      {open ? <Routes id={stockOut._id} /> : null}
    </article>
  );
}

/** 发货与物流 of the order detail: its deliveries, newest first, the newest with its route open. */
export function Deliveries({ order, lineAction }: { order: OrderDetail; lineAction: LineAction }) {
  if (order.stockOuts.length === 0) return null;
  const brandOf = (matlId: string) => order.items.find((i) => i.matlId === matlId)?.mfrName ?? '';
  return (
    <section className={styles.panel} aria-labelledby="ship-title">
      <h2 id="ship-title" className={styles.h2}>
        发货与物流（{order.stockOuts.length}）
      </h2>
      {order.stockOuts
        .slice()
        .reverse()
        .map((s, i) => (
          <StockOutCard key={s._id} orderId={order._id} stockOut={s} brandOf={brandOf} open={i === 0} lineAction={lineAction} />
        ))}
    </section>
  );
}
