import { Link, useParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { openSaveToListAtom } from '@/features/buying-lists';
import { OrderDetailView, type OrderDetailParts } from '@/features/orders';
import { PaymentPanel } from '@/features/payment';
import { ApprovalBar, ApprovalPanel, ResubmitDialogMount } from '@/features/approvals';
import { ReceivedPapers, Deliveries, ReceiptDialogMount } from '@/features/receiving';
import { AfterSalesDialogMount, AfterSalesLineAction, AfterSalesSection } from '@/features/after-sales';
import { PackButton, PackDialogMount, orderPack } from '@/features/reimbursement';
import { ROUTES } from '@/shared/config/routes';
import { PageContainer } from '@/shared/ui/page-container';

/** The order features' parts of the detail, in the order they are drawn. */
const parts: OrderDetailParts = {
  actions: (order) => (
    <>
      <ReceivedPapers order={order} />
      <PackButton source={orderPack(order)} />
    </>
  ),
  payment: (order) => <PaymentPanel order={order} />,
  approval: (order) => <ApprovalPanel order={order} />,
  shipments: (order) => <Deliveries order={order} lineAction={(orderId, item) => <AfterSalesLineAction orderId={orderId} item={item} />} />,
  afterSales: (order) => <AfterSalesSection order={order} />,
  // the dialogs that open only from an order's detail: mounted here, loaded on their first opening (PageDialog)
  end: (order) => (
    <>
      <ApprovalBar order={order} />
      <ResubmitDialogMount />
      <ReceiptDialogMount />
      <AfterSalesDialogMount />
      <PackDialogMount />
    </>
  ),
};

export function Component() {
  const { id = '' } = useParams();
  const openSaveToList = useSetAtom(openSaveToListAtom); // 加入清单: the order's lines with their quantities
  return (
    <PageContainer title="订单详情" extra={<Link to={ROUTES.orders}>返回我的订单</Link>}>
      <OrderDetailView key={id} id={id} parts={parts} onSaveToList={openSaveToList} />
    </PageContainer>
  );
}
