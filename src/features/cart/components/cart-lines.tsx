import { useMemo } from 'react';
import type { CartLine } from '@/entities/cart';
import { WINDOW_FROM, WindowList } from '@/shared/ui/window-list';
import type { BrandGroup } from '../model/groups';
import { BrandLabel, BrandSection } from './brand-section';
import { Row } from './cart-row';
import styles from './cart.styles';

interface Handlers {
  onSelectGroup: (group: BrandGroup, selected: boolean) => void;
  onSelect: (matlId: string, selected: boolean) => void;
  onQuantity: (matlId: string, quantity: number) => void;
  onDelete: (matlId: string) => void;
}

/** A brand's head or one of its lines, in the order the page shows them. */
type Item = { kind: 'brand'; key: string; group: BrandGroup } | { kind: 'line'; key: string; line: CartLine; last: boolean };

/** A line's height before it is measured (px): a wide screen's row; a phone's is about half again. */
const LINE_ESTIMATE = 100;

/**
 * The cart's lines by brand. Under WINDOW_FROM lines each brand is a section of its rows, all drawn; from it (a
 * lab's cart of up to 200 lines) one list of brand heads and rows, drawn near the screen only: on a phone the
 * 200-line cart drew 6,561 elements with a task of 840 ms, now 464 and under 400 ms (bench/reports/2026-12-01-evening.md).
 */
export function CartLines({ groups, lineCount, ...handlers }: Handlers & { groups: readonly BrandGroup[]; lineCount: number }) {
  if (lineCount < WINDOW_FROM) {
    return groups.map((group) => <BrandSection key={group.mfrId} group={group} {...handlers} />);
  }
  return <WindowedLines groups={groups} {...handlers} />;
}

function WindowedLines({ groups, onSelectGroup, onSelect, onQuantity, onDelete }: Handlers & { groups: readonly BrandGroup[] }) {
  const items = useMemo(
    () =>
      groups.flatMap((group): Item[] => [
        { kind: 'brand', key: `brand:${group.mfrId}`, group },
        ...group.lines.map((line, i): Item => ({ kind: 'line', key: line.matlId, line, last: i === group.lines.length - 1 })),
      ]),
    [groups],
  );
  return (
    <WindowList
      className={styles.lines}
      label="购物车商品"
      items={items}
      itemKey={(item) => item.key}
      estimate={LINE_ESTIMATE}
      renderItem={(item, rowProps) =>
        item.kind === 'brand' ? (
          <li {...rowProps} className={styles.brandHead} aria-label={`品牌 ${item.group.mfrName}`}>
            <BrandLabel group={item.group} onSelectGroup={onSelectGroup} />
          </li>
        ) : (
          <Row line={item.line} onSelect={onSelect} onQuantity={onQuantity} onDelete={onDelete} rowProps={rowProps} lastOfBrand={item.last} />
        )
      }
    />
  );
}
