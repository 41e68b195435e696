import { useRef } from 'react';
import { Button } from 'antd';
import { useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { loginDialogAtom } from '@/features/auth';
import { cartConfirmAtom } from '@/features/cart';
import { useAddToCart } from '@/entities/cart';
import type { MaterialPack, MaterialSummary } from '@/entities/material';
import { checkQuantity } from '@/shared/lib/contract-price';
import { feedback } from '@/shared/lib/feedback';
import { stockStatus } from '@/shared/lib/stock-status';
import { hasToken } from '@/shared/storage';
import { flyToCart } from '@/shared/ui/fly-to-cart';

/** 加入购物车 of one size in the compare table: one unit (or the company's minimum); a visitor signs in first. */
export function AddPack({ material, pack }: { material: MaterialSummary; pack: MaterialPack }) {
  const add = useAddToCart();
  const openLogin = useSetAtom(loginDialogAtom);
  const openConfirm = useSetAtom(cartConfirmAtom);
  const { pathname, search } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const orderable = stockStatus(pack).orderable;

  const onAdd = () => {
    if (!hasToken()) {
      openLogin({ open: true, redirectTo: `${pathname}${search}` });
      return;
    }
    const { quantity, message } = checkQuantity(pack, 1);
    if (message) feedback.warning(message, { key: 'quantity-rule' });
    add.mutate(
      { matlId: pack._id, quantity },
      {
        onSuccess: () => {
          if (button.current) void flyToCart(button.current);
          openConfirm({ open: true, name: `${material.name}（${pack.spec}）`, quantity });
        },
      },
    );
  };

  return (
    <Button
      ref={button}
      size="small"
      type="primary"
      ghost
      disabled={!orderable}
      loading={add.isPending}
      aria-label={orderable ? `加入购物车：${material.name} ${pack.spec}` : `${material.name} ${pack.spec} 缺货，暂时无法加入购物车`}
      onClick={onAdd}
    >
      {orderable ? '加入购物车' : '缺货'}
    </Button>
  );
}
