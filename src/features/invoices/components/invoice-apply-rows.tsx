import { memo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Skeleton } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { DATE_FORMAT } from '@/shared/config/constants';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { sameRow, type RowProps } from '@/shared/ui/window-list';
import type { InvoiceProfile } from '@/entities/invoice-profile';
import { orderLinesQuery, type InvoiceableOrder } from '../api/apply';
import { TYPE_SHORT } from '../model/apply';
import styles from './invoice-apply.styles';

/** 合并开票's rows (docs/api.md §19): an invoiceable order with its title and fund, and the selection's lines. */
export const profileLabel = (p: Pick<InvoiceProfile, 'title' | 'type'>) => `${p.title}（${TYPE_SHORT[p.type]}）`;

/** The toggles' caret: down while closed, up while open. */
export const Caret = ({ open }: { open: boolean }) => <DownOutlined rotate={open ? 180 : 0} />;

/** One order's goods, read when its 明细 is opened. */
function OrderLines({ orderId }: { orderId: string }) {
  const lines = useQuery(orderLinesQuery(orderId));
  if (lines.isPending && lines.failureCount === 0) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (!lines.data) {
    return (
      <div role="alert" className={styles.muted}>
        商品明细暂时无法加载{(lines.error ?? lines.failureReason)?.message ? `：${(lines.error ?? lines.failureReason)?.message}` : ''}{' '}
        <Button size="small" type="link" loading={lines.isFetching} onClick={() => void lines.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <ul className={styles.goods} aria-label="商品明细">
      {lines.data.map((item) => (
        <li key={item.matlId}>
          <span>
            {item.name} · {item.catalogNo} · {item.spec}
          </span>
          <span>
            {formatFen(toFen(item.price))} × {item.quantity}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The selection's 明细: each order with its amounts, and its goods on demand. */
export function SelectionLines({ orders }: { orders: InvoiceableOrder[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className={styles.lines} aria-label="开票明细">
      {orders.map((o) => (
        <li key={o._id}>
          <div className={styles.lineHead}>
            <span>
              订单 {o.orderNo} · {o.itemCount} 种商品
            </span>
            <span>
              商品 {formatFen(toFen(o.goodsAmount))} · 运费 {o.freight ? formatFen(toFen(o.freight)) : '免运费'}
              {o.coldChainFee ? ` · 干冰费 ${formatFen(toFen(o.coldChainFee))}` : ''} · <b>{formatFen(toFen(o.amount))}</b>
            </span>
          </div>
          <Button
            type="link"
            size="small"
            className={styles.toggle}
            aria-expanded={open.has(o._id)}
            onClick={() => toggle(o._id)}
            icon={<Caret open={open.has(o._id)} />}
          >
            商品明细
          </Button>
          {open.has(o._id) ? <OrderLines orderId={o._id} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** An invoiceable order; memoised, so a tick redraws the rows it changes, not every row in view. */
export const OrderRow = memo(function OrderRow({ order, checked, disabled, conflict, onToggle, rowProps }: {
  order: InvoiceableOrder;
  checked: boolean;
  disabled: boolean;
  conflict: boolean;
  onToggle: (id: string) => void;
  /** its place when the list is windowed (src/shared/ui/window-list.tsx) */
  rowProps: RowProps;
}) {
  return (
    <li
      {...rowProps}
      className={`${styles.order} ${checked ? styles.selected : ''}`}
      aria-label={`订单 ${order.orderNo}`}
      onClick={() => {
        if (!disabled) onToggle(order._id);
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        aria-label={`选择订单 ${order.orderNo}`}
        onClick={(event) => event.stopPropagation()}
        onChange={() => onToggle(order._id)}
      />
      <div>
        <div className={styles.orderNo}>{order.orderNo}</div>
        <div className={styles.muted}>
          完成于 {formatDateTime(order.completedAt, DATE_FORMAT)} · {order.itemCount} 种商品
          {order.placedByName ? ` · 下单人 ${order.placedByName}` : ''}
          {order.poNo ? ` · 采购单号 ${order.poNo}` : ''}
        </div>
        <div className={styles.muted}>经费 {order.fund ? order.fund.name : '未使用经费'}</div>
      </div>
      <div className={conflict ? styles.conflict : undefined}>
        {order.profile ? (
          <>
            <span className={styles.muted}>下单抬头 </span>
            {profileLabel(order.profile)}
          </>
        ) : (
          <span className={styles.muted}>下单时未选择抬头</span>
        )}
      </div>
      <div className={styles.amount}>{formatFen(toFen(order.amount))}</div>
    </li>
  );
}, sameRow);

