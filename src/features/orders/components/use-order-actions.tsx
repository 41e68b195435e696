import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { useCancelOrder, useReorder } from '../api/mutations';
import { downloadContract } from '../api/requests';
import { showAddedReport } from '@/entities/cart';
import { getFeedback } from '@/shared/lib/feedback';

interface OrderRef {
  _id: string;
  orderNo: string;
  canCancel: boolean;
}

/** Cancel (with confirmation), reorder (with a report) and the contract download, for the list and the detail. */
export function useOrderActions() {
  const { modal, message } = getFeedback();
  const navigate = useNavigate();
  const cancelMutation = useCancelOrder();
  const reorderMutation = useReorder();
  const [downloading, setDownloading] = useState<string | null>(null);

  const cancel = (order: OrderRef) => {
    if (!order.canCancel) {
      modal.info({ title: '订单已确认，无法在线取消', content: `如需取消，请致电 ${HOTLINE}（工作日 08:30-17:30）。` });
      return;
    }
    modal.confirm({
      title: `确定取消订单 ${order.orderNo}？`,
      content: '取消后无法恢复，如需购买请重新下单。',
      okText: '取消订单',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () =>
        cancelMutation
          .mutateAsync(order._id)
          .then(() => void message.success('订单已取消'))
          .catch(() => undefined), // the client has shown the mall's reason
    });
  };

  const reorder = (orderId: string) => {
    reorderMutation.mutate(orderId, {
      onSuccess: (report) =>
        showAddedReport({ title: '再次购买', report, none: '该订单的商品都已无法购买。', onGoToCart: () => void navigate(ROUTES.cart) }),
    });
  };

  const contract = (order: { _id: string; orderNo: string }) => {
    setDownloading(order._id);
    downloadContract(order._id, order.orderNo)
      .catch(() => undefined)
      .finally(() => setDownloading(null));
  };

  return {
    cancel,
    reorder,
    contract,
    reordering: reorderMutation.isPending ? reorderMutation.variables : null,
    downloading,
  };
}
