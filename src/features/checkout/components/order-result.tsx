import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Steps } from 'antd';
import { isApiError } from '@/shared/api';
import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { formatFen, toFen } from '@/shared/lib/money';
import { isMallId } from '@/shared/lib/ids';
import { maskName } from '@/shared/lib/mask';
import { ButtonLink } from '@/shared/ui/button-link';
import { orderQueries, orderStyles as styles, useContractDownload, type OrderDetail } from '@/entities/order';
import { LoadFailed } from '@/shared/ui/load-failed';

/**
 * After placing (spec §2 /order/result?id=…): the order as the mall has it (number, amount), and what
 * happens next. Only the id is read from the address, checked against the id pattern before any call;
 * anything else in the query (an `orderNo` or `amount` someone typed) is never shown. `renderPayment`: the page's
 * payment panel (features/payment).
 */
export function OrderResult({ renderPayment }: { renderPayment: (order: OrderDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = isMallId(id);
  const query = useQuery({ ...orderQueries.detail(id), enabled: valid });
  const actions = useContractDownload();
  const failure = query.error ?? query.failureReason;
  const missing = !valid || (isApiError(failure) && failure.status === 404);
  if (missing) {
    return (
      <Result
        status="info"
        title="没有找到下单结果"
        subTitle="可以在“我的订单”中查看已提交的订单。"
        extra={
          <ButtonLink to={ROUTES.orders} type="primary">我的订单</ButtonLink>
        }
      />
    );
  }
  // The first failed attempt is said at once (the call is silent, so here, once); React Query's retries go on.
  if (query.isPending && query.failureCount === 0) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!query.data) {
    return (
      <LoadFailed
        title="下单结果暂时无法加载"
        message={`${failure?.message ?? ''} 订单已提交的话，可以稍后在“我的订单”中查看。`.trim()}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        extra={<ButtonLink key="orders" to={ROUTES.orders}>我的订单</ButtonLink>}
      />
    );
  }
  const order = query.data;
  // An order that needs approval (docs/api.md §13) waits for an approver before the mall reviews it.
  if (order.status === 'pendingApproval') return <SubmittedForApproval order={order} />;
  // The address is shareable and any of the member's orders can be named in it: only an order still waiting
  // for review was just placed; any other is shown as it stands, without the next steps of a new order.
  if (order.status !== 'pendingReview') {
    return (
      <div className={styles.panel}>
        <Result
          status="info"
          title={`该订单当前状态：${order.statusLabel}`}
          subTitle={
            <span>
              订单号 <b data-testid="order-no">{order.orderNo}</b> · 应付 <b data-testid="order-amount">{formatFen(toFen(order.amount))}</b>
            </span>
          }
          extra={<ButtonLink to={ROUTES.order(order._id)} type="primary">查看订单</ButtonLink>}
        />
        {renderPayment(order)}
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <Result
        status="success"
        title="订单提交成功"
        subTitle={
          <span>
            订单号 <b data-testid="order-no">{order.orderNo}</b> · 应付 <b data-testid="order-amount">{formatFen(toFen(order.amount))}</b>
          </span>
        }
        extra={[
          <ButtonLink key="detail" to={ROUTES.order(order._id)} type="primary">查看订单</ButtonLink>,
          <Button key="contract" loading={actions.downloading === order._id} onClick={() => actions.contract(order)}>
            下载合同
          </Button>,
          <ButtonLink key="more" to={ROUTES.products}>继续选购</ButtonLink>,
        ]}
      />
      {renderPayment(order)}
      <Steps
        className={styles.nextSteps}
        orientation="vertical"
        size="small"
        current={0}
        items={[
          { title: '待审核', content: '我们核对价格、库存与发票信息，审核通过后订单进入待付款。' },
          { title: '付款', content: '审核通过后按订单号对公转账（收款账户见订单详情）；高校和科研院所可下载合同办理报销。' },
          { title: '发货与收货', content: '发货后可在订单详情查看顺丰物流，并按批号查看 COA。' },
        ]}
      />
      <p className={`${styles.muted} ${styles.resultNote}`}>
        如需修改订单，请在审核前取消后重新下单，或致电 {HOTLINE}（{HOTLINE_HOURS}）。
      </p>
    </div>
  );
}

/** 订单已提交审批: who decides, and what follows the approval (the normal steps of a new order). */
function SubmittedForApproval({ order }: { order: OrderDetail }) {
  const approvers = (order.approval?.approvers ?? []).map(maskName).join('、');
  return (
    <div className={styles.panel}>
      <Result
        status="success"
        title="订单已提交审批"
        subTitle={
          <span>
            订单号 <b data-testid="order-no">{order.orderNo}</b> · 金额 <b data-testid="order-amount">{formatFen(toFen(order.amount))}</b>
            {approvers ? (
              <>
                <br />
                <span data-testid="order-approvers">审批人：{approvers}</span>
              </>
            ) : null}
          </span>
        }
        extra={[
          <ButtonLink key="detail" to={ROUTES.order(order._id)} type="primary">查看订单</ButtonLink>,
          <ButtonLink key="more" to={ROUTES.products}>继续选购</ButtonLink>,
        ]}
      />
      <Steps
        className={styles.nextSteps}
        orientation="vertical"
        size="small"
        current={0}
        items={[
          { title: '待审批', content: `${approvers ? `由 ${approvers} ` : ''}审批；批准后订单进入商城审核，驳回后可修改并重新提交。` },
          { title: '待审核', content: '我们核对价格、库存与发票信息，审核通过后订单进入待付款。' },
          { title: '付款与发货', content: '按销售合同对公转账；发货后可在订单详情查看物流和 COA。' },
        ]}
      />
      <p className={`${styles.muted} ${styles.resultNote}`}>审批前如需修改订单，可以取消后重新下单。</p>
    </div>
  );
}
