import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { loginDialogAtom } from '@/features/auth';
import { cartConfirmAtom } from '@/features/cart';
import { LazyCompareToggle } from '@/features/compare';
import { useAddToCart } from '@/entities/cart';
import type { MaterialPack, MaterialSummary } from '@/entities/material';
import { checkQuantity } from '@/shared/lib/contract-price';
import { feedback } from '@/shared/lib/feedback';
import { stockStatus } from '@/shared/lib/stock-status';
import { hasToken } from '@/shared/storage';
import { flyToCart } from '@/shared/ui/fly-to-cart';
import styles from './add-pack.module.css';

/** What a visitor pressed, completed once signed in: `?then=cart&pack=<id>` (the detail page's `then`, one size). */
const THEN_PARAM = 'then';
const PACK_PARAM = 'pack';
const ID = /^[0-9a-f]{24}$/;

/**
 * 加入购物车 of one size: one unit, or the company's minimum (docs/api.md §5), said. A visitor signs in first and
 * comes back to the page, where PendingListAdd adds the size; the page must render it. Used by the list's cards
 * and the compare table.
 */
export function usePackAdd(material: MaterialSummary, pack: MaterialPack) {
  const add = useAddToCart();
  const openLogin = useSetAtom(loginDialogAtom);
  const openConfirm = useSetAtom(cartConfirmAtom);
  const { pathname, search } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const orderable = stockStatus(pack).orderable;

  const onAdd = () => {
    if (!hasToken()) {
      const back = new URLSearchParams(search);
      back.set(THEN_PARAM, 'cart');
      back.set(PACK_PARAM, pack._id);
      openLogin({ open: true, redirectTo: `${pathname}?${back.toString()}` });
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
  // the product's name too: a list shows several products with a 500 mL size
  const label = orderable ? `加入购物车：${material.name} ${pack.spec}` : `${material.name} ${pack.spec} 缺货，暂时无法加入购物车`;
  return { button, onAdd, orderable, pending: add.isPending, label };
}

/** 加入购物车 on a product's card in the list (usePackAdd); 缺货 cannot be added. */
export function AddPack({ material, pack }: { material: MaterialSummary; pack: MaterialPack }) {
  const { button, onAdd, orderable, pending, label } = usePackAdd(material, pack);
  return (
    <button
      ref={button}
      type="button"
      className={styles.add}
      disabled={!orderable || pending}
      aria-busy={pending || undefined}
      aria-label={label}
      onClick={onAdd}
    >
      {orderable ? '加入购物车' : '缺货'}
    </button>
  );
}

/** The list's slot for it and 加入对比 (MaterialBrowser's renderAction). */
export const renderAddPack = (material: MaterialSummary, pack: MaterialPack) => (
  <>
    <LazyCompareToggle item={{ id: material._id, productNo: material.productNo, name: material.name }} brand={material.mfrName} onCard />
    <AddPack material={material} pack={pack} />
  </>
);

/**
 * Back from the login dialog with a card's 加入购物车 pending (AddPack): the size is added once, one unit, with the
 * confirmation; the address loses the pending add (a reload or Back adds nothing). Rendered once by each list page,
 * since the card may no longer show that size.
 */
export function PendingListAdd() {
  const [params, setParams] = useSearchParams();
  const add = useAddToCart();
  const openConfirm = useSetAtom(cartConfirmAtom);
  const completed = useRef<string | null>(null);
  const complete = useEffectEvent(() => {
    const packId = params.get(PACK_PARAM) ?? '';
    if (params.get(THEN_PARAM) !== 'cart' || !hasToken() || completed.current === params.toString()) return;
    completed.current = params.toString();
    const next = new URLSearchParams(params);
    next.delete(THEN_PARAM);
    next.delete(PACK_PARAM);
    setParams(next, { replace: true });
    if (!ID.test(packId)) return;
    add.mutate(
      { matlId: packId, quantity: 1 },
      {
        onSuccess: (cart) => {
          const line = cart.list.find((l) => l.matlId === packId);
          openConfirm({ open: true, name: line ? `${line.name}（${line.spec}）` : '所选商品', quantity: 1 });
        },
      },
    );
  });
  useEffect(() => complete(), [params]);
  return null;
}
