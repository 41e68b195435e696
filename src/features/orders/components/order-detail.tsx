import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { RecordFallback } from '@/shared/ui/record-fallback';
import { cancelsByPhone, canDownloadContract, orderQueries, orderStyles as styles, ReimbursementNotes, STATUS_COLOR, type OrderDetail } from '@/entities/order';
import { formatAddress } from '@/shared/lib/address';
import { lineAmountFen } from '@/entities/cart';
import { OrderTimeline } from './order-timeline';
import { OrderSafetyDocs } from './order-safety';
import { ControlTags } from '@/entities/material';
import { OrderCompliance } from './order-compliance';
import { OrderInvoiceList } from './order-invoice-list';
import { useOrderActions } from './use-order-actions';

/**
 * What the order detail page puts in from the other order features (a feature never imports another): each drawn
 * with the order once it is known.
 */
export interface OrderDetailParts {
  /** beside 下载合同 (receiving's 验收单) */
  actions: (order: OrderDetail) => ReactNode;
  /** under the summary (payment's panel) */
  payment: (order: OrderDetail) => ReactNode;
  /** the approval (approvals' panel) */
  approval: (order: OrderDetail) => ReactNode;
  /** 发货与物流 (receiving's deliveries, with after-sales' line actions) */
  shipments: (order: OrderDetail) => ReactNode;
  /** 售后 (after-sales' cases) */
  afterSales: (order: OrderDetail) => ReactNode;
  /** after the timeline: the approver's bar and the detail's dialogs */
  end: (order: OrderDetail) => ReactNode;
}

/**
 * Order detail (spec §2 /order/{id}): items, amounts, address, invoice, fund, shipments with routes and COAs, the
 * approval (docs/api.md §13) with the approver's bar, and the order's timeline; `parts` are the other features'.
 */
export function OrderDetailView({
  id,
  parts,
  onSaveToList,
}: {
  id: string;
  parts: OrderDetailParts;
  onSaveToList?: (lines: { matlId: string; quantity: number }[]) => void;
}) {
  const query = useQuery(orderQueries.detail(id));
  const actions = useOrderActions();
  const order = query.data;
  if (!order) return <RecordFallback query={query} rows={10} missing="订单不存在" failed="订单暂时无法加载" back={{ to: ROUTES.orders, label: '返回我的订单' }} />;
  return (
    <div className={styles.detail}>
      <section className={styles.panel} aria-label="订单概要">
        <div className={styles.detailHead}>
          <div>
            <div className={styles.orderNo}>订单号 {order.orderNo}</div>
            <div className={styles.muted}>
              {formatDateTime(order.createdAt)}
              {order.placedByName && order.placedBy ? ` · 下单人 ${order.placedByName}` : ''}
            </div>
          </div>
          <Tag color={STATUS_COLOR[order.status]} className={styles.bigStatus}>
            {order.statusLabel}
          </Tag>
        </div>
        <div className={styles.detailActions}>
          {canDownloadContract(order) ? (
            <Button loading={actions.downloading === order._id} onClick={() => actions.contract(order)}>
              下载合同
            </Button>
          ) : null}
          {parts.actions(order)}
          <Button loading={actions.reordering === order._id} onClick={() => actions.reorder(order._id)}>
            再次购买
          </Button>
          {onSaveToList ? <Button onClick={() => onSaveToList(order.items.map((i) => ({ matlId: i.matlId, quantity: i.quantity })))}>加入清单</Button> : null}
          {order.canCancel ? (
            <Button danger onClick={() => actions.cancel({ ...order, amountPaid: order.payment?.amountPaid ?? 0 })}>
              取消订单
            </Button>
          ) : cancelsByPhone(order) ? (
            // one wording for every buyer (docs/api.md §6): only past 待付款 is an order confirmed
            <span className={styles.muted}>订单已确认，如需取消请致电 {HOTLINE}</span>
          ) : null}
        </div>
      </section>

      {parts.payment(order)}

      {/* the 报销 rules the order meets: in 采购审批 when it went through approval, else here, before 报销 */}
      {order.approval ? null : <ReimbursementNotes notes={order.reimbursementNotes} placed />}

      {parts.approval(order)}

      {parts.shipments(order)}

      {parts.afterSales(order)}

      <section className={styles.panel} aria-labelledby="goods-title">
        <h2 id="goods-title" className={styles.h2}>
          商品（{order.itemCount} 种，{order.totalQuantity} 件）
        </h2>
        <ul className={styles.checkoutItems}>
          {order.items.map((item) => (
            <li key={item.matlId}>
              <div className={styles.itemName}>
                <Link to={ROUTES.product(item.matlId)}>{item.name}</Link> <ControlTags controls={item.controls} />
              </div>
              <div className={styles.muted}>
                {item.mfrName} · 货号 {item.catalogNo} · {item.spec}
                {item.shippedQty > 0 ? ` · 已发 ${item.shippedQty}` : ''}
              </div>
              <div className={styles.itemLine}>
                <span>
                  {formatFen(toFen(item.price))} × {item.quantity}
                </span>
                <b>{formatFen(lineAmountFen(item))}</b>
              </div>
            </li>
          ))}
        </ul>
        <dl className={styles.amounts}>
          <dt>商品金额</dt>
          <dd>{formatFen(toFen(order.goodsAmount))}</dd>
          <dt>运费</dt>
          <dd>{order.freight ? formatFen(toFen(order.freight)) : '免运费'}</dd>
          {order.coldChainFee ? (
            <>
              <dt>干冰费</dt>
              <dd>{formatFen(toFen(order.coldChainFee))}</dd>
            </>
          ) : null}
          <dt>应付总额</dt>
          <dd className={styles.amount}>{formatFen(toFen(order.amount))}</dd>
        </dl>
      </section>

      <OrderSafetyDocs order={order} />

      <section className={styles.panel} aria-labelledby="info-title">
        <h2 id="info-title" className={styles.h2}>
          收货与发票
        </h2>
        <dl className={styles.facts}>
          <dt>收货地址</dt>
          <dd>
            {order.address.receiver} {order.address.cellphone}
            <br />
            {formatAddress(order.address)}
          </dd>
          <dt>发票</dt>
          <dd>
            {order.invoiceProfile ? `${order.invoiceProfile.title}（${order.invoiceProfile.type === 'special' ? '专票' : '普票'}）` : '不开发票'}
            {order.invoices.length > 0 ? (
              <>
                <br />
                <Link to={`${ROUTES.invoices}?tab=orders&orderNo=${encodeURIComponent(order.orderNo)}`}>已开 {order.invoices.length} 张发票</Link>
                <OrderInvoiceList invoices={order.invoices} />
              </>
            ) : null}
          </dd>
          {/* awaiting approval, the fund is said once, with its money, in 采购审批 (the approvals' panel) */}
          {order.fund && order.approval?.status !== 'pending' ? (
            <>
              <dt>经费</dt>
              <dd>
                {order.fund.name}
                <br />
                <span className={styles.muted}>
                  {order.fund.codeKind === 'card' ? '经费卡号' : '项目编号'} {order.fund.code}
                </span>
              </dd>
            </>
          ) : null}
          {order.poNo ? (
            <>
              <dt>采购单号</dt>
              <dd>{order.poNo}</dd>
            </>
          ) : null}
          <dt>备注</dt>
          <dd>{order.remark || '—'}</dd>
        </dl>
      </section>

      <OrderCompliance order={order} />

      <OrderTimeline events={order.timeline} />
      {parts.end(order)}
    </div>
  );
}
