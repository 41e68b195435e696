import { Fragment, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';

/**
 * From this many rows a list draws only those near the screen (issue 46: 合并开票's 600 orders, a 2,000-line
 * statement on a phone). Below it every row is in the page, as before: find-in-page and every test see them all.
 */
export const WINDOW_FROM = 100;

/** What a row's `<li>` spreads when the list is windowed: its place, its measuring ref, its position in the set. */
export interface RowProps {
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  'data-index'?: number;
  'aria-posinset'?: number;
  'aria-setsize'?: number;
}

/** Whether a row's place is unchanged: for a memoised row, whose `rowProps` object is new on every draw (none: a row of a list drawn whole). */
export function sameRowProps(a: RowProps | undefined, b: RowProps | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.ref === b.ref &&
    a['data-index'] === b['data-index'] &&
    a['aria-posinset'] === b['aria-posinset'] &&
    a['aria-setsize'] === b['aria-setsize'] &&
    a.style?.transform === b.style?.transform &&
    a.style?.paddingBottom === b.style?.paddingBottom
  );
}

/** `memo`'s comparison for a row of a WindowList: every prop the same object, its place by `sameRowProps`. */
export function sameRow<P extends { rowProps?: RowProps }>(prev: P, next: P): boolean {
  const keys = Object.keys(next) as (keyof P)[];
  if (keys.length !== Object.keys(prev).length) return false;
  return keys.every((key) => (key === 'rowProps' ? sameRowProps(prev.rowProps, next.rowProps) : Object.is(prev[key], next[key])));
}

const UNPLACED: RowProps = {};

interface Props<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A row's height before it is measured (px). */
  estimate: number;
  /** The row: an `<li>` spreading `rowProps` (empty when every row is drawn). */
  renderItem: (item: T, rowProps: RowProps) => ReactNode;
  className?: string;
  label: string;
  /** the space between rows (px) when windowed: the list's own `gap` does not reach absolutely placed rows */
  gap?: number;
}

/** A `<ul>` of rows, windowed by the page's scroll (@tanstack/react-virtual) when it has WINDOW_FROM rows or more. */
export function WindowList<T>(props: Props<T>) {
  if (props.items.length < WINDOW_FROM) {
    return (
      <ul className={props.className} aria-label={props.label}>
        {props.items.map((item) => (
          <Fragment key={props.itemKey(item)}>{props.renderItem(item, UNPLACED)}</Fragment>
        ))}
      </ul>
    );
  }
  return <WindowedRows {...props} />;
}

function WindowedRows<T>({ items, itemKey, estimate, renderItem, className, label, gap = 0 }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // the list's top in the page: what the window's scroll is counted from (content above it may grow)
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (listRef.current) setTop(Math.round(listRef.current.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // a notice or a section above that grows moves the list down
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // the row holding the focus stays drawn when the page scrolls away from it (else the focus fell to <body>), and so
  // does a row whose popup holds it (a confirmation in a portal: outside the list's DOM, inside its React tree)
  const focused = useRef<number | null>(null);
  const lastRow = useRef<number | null>(null);
  const rows = useWindowVirtualizer<HTMLLIElement>({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 6,
    scrollMargin: top,
    getItemKey: (index) => itemKey(items[index]!),
    rangeExtractor: (range: Range) => {
      const shown = defaultRangeExtractor(range);
      const at = focused.current;
      return at === null || at >= range.count || shown.includes(at) ? shown : [...shown, at].sort((a, b) => a - b);
    },
    // a row's margin counts in its place (a phone's cards are spaced by their margins)
    measureElement: (element) => {
      const style = getComputedStyle(element);
      return Math.round(element.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0));
    },
  });
  const indexOf = (target: EventTarget) => {
    const row = target instanceof Element ? target.closest('[data-index]') : null;
    return row ? Number(row.getAttribute('data-index')) : null;
  };
  return (
    <ul
      ref={listRef}
      className={className}
      aria-label={label}
      style={{ position: 'relative', height: rows.getTotalSize() }}
      onPointerDown={(event) => void (lastRow.current = indexOf(event.target) ?? lastRow.current)}
      onFocus={(event) => {
        const at = indexOf(event.target);
        if (at !== null) lastRow.current = at;
        focused.current = at ?? (event.currentTarget.contains(event.target) ? null : lastRow.current);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
      }}
    >
      {rows.getVirtualItems().map((row) => (
        <Fragment key={row.key}>
          {renderItem(items[row.index]!, {
            ref: rows.measureElement,
            'data-index': row.index,
            'aria-posinset': row.index + 1,
            'aria-setsize': items.length,
            style: { position: 'absolute', top: 0, left: 0, width: '100%', boxSizing: 'border-box', paddingBottom: gap || undefined, transform: `translateY(${row.start - top}px)` },
          })}
        </Fragment>
      ))}
    </ul>
  );
}
