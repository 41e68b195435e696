import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Pagination, Segmented, Select, Skeleton, Tabs, Tag } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { maskName } from '@/shared/lib/mask';
import { ButtonLink } from '@/shared/ui/button-link';
import { useSession } from '@/entities/member';
import {
  APPROVALS_TAB,
  canDownloadContract,
  orderQueries,
  orderStyles,
  PAYMENT_COLOR,
  PAYMENT_FILTER_OPTIONS,
  PAYMENT_LABEL,
  STATUS_COLOR,
  type OrderListItem,
} from '@/entities/order';
import styles from './order-list.styles';
import { DATE_PRESETS, presetOf, presetRange, type PresetKey } from '../model/date-range';
import { ORDER_PAGE_SIZE } from '../model/order-filters';
import { ALL_PAYMENTS, useFilters } from '../model/use-filters';
import { useOrderActions } from './use-order-actions';
import { OrderFundLine } from './order-fund-line';
import { LoadFailed } from '@/shared/ui/load-failed';
import { SelectBox, SelectionBar, useOrderSelection, type OrderSelection, type SelectionAction } from './order-selection';
import { DateRangeLoaded, useDateRange } from './lazy-date-range';

/** The payment status beside the order's (docs/api.md §17): its own words, never an order status's; the filter's. */
function showPayment(order: OrderListItem): order is OrderListItem & { paymentStatus: NonNullable<OrderListItem['paymentStatus']> } {
  return order.paymentStatus !== null;
}

function OrderCard({ order, actions, approvals, selection }: {
  order: OrderListItem;
  actions: ReturnType<typeof useOrderActions>;
  approvals: boolean;
  selection?: OrderSelection;
}) {
  return (
    <article className={styles.card} aria-label={`订单 ${order.orderNo}`}>
      <header className={styles.cardHead}>
        {selection ? <SelectBox order={order} selection={selection} /> : null}
        <span className={orderStyles.orderNo}>
          订单号 <Link to={ROUTES.order(order._id)}>{order.orderNo}</Link>
        </span>
        <span className={orderStyles.muted}>{formatDateTime(order.createdAt)}</span>
        {approvals ? (
          <span style={{ fontWeight: 500 }}>下单人 {order.placedByName}</span>
        ) : order.placedByName && order.placedBy ? (
          <span className={orderStyles.muted}>下单人 {maskName(order.placedByName)}</span>
        ) : null}
        <span className={styles.status}>
          <Tag color={STATUS_COLOR[order.status]}>{order.statusLabel}</Tag>
          {showPayment(order) ? (
            <Tag color={PAYMENT_COLOR[order.paymentStatus]} title="付款状态">
              {PAYMENT_LABEL[order.paymentStatus]}
            </Tag>
          ) : null}
        </span>
      </header>
      <div className={styles.cardBody}>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.matlId}>
              <span className={orderStyles.itemName}>{item.name}</span>
              <span className={orderStyles.muted}>
                {item.catalogNo} · {item.spec} × {item.quantity}
              </span>
            </li>
          ))}
          {order.itemCount > order.items.length ? <li className={orderStyles.muted}>… 共 {order.itemCount} 种商品</li> : null}
        </ul>
        <div className={styles.cardSum}>
          <div className={orderStyles.amount}>{formatFen(toFen(order.amount))}</div>
          <div className={orderStyles.muted}>
            共 {order.totalQuantity} 件{order.freight > 0 ? `，含运费 ${formatFen(toFen(order.freight))}` : '，免运费'}
            {order.coldChainFee > 0 ? `，含干冰费 ${formatFen(toFen(order.coldChainFee))}` : ''}
          </div>
          <div className={orderStyles.muted}>收货人 {maskName(order.receiver)}</div>
          <OrderFundLine order={order} deciding={approvals || order.awaitingMyApproval} />
          {order.poNo ? <div className={orderStyles.muted}>采购单号 {order.poNo}</div> : null}
        </div>
        <div className={styles.cardActions}>
          {approvals || order.awaitingMyApproval ? (
            <ButtonLink to={ROUTES.order(order._id)} type="primary" block size="middle" style={{ gridColumn: '1 / -1' }} aria-label={`审批订单 ${order.orderNo}`}>
              审批
            </ButtonLink>
          ) : null}
          {/* the next action, done on the detail (docs/api.md §13, §14) */}
          {!approvals && order.canReceive ? (
            <ButtonLink to={ROUTES.order(order._id)} type="primary" block size="middle" style={{ gridColumn: '1 / -1' }} aria-label={`确认收货：订单 ${order.orderNo}`}>
              确认收货
            </ButtonLink>
          ) : null}
          {!approvals && order.canResubmit ? (
            <ButtonLink to={ROUTES.order(order._id)} type="primary" block size="middle" style={{ gridColumn: '1 / -1' }} aria-label={`修改后重新提交：订单 ${order.orderNo}`}>
              修改后重新提交
            </ButtonLink>
          ) : null}
          {approvals ? null : (
            <ButtonLink to={ROUTES.order(order._id)} block size="middle">
              查看详情
            </ButtonLink>
          )}
          {canDownloadContract(order) && !approvals ? (
            <Button block size="middle" loading={actions.downloading === order._id} onClick={() => actions.contract(order)}>
              下载合同
            </Button>
          ) : null}
          {approvals ? null : (
            <Button block size="middle" loading={actions.reordering === order._id} onClick={() => actions.reorder(order._id)}>
              再次购买
            </Button>
          )}
          {order.canCancel && !approvals ? (
            <Button block size="middle" danger onClick={() => actions.cancel(order)}>
              取消订单
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * My orders (spec §2 /order): status tabs with counts, date range, keyword (order no., 采购单号, item), paging; for
 * members who approve, 待我审批 (docs/api.md §13): the orders waiting for their decision, each with a 审批 button.
 */
export function OrderList({ selectionAction }: { selectionAction?: SelectionAction } = {}) {
  const [filters, update, approvals] = useFilters();
  const { access } = useSession();
  const counts = useQuery(orderQueries.counts());
  const awaiting = useQuery(orderQueries.approvalCount());
  const list = useQuery(approvals ? orderQueries.awaiting(filters) : orderQueries.list(filters));
  const actions = useOrderActions();
  const selection = useOrderSelection();
  const selecting = selectionAction !== undefined && !approvals;
  const [keyword, setKeyword] = useState(filters.keyword);
  const preset = presetOf(filters.createdAt);
  const [custom, setCustom] = useState(filters.createdAt !== null && preset === null);

  const tabs = (counts.data ?? [{ status: 'all' as const, label: '全部', count: 0 }]).map((c) => ({
    key: c.status as string,
    label: (
      <span>
        {c.label}
        {c.status !== 'all' || counts.data ? <span className={styles.count}>{c.count}</span> : null}
      </span>
    ),
  }));
  // 待我审批 for members who decide orders (the mall's mayApprove, docs/api.md §13 Who approves), and for anyone with
  // orders waiting for them (a role given since the member was loaded)
  const approvalCount = awaiting.data ?? 0;
  const approver = access.mayApprove || approvalCount > 0;
  if (approvals || approver) {
    tabs.splice(1, 0, {
      key: APPROVALS_TAB,
      label: (
        <span>
          待我审批
          {awaiting.data !== undefined ? <span className={styles.count}>{approvalCount}</span> : null}
        </span>
      ),
    });
  }

  const rangeValue: 'all' | PresetKey | 'custom' = custom ? 'custom' : (preset ?? (filters.createdAt ? 'custom' : 'all'));
  const range = useDateRange(rangeValue === 'custom');

  return (
    <div>
      <Tabs
        className={styles.tabs}
        activeKey={approvals ? APPROVALS_TAB : filters.status}
        items={tabs}
        onChange={(key) => update({ status: key })}
        aria-label="订单状态"
      />
      <div className={styles.filters}>
        <Segmented
          className={styles.presets}
          value={rangeValue}
          options={[{ value: 'all', label: '全部时间' }, ...DATE_PRESETS.map((p) => ({ value: p.key, label: p.label })), { value: 'custom', label: '自定义' }]}
          onChange={(value) => {
            if (value === 'custom') {
              setCustom(true);
              return;
            }
            setCustom(false);
            update({ createdAt: value === 'all' ? null : presetRange(value as PresetKey).join(',') });
          }}
        />
        {rangeValue === 'custom' ? (
          range.state === 'ready' ? (
            <DateRangeLoaded value={filters.createdAt} onChange={(next) => update({ createdAt: next })} />
          ) : range.state === 'failed' ? (
            <span role="alert" className={styles.range}>
              日期选择暂时无法打开，请检查网络后
              <Button type="link" size="small" onClick={range.retry}>
                重试
              </Button>
            </span>
          ) : (
            <span role="status" aria-label="下单时间加载中" className={styles.range} style={{ display: 'inline-block', width: 256 }}>
              <Skeleton.Input active block />
            </span>
          )
        ) : null}
        <Input.Search
          className={styles.keyword}
          placeholder="订单号、采购单号、商品名称或货号"
          aria-label="搜索订单"
          allowClear
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() })}
        />
        {approvals ? null : (
          <Select
            className={styles.paymentFilter}
            aria-label="付款状态"
            // a chosen value, never a pale placeholder (its contrast fails WCAG 1.4.3)
            value={filters.paymentStatus ?? ALL_PAYMENTS}
            options={[{ value: ALL_PAYMENTS, label: '全部付款状态' }, ...PAYMENT_FILTER_OPTIONS]}
            onChange={(value: string) => update({ payment: value === ALL_PAYMENTS ? null : value })}
          />
        )}
      </div>
      {(list.isError || list.failureCount > 0) && !list.data ? (
        <LoadFailed title="订单暂时无法加载" retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.data.list.length === 0 ? (
        <div className={orderStyles.emptyBox}>
          {approvals ? (
            <Empty description={filters.keyword || filters.createdAt ? '没有符合条件的待审批订单' : '没有等待你审批的订单'} />
          ) : (
            <Empty description={filters.keyword || filters.createdAt || filters.paymentStatus || filters.status !== 'all' ? '没有符合条件的订单' : '还没有订单'}>
              <ButtonLink to={ROUTES.products} type="primary">
                去选购产品
              </ButtonLink>
            </Empty>
          )}
        </div>
      ) : (
        <div aria-busy={list.isFetching} className={styles.list}>
          {selecting ? <SelectionBar selection={selection} action={selectionAction} /> : null}
          {list.data.list.map((order) => (
            <OrderCard key={order._id} order={order} actions={actions} approvals={approvals} selection={selecting ? selection : undefined} />
          ))}
          <Pagination
            className={styles.pager}
            current={filters.page}
            pageSize={ORDER_PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 个订单`}
            onChange={(page) => update({ page: String(page) })}
          />
        </div>
      )}
    </div>
  );
}
