import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, InputNumber } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useSetAtom } from 'jotai';
import { loginDialogAtom } from '@/features/auth';
import { openSaveToListAtom } from '@/features/buying-lists';
import { cartConfirmAtom } from '@/features/cart';
import { companyFormAtom } from '@/features/member';
import { openQuoteRequestAtom } from '@/features/quotes';
import { RestockButton } from '@/features/restock';
import { useSession } from '@/entities/member';
import { getFeedback } from '@/shared/lib/feedback';
import type { MaterialDetail } from '@/entities/material';
import { hasToken } from '@/shared/storage';
import { CART_QUANTITY_MAX, typedQuantity, useAddToCart } from '@/entities/cart';
import { checkQuantity, correctQuantity, nextBreakText, quantityRule } from '@/shared/lib/contract-price';
import { feedback } from '@/shared/lib/feedback';
import { TermsNote } from '@/shared/ui/contract-price';
import { actionBarRef } from '@/shared/ui/action-bar';
import { flyToCart } from '@/shared/ui/fly-to-cart';
import { BarPrice } from './bar-price';
import { QTY_PARAM, readQuantity, THEN_PARAM } from './quantity';
import styles from './product-detail.module.css';

/**
 * Quantity + 加入购物车 on the detail page: the catalogue shows it in its buy
 * slot; the cart mutation comes from the cart entity, the confirmation dialog
 * from the cart feature, the login dialog from auth. A visitor is asked to
 * sign in and comes back to this product with the chosen quantity (?qty=).
 * On a phone the controls are a bar fixed at the bottom of the screen, with
 * this pack size's price (issue 24 item 8; product-detail.module.css).
 */
export function AddToCart({ material }: { material: MaterialDetail }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // the company's minimum and multiple (docs/api.md §5) hold from the start
  const [quantity, setQuantity] = useState(() => correctQuantity(material.terms, readQuantity(params.get(QTY_PARAM))));
  const rule = quantityRule(material.terms);
  /** A quantity off the minimum or the multiple is corrected and the rule said; the quantity to use. */
  const keepRule = (value: number): number => {
    const checked = checkQuantity(material, value);
    if (checked.message) {
      feedback.warning(checked.message, { key: 'quantity-rule' });
      setQuantity(checked.quantity);
    }
    return checked.quantity;
  };
  const next = nextBreakText(material, quantity, material.unit);
  const button = useRef<HTMLButtonElement>(null);
  const add = useAddToCart();
  const openLogin = useSetAtom(loginDialogAtom);
  const openConfirm = useSetAtom(cartConfirmAtom);
  const openQuote = useSetAtom(openQuoteRequestAtom);
  const openCompanyForm = useSetAtom(companyFormAtom);
  const openSaveToList = useSetAtom(openSaveToListAtom);
  const { access, loading } = useSession();

  /**
   * A visitor signs in first and comes back to this product with the chosen quantity; `then`: what they pressed,
   * completed once signed in (加入购物车 adds the line).
   */
  const signInFirst = (then?: 'cart') => {
    const next = new URLSearchParams(params);
    next.set(QTY_PARAM, String(quantity));
    setParams(next, { replace: true });
    const back = new URLSearchParams(next);
    if (then) back.set(THEN_PARAM, then);
    openLogin({ open: true, redirectTo: `${pathname}?${back.toString()}` });
  };

  // 询价 (docs/api.md §16) for this pack size and quantity: the dialog's atom is the shell's (it loads its code on
  // the first opening), so the page's first load does not grow.
  const onQuote = () => {
    if (!hasToken()) return signInFirst();
    // the mall quotes companies only (10010): a member without a company profile completes it first
    if (!loading && !access.canUseCompanyPages) {
      getFeedback().message.info('询价需要企业信息，请先完善');
      openCompanyForm({ open: true });
      return;
    }
    const { _id, name, catalogNo, spec, mfrName, price } = material;
    openQuote([{ matlId: _id, name, catalogNo, spec, mfrName, price, quantity }]);
  };

  const onAdd = () => {
    if (!hasToken()) return signInFirst('cart');
    const adding = keepRule(quantity);
    add.mutate(
      { matlId: material._id, quantity: adding },
      {
        onSuccess: () => {
          if (button.current) void flyToCart(button.current);
          openConfirm({ open: true, name: `${material.name}（${material.spec}）`, quantity: adding });
        },
      },
    );
  };

  // back from the login dialog with 加入购物车 pending: the address loses `then` (a reload adds nothing), the line is added
  const completed = useRef<string | null>(null);
  const completePending = useEffectEvent(() => {
    if (params.get(THEN_PARAM) !== 'cart' || !hasToken() || completed.current === params.toString()) return;
    completed.current = params.toString();
    const next = new URLSearchParams(params);
    next.delete(THEN_PARAM);
    setParams(next, { replace: true });
    onAdd();
  });
  useEffect(() => completePending(), [params]);

  return (
    <>
      <div ref={actionBarRef} className={styles.buyBar} role="region" aria-label="购买">
        <BarPrice material={material} quantity={quantity} />
        <label className={styles.quantity}>
          <span className={styles.quantityText}>数量</span>
          <InputNumber
            aria-label="购买数量"
            min={rule.min}
            max={CART_QUANTITY_MAX}
            step={rule.multiple}
            precision={0}
            value={quantity}
            onChange={(v) => setQuantity(typeof v === 'number' ? Math.min(CART_QUANTITY_MAX, Math.max(rule.min, v)) : rule.min)}
            // the typed text, before the field pulls a number below the minimum up to it unsaid
            onBlur={(event) => keepRule(typedQuantity(event.currentTarget.value) ?? quantity)}
            mode="spinner"
            className={styles.quantityInput}
          />
        </label>
        <Button ref={button} type="primary" size="large" icon={<ShoppingCartOutlined />} loading={add.isPending} onClick={onAdd}>
          加入购物车
        </Button>
      </div>
      {next ? <TermsNote>{next}</TermsNote> : null}
      <div className={styles.quoteRow}>
        <span className={styles.quoteHint}>批量采购、需要报价单？</span>
        <Button onClick={onQuote}>询价</Button>
        <Button onClick={() => (!hasToken() ? signInFirst() : !loading && !access.canUseCompanyPages ? openCompanyForm({ open: true }) : openSaveToList([{ matlId: material._id, quantity }]))}>加入清单</Button>
        <RestockButton material={material} onSignIn={signInFirst} />
      </div>
    </>
  );
}
