import { availableText } from '@/entities/fund';
import { toFen } from '@/shared/lib/money';
import { type OrderListItem, orderStyles as styles } from '@/entities/order';

const OVER = { color: '#cf1322' } as const;
const below0 = (yuan: number): boolean => toFen(yuan) < 0;

/**
 * An order card's fund: its name, and on an order awaiting the reader's approval the fund's 可用余额 and what
 * approving it leaves (docs/api.md §13 `OrderListItem.fund`).
 */
export function OrderFundLine({ order, deciding }: { order: OrderListItem; deciding: boolean }) {
  const fund = order.fund;
  const name = fund?.name ?? order.fundName;
  if (!name) return null;
  return (
    <>
      <div className={styles.muted}>经费 {name}</div>
      {deciding && fund ? (
        <div className={styles.muted} data-testid="card-fund-balance">
          {below0(fund.available) ? '' : '可用余额 '}
          <b style={below0(fund.available) ? OVER : undefined}>{availableText(fund.available)}</b>
          {fund.afterApproval === null ? null : (
            <>
              {below0(fund.afterApproval) ? ' · 批准后' : ' · 批准后剩余 '}
              <b style={below0(fund.afterApproval) ? OVER : undefined}>{availableText(fund.afterApproval)}</b>
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
