import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './scroll-hint.module.css';

type Cut = { start: boolean; end: boolean };

/**
 * A wide table (or anything wider than its column) that scrolls sideways, and says so while it is cut: a fade on
 * the cut edge and "左右滑动查看更多" above it (issue 42 item 5: the product's 规格与价格 was cut at 预计发货 on a
 * phone with no sign of more). While cut, the scroller is a named region the keyboard can scroll.
 */
export function ScrollHint({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState<Cut>({ start: false, end: false });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const next = { start: max > 1 && el.scrollLeft > 1, end: max > 1 && el.scrollLeft < max - 1 };
      setCut((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  const cutAny = cut.start || cut.end;
  return (
    <div className={styles.frame}>
      {cutAny ? (
        <p className={styles.hint} data-testid="scroll-hint">
          <span aria-hidden="true">⇠</span> 左右滑动查看更多 <span aria-hidden="true">⇢</span>
        </p>
      ) : null}
      <div className={styles.edges} data-testid="scroll-edges" data-cut-start={cut.start || undefined} data-cut-end={cut.end || undefined}>
        <div
          ref={scroller}
          className={styles.scroller}
          role={cutAny ? 'region' : undefined}
          aria-label={cutAny ? label : undefined}
          tabIndex={cutAny ? 0 : undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
