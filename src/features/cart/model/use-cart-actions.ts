import { createElement, useCallback, useState, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { exportCart, useDeleteLines, writeSelectedCartInfo, type CartLine } from '@/entities/cart';
import { ROUTES } from '@/shared/config/routes';
import { QUALIFICATIONS_HREF } from '@/entities/qualification';
import { getFeedback } from '@/shared/lib/feedback';
import { blockedLines } from './compliance';

/**
 * What the cart page does beside selecting: delete (one line after its Popconfirm, the selection after a
 * confirmation), go to checkout and export. `chosen` is the current selection (useCartSelection).
 */
export function useCartActions(chosen: readonly CartLine[]) {
  const { modal, message } = getFeedback();
  const navigate = useNavigate();
  // the modal is drawn outside the router (src/app/feedback-host.tsx): its link navigates through this hook's router
  const qualificationsHref = useHref(QUALIFICATIONS_HREF);
  const { mutate: remove } = useDeleteLines();
  const [exporting, setExporting] = useState(false);

  const deleteLine = useCallback((matlId: string) => remove([matlId], { onSuccess: () => void message.success('已删除') }), [remove, message]);

  const deleteSelected = () => {
    if (chosen.length === 0) {
      void message.warning('请先选择要删除的商品');
      return;
    }
    modal.confirm({
      title: `确定删除选中的 ${chosen.length} 种商品？`,
      content: '删除后可在产品页重新加入购物车。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        new Promise<void>((resolve) =>
          remove(
            chosen.map((l) => l.matlId),
            { onSuccess: () => void message.success('已删除选中的商品'), onSettled: () => resolve() },
          ),
        ),
    });
  };

  /** 去结算: selectedCartInfo (spec §3) is written here, once, with what the member saw; the order page compares with it. */
  const checkout = () => {
    if (chosen.length === 0) return; // 去结算 is disabled then (cart-bar.tsx)
    // a controlled line without a covering qualification cannot be ordered (docs/api.md §21): said here, not at checkout
    const blocked = blockedLines(chosen);
    if (blocked.length > 0) {
      const dialog = modal.warning({
        title: `${blocked.length} 种商品暂不能下单`,
        content: createElement(
          'div',
          null,
          createElement(
            'ul',
            { 'aria-label': '不能下单的商品', style: { paddingLeft: 18, margin: '8px 0' } },
            blocked.map((l) => createElement('li', { key: l.matlId }, `${l.catalogNo} ${l.name}：${l.compliance.message ?? '需要有效的资质'}`)),
          ),
          '请在 ',
          createElement(
            'a',
            {
              href: qualificationsHref,
              onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab
                event.preventDefault();
                // the dialog's own handle, or (a dialog that waited for antd's host has none) its 知道了
                if (dialog) dialog.destroy();
                else event.currentTarget.closest('.ant-modal')?.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns button')?.click();
                void navigate(QUALIFICATIONS_HREF);
              },
            },
            '账号设置 → 资质管理',
          ),
          ' 中上传或等待审核通过，或取消勾选这些商品后再结算。',
        ),
        okText: '知道了',
      });
      return;
    }
    writeSelectedCartInfo(chosen);
    void navigate(ROUTES.orderAdd);
  };

  const download = () => {
    setExporting(true);
    exportCart()
      .catch(() => undefined) // the client has said what went wrong
      .finally(() => setExporting(false));
  };

  return { deleteLine, deleteSelected, checkout, download, exporting };
}
