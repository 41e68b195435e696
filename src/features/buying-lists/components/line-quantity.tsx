import { useEffect, useRef, useState } from 'react';
import { InputNumber } from 'antd';
import { CART_QUANTITY_MAX, typedQuantity } from '@/entities/cart';
import { checkQuantity, quantityRule, type PriceTerms } from '@/shared/lib/contract-price';
import { feedback } from '@/shared/lib/feedback';

/** The stepper waits this long after the last change before telling the mall. */
const SAVE_AFTER_MS = 500;

/**
 * A line's quantity: shown at once, sent after a pause (and when the field is left). A refused change
 * (`onRefused`) shows the saved quantity again; an emptied field is not sent and, once left, shows it too.
 */
export function LineQuantity({
  value,
  label,
  terms,
  unit = '件',
  onSave,
}: {
  value: number;
  label: string;
  /** the company's minimum and multiple (docs/api.md §5): a quantity off them is corrected and the rule said */
  terms?: PriceTerms | undefined;
  unit?: string;
  onSave: (quantity: number, callbacks: { onRefused: () => void }) => void;
}) {
  const [shown, setShown] = useState<number | null>(value);
  const [known, setKnown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the save the timer waits to make: made at once when the line leaves the page (a link followed, a long list's
  // line scrolled out of view) within the pause
  const pending = useRef<(() => void) | undefined>(undefined);
  // the saved quantity now, for an answer that comes after later renders
  const saved = useRef(value);
  useEffect(() => {
    saved.current = value;
  });
  // the mall's value when it changes (an answer, a refused change rolled back by a new read)
  if (known !== value) {
    setKnown(value);
    setShown(value);
  }
  const save = (asked: number) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
    const { quantity, message } = checkQuantity({ terms, unit }, asked);
    if (message) {
      feedback.warning(message, { key: 'quantity-rule' });
      setShown(quantity);
    }
    if (quantity !== value) onSave(quantity, { onRefused: () => setShown(saved.current) });
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );
  // starts at the company's minimum and steps by its multiple (docs/api.md §5)
  const rule = quantityRule(terms);
  return (
    <InputNumber
      aria-label={label}
      min={rule.min}
      max={CART_QUANTITY_MAX}
      precision={0}
      step={rule.multiple}
      mode="spinner"
      style={{ width: 120 }}
      value={shown}
      onChange={(v) => {
        clearTimeout(timer.current);
        timer.current = undefined;
        pending.current = undefined;
        if (typeof v !== 'number') {
          setShown(null); // being retyped: nothing to save yet
          return;
        }
        const quantity = Math.min(CART_QUANTITY_MAX, Math.max(rule.min, v));
        setShown(quantity);
        // unless the mall has that quantity by then (a blur saved it)
        pending.current = () => {
          if (quantity !== saved.current) save(quantity);
        };
        timer.current = setTimeout(() => save(quantity), SAVE_AFTER_MS);
      }}
      onBlur={(event) => {
        // the typed text: a number below the minimum is not a change to antd until it pulls it up, unsaid
        const typed = typedQuantity(event.currentTarget.value);
        if (typed !== null && typed !== shown) save(typed);
        else if (shown === null) setShown(value);
        else if (timer.current) save(shown);
      }}
    />
  );
}
