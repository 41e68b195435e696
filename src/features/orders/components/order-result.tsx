import { useSearchParams } from 'react-router-dom';
import { Button, Result, Steps } from 'antd';
import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { formatPrice } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/button-link';
import { useOrderActions } from './use-order-actions';
import styles from './orders.module.css';

/** After placing (spec §2 /order/result): the order number and what happens next. */
export function OrderResult() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  const amount = Number(params.get('amount'));
  const actions = useOrderActions();
  if (!id || !orderNo) {
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
  return (
    <div className={styles.panel}>
      <Result
        status="success"
        title="订单提交成功"
        subTitle={
          <span>
            订单号 <b data-testid="order-no">{orderNo}</b>
            {Number.isFinite(amount) ? <> · 应付 {formatPrice(amount)}</> : null}
          </span>
        }
        extra={[
          <ButtonLink key="detail" to={ROUTES.order(id)} type="primary">查看订单</ButtonLink>,
          <Button key="contract" loading={actions.downloading === id} onClick={() => actions.contract({ _id: id, orderNo })}>
            下载合同
          </Button>,
          <ButtonLink key="more" to={ROUTES.products}>继续选购</ButtonLink>,
        ]}
      />
      <Steps
        className={styles.nextSteps}
        orientation="vertical"
        size="small"
        current={0}
        items={[
          { title: '待审核', content: '我们核对价格、库存与发票信息，审核通过后订单进入待付款。' },
          { title: '付款', content: '按销售合同对公转账；高校和科研院所可下载合同办理报销。' },
          { title: '发货与收货', content: '发货后可在订单详情查看顺丰物流，并按批号查看 COA。' },
        ]}
      />
      <p className={`${styles.muted} ${styles.resultNote}`}>
        如需修改订单，请在审核前取消后重新下单，或致电 {HOTLINE}（{HOTLINE_HOURS}）。
      </p>
    </div>
  );
}
