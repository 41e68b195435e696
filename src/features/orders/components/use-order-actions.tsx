import { useNavigate } from 'react-router-dom';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { useCancelOrder, useContractDownload } from '@/entities/order';
import { useReorder } from '../api/use-reorder';
import { showAddedReport } from '@/entities/cart';
import { getFeedback } from '@/shared/lib/feedback';
import { formatFen, toFen } from '@/shared/lib/money';

interface OrderRef {
  _id: string;
  orderNo: string;
  canCancel: boolean;
  /** what the mall has received (docs/api.md §17): refunded when the order is cancelled */
  amountPaid: number;
}

/** The cancel confirmation: it names the money received and where it goes (docs/api.md §17). */
function cancelConfirmText(amountPaid: number): { content: string; okText: string } {
  if (amountPaid <= 0) return { content: '取消后无法恢复，如需购买请重新下单。', okText: '取消订单' };
  return {
    content: `本订单已收款 ${formatFen(toFen(amountPaid))}，取消后将原路退回付款账户，退款进度可在订单中查看（退款中 → 已退款）。订单取消后无法恢复，如需购买请重新下单。`,
    okText: '取消订单并退款',
  };
}

/** Cancel (with confirmation), reorder (with a report) and the contract download, for the list and the detail. */
export function useOrderActions() {
  const { modal, message } = getFeedback();
  const navigate = useNavigate();
  const cancelMutation = useCancelOrder();
  const reorderMutation = useReorder();
  const { contract, downloading } = useContractDownload();

  const cancel = (order: OrderRef) => {
    if (!order.canCancel) {
      modal.info({ title: '订单已确认，无法在线取消', content: `如需取消，请致电 ${HOTLINE}（工作日 08:30-17:30）。` });
      return;
    }
    const text = cancelConfirmText(order.amountPaid);
    modal.confirm({
      title: `确定取消订单 ${order.orderNo}？`,
      content: text.content,
      okText: text.okText,
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () =>
        cancelMutation
          .mutateAsync(order._id)
          // the mall's answer says the refund, even one of money that arrived after the confirmation opened
          .then((done) => void message.success(done.refund ? `订单已取消，已收款 ${formatFen(toFen(done.refund.amount))} 退款中` : '订单已取消'))
          .catch(() => undefined), // the client has shown the mall's reason
    });
  };

  const reorder = (orderId: string) => {
    reorderMutation.mutate(orderId, {
      onSuccess: (report) =>
        showAddedReport({ title: '再次购买', report, none: '该订单的商品都已无法购买。', onGoToCart: () => void navigate(ROUTES.cart) }),
    });
  };

  return {
    cancel,
    reorder,
    contract,
    reordering: reorderMutation.isPending ? reorderMutation.variables : null,
    downloading,
  };
}
