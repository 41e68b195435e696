import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { loginDialogAtom } from '@/features/auth';
import { cartConfirmAtom } from '@/features/cart';
import { useAddToCart } from '@/entities/cart';
import type { MaterialPack, MaterialSummary } from '@/entities/material';
import { stockStatus } from '@/shared/lib/stock-status';
import { hasToken } from '@/shared/storage';
import { flyToCart } from '@/shared/ui/fly-to-cart';
import styles from './add-pack.module.css';

/**
 * 加入购物车 on a product's card in the list: adds the size chosen in the card, one unit (the cart's stepper
 * changes the quantity). A visitor signs in first and comes back to the list; 缺货 cannot be added.
 */
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
    add.mutate(
      { matlId: pack._id, quantity: 1 },
      {
        onSuccess: () => {
          if (button.current) void flyToCart(button.current);
          openConfirm({ open: true, name: `${material.name}（${pack.spec}）`, quantity: 1 });
        },
      },
    );
  };

  return (
    <button
      ref={button}
      type="button"
      className={styles.add}
      disabled={!orderable || add.isPending}
      aria-busy={add.isPending || undefined}
      aria-label={orderable ? `加入购物车：${pack.spec}` : `${pack.spec} 缺货，暂时无法加入购物车`}
      onClick={onAdd}
    >
      {orderable ? '加入购物车' : '缺货'}
    </button>
  );
}

/** The list's slot for it (MaterialBrowser's renderAction). */
export const renderAddPack = (material: MaterialSummary, pack: MaterialPack) => <AddPack material={material} pack={pack} />;
