import { useLayoutEffect, useRef } from 'react';
import { selectionOf } from '@/entities/cart';
import type { BrandGroup } from '../model/groups';
import { Row } from './cart-row';
import styles from './cart.styles';

/** A native checkbox with the indeterminate state (cheap to re-render by the dozen). */
function NativeCheck({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.check}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A brand's name with its checkbox: all, some or none of its available lines. */
export function BrandLabel({ group, onSelectGroup }: { group: BrandGroup; onSelectGroup: (group: BrandGroup, selected: boolean) => void }) {
  const { selectable, all, some } = selectionOf(group.lines);
  return (
    <label className={styles.groupLabel}>
      <NativeCheck
        checked={all}
        indeterminate={some}
        disabled={selectable === 0}
        onChange={(checked) => onSelectGroup(group, checked)}
        label={`选择品牌 ${group.mfrName}`}
      />
      {group.mfrName}
    </label>
  );
}

/** One brand of the cart: its checkbox and its rows. */
export function BrandSection({
  group,
  onSelectGroup,
  onSelect,
  onQuantity,
  onDelete,
}: {
  group: BrandGroup;
  onSelectGroup: (group: BrandGroup, selected: boolean) => void;
  onSelect: (matlId: string, selected: boolean) => void;
  onQuantity: (matlId: string, quantity: number) => void;
  onDelete: (matlId: string) => void;
}) {
  return (
    <section className={styles.group} aria-label={`品牌 ${group.mfrName}`}>
      <header className={styles.groupHead}>
        <BrandLabel group={group} onSelectGroup={onSelectGroup} />
      </header>
      <ul className={styles.rows}>
        {group.lines.map((line) => (
          <Row key={line.matlId} line={line} onSelect={onSelect} onQuantity={onQuantity} onDelete={onDelete} />
        ))}
      </ul>
    </section>
  );
}
