import { memo, useState } from 'react';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, isCartQuantity } from '@/entities/cart';
import { checkQuantity, stepDown, stepUp, type PriceTerms } from '@/shared/lib/contract-price';
import { feedback } from '@/shared/lib/feedback';
import { LiteIcon } from '@/shared/ui/lite-icons';
import { minusIcon, plusIcon } from './cart-icons';
import styles from './cart.styles';

/**
 * A light stepper (200 of them on a page): −, a numeric field, +. Bad input says why and keeps the old value; a
 * quantity below the company's minimum or off its multiple (docs/api.md §5) is corrected and the rule said; − and +
 * step by the multiple.
 */
export const QuantityStepper = memo(function QuantityStepper({
  matlId,
  value,
  disabled,
  label,
  terms,
  unit = '件',
  onChange,
}: {
  matlId: string;
  value: number;
  disabled?: boolean;
  label: string;
  terms?: PriceTerms | undefined;
  unit?: string;
  onChange: (matlId: string, quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const text = draft.replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim();
    const next = Number(text);
    setDraft(null);
    if (!isCartQuantity(next)) {
      feedback.error(`数量应为 ${CART_QUANTITY_MIN}–${CART_QUANTITY_MAX} 的整数`);
      return;
    }
    const checked = checkQuantity({ terms, unit }, next);
    if (checked.message) feedback.warning(checked.message, { key: `rule-${matlId}` });
    if (checked.quantity !== value) onChange(matlId, checked.quantity);
  };
  const down = stepDown(terms, value);
  const up = stepUp(terms, value);
  return (
    <span className={styles.stepper}>
      <button type="button" aria-label={`减少 ${label} 数量`} disabled={disabled || down === null} onClick={() => down !== null && onChange(matlId, down)}>
        <LiteIcon icon={minusIcon} aria-hidden />
      </button>
      <input
        aria-label={`${label} 数量`}
        inputMode="numeric"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <button type="button" aria-label={`增加 ${label} 数量`} disabled={disabled || up > CART_QUANTITY_MAX || up <= value} onClick={() => onChange(matlId, up)}>
        <LiteIcon icon={plusIcon} aria-hidden />
      </button>
    </span>
  );
});
