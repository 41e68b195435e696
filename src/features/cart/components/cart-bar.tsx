import { Button, Checkbox } from 'antd';
import type { CartSelection } from '@/entities/cart';
import { formatFen } from '@/shared/lib/money';
import { BottomBar } from '@/shared/ui/bottom-bar';
import styles from './cart.styles';

/** The sticky checkout bar: 全选, 删除选中, the count and amount of the selection, 询价 (when offered), 去结算. */
export function CartBar({
  selection,
  onSelectAll,
  onDeleteSelected,
  onCheckout,
  onQuote,
  onSaveToList,
}: {
  selection: CartSelection;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
  /** 询价 for the selected lines (docs/api.md §16), composed in by the page */
  onQuote?: () => void;
  /** 加入清单 for the selected lines (docs/api.md §23), composed in by the page */
  onSaveToList?: () => void;
}) {
  const { chosen, amountFen, savingFen, all, some } = selection;
  return (
    <BottomBar label="结算栏">
      <Checkbox checked={all} indeterminate={some} onChange={(event) => onSelectAll(event.target.checked)} aria-label="全选">
        全选
      </Checkbox>
      <Button type="link" danger className={styles.barDelete} onClick={onDeleteSelected}>
        删除选中
      </Button>
      {onSaveToList ? <Button type="link" className={styles.barDelete} onClick={onSaveToList} disabled={chosen.length === 0}>加入清单</Button> : null}
      <div className={styles.sum} aria-live="polite">
        <span>
          已选 <b data-testid="selected-count">{chosen.length}</b> 种
        </span>
        <span className={styles.total}>
          <span>
            合计 <b className={styles.amount} data-testid="selected-amount">{formatFen(amountFen)}</b>
          </span>
          {/* the company's terms on the chosen lines (docs/api.md §5) */}
          {savingFen > 0 ? <span className={styles.saving}>协议价共节省 {formatFen(savingFen)}</span> : null}
        </span>
      </div>
      <div className={styles.barButtons}>
        {onQuote ? (
          <Button size="large" className={styles.quoteButton} onClick={onQuote} disabled={chosen.length === 0}>
            询价
          </Button>
        ) : null}
        <Button type="primary" size="large" className={styles.checkout} onClick={onCheckout} disabled={chosen.length === 0}>
          去结算{chosen.length ? `（${chosen.length}）` : ''}
        </Button>
      </div>
    </BottomBar>
  );
}
