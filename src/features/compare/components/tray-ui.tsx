import { Link } from 'react-router-dom';
import { feedback } from '@/shared/lib/feedback';
import { clearTray, COMPARE_LIMIT, COMPARE_LIMIT_TEXT, toggleTray, useCompareTray, type TrayItem } from '../model/tray';
import { comparePath } from '../model/rows';
import styles from './tray.styles';

/** 加入对比 on a product: on a card, over its picture's corner (nothing moves when it comes); on the product page, under the name. */
export function CompareToggle({ item, brand, onCard }: { item: TrayItem; brand?: string; onCard?: boolean }) {
  const chosen = useCompareTray().some((i) => i.productNo === item.productNo);
  const onClick = () => {
    if (toggleTray(item) === 'full') feedback.warning(COMPARE_LIMIT_TEXT, { key: 'compare-limit' });
  };
  return (
    <button
      type="button"
      className={onCard ? `${styles.toggle} ${styles.onCard}` : styles.toggle}
      aria-pressed={chosen}
      // the brand too: a list shows one product by several brands
      aria-label={`加入对比：${item.name}${brand ? `（${brand}）` : ''}`}
      onClick={onClick}
    >
      {chosen ? '已加入对比' : '加入对比'}
    </button>
  );
}

/** The tray while it holds a product: 对比 n/4, 开始对比 and 清空, at the bottom of the screen. */
export function CompareBar() {
  const items = useCompareTray();
  if (items.length === 0) return null;
  return (
    <div role="region" aria-label="商品对比栏" className={styles.bar}>
      <span className={styles.count}>
        对比 {items.length}/{COMPARE_LIMIT}
      </span>
      <Link className={styles.barLink} to={comparePath(items.map((i) => i.id))}>
        开始对比
      </Link>
      <button type="button" className={styles.barButton} onClick={clearTray}>
        清空
      </button>
    </div>
  );
}
