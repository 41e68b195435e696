import type { ReactNode } from 'react';
import type { MaterialSort } from '@/entities/material';
import { LiteIcon, type LiteIconDef } from '@/shared/ui/lite-icons';
import { LIST_PAGE_SIZE, SORT_OPTIONS } from '../model/filters';
import { pagerItems } from '../model/pager';
import styles from './catalogue-pager.module.css';

/** antd's left and right, drawn by LiteIcon (src/shared/ui/lite-icons.tsx) with this component's code. */
const leftIcon: LiteIconDef = { name: 'left', d: 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z' };
const rightIcon: LiteIconDef = { name: 'right', d: 'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z' };

/**
 * The list's sort and pager, drawn with the page and without antd (docs/performance.md): antd's Select and
 * Pagination, loaded after the first screen, were most of `/product`'s blocking time after its first paint (their
 * some 50 modules evaluated and rendered) for a choice of five and a row of page numbers. They keep antd's large
 * size and look.
 */

export function SortSelect({ value, onChange }: { value: MaterialSort; onChange: (sort: MaterialSort) => void }) {
  return (
    <select
      aria-label="排序"
      className={styles.sortSelect}
      value={value}
      onChange={(event) => onChange(event.target.value as MaterialSort)}
    >
      {SORT_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * Pages of LIST_PAGE_SIZE: 上一页, the first and last pages, two on each side of the current one with … between,
 * 下一页, and the count; on a narrow screen 上一页, "3 / 170" and 下一页.
 */
export function ListPager({ page, total, narrow, onChange }: { page: number; total: number; narrow: boolean; onChange: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const go = (to: number) => {
    if (to >= 1 && to <= pages && to !== page) onChange(to);
  };
  const step = (label: '上一页' | '下一页', to: number, icon: ReactNode) => (
    <button type="button" className={styles.pageStep} title={label} aria-label={label} disabled={to < 1 || to > pages} onClick={() => go(to)}>
      {icon}
    </button>
  );
  return (
    <nav className={styles.pagerNav} aria-label="分页">
      {step('上一页', page - 1, <LiteIcon icon={leftIcon} aria-hidden />)}
      {narrow ? (
        <span className={styles.pageSimple}>
          {page} / {pages}
        </span>
      ) : (
        <ul className={styles.pageList}>
          {pagerItems(page, pages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap${i}`} className={styles.pageGap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={styles.pageButton}
                  title={String(item)}
                  aria-label={`第 ${item} 页`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {step('下一页', page + 1, <LiteIcon icon={rightIcon} aria-hidden />)}
      {narrow ? null : <span className={styles.pageTotal}>共 {total} 件</span>}
    </nav>
  );
}
