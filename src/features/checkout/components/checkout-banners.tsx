import { Link } from 'react-router-dom';
import { Alert, Button } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatFen } from '@/shared/lib/money';
import { orderStyles as styles } from '@/entities/order';
import type { Quote } from '@/entities/quote';
import type { CheckoutChange } from '../model/checkout';

function describe(change: CheckoutChange): string {
  if (change.kind === 'price') {
    const ended = change.termsEnded ? '贵单位协议价已不适用，' : '';
    return `${change.catalogNo} ${change.name}：${ended}价格由 ${formatFen(change.was ?? 0)} 变为 ${formatFen(change.now ?? 0)}`;
  }
  if (change.kind === 'quantity') return `${change.catalogNo} ${change.name}：数量由 ${change.was} 变为 ${change.now}`;
  if (change.kind === 'unavailable') return `${change.catalogNo} ${change.name}：已下架，无法购买`;
  return `${change.catalogNo} ${change.name}：已不在购物车中`;
}

/** What changed since the cart page, one line each (the banner and the confirmation before placing). */
export function ChangeList({ changes }: { changes: readonly CheckoutChange[] }) {
  return (
    <ul className={styles.missing}>
      {changes.map((c) => (
        <li key={`${c.matlId}-${c.kind}`}>{describe(c)}</li>
      ))}
    </ul>
  );
}

/** 价格来自报价单: the quote the order is placed from, or the mall's reason it refused it (10132). */
export function QuoteBanner({ quote, refusal }: { quote: Quote; refusal: string | null }) {
  return (
    <Alert
      type={refusal ? 'error' : 'info'}
      showIcon
      className={styles.block}
      role={refusal ? 'alert' : 'status'}
      title={
        <span>
          价格来自报价单 <Link to={ROUTES.quote(quote._id)}>{quote.quoteNo}</Link>
          {quote.validUntil ? `（有效期至 ${quote.validUntil}）` : ''}
        </span>
      }
      description={
        refusal ? (
          <span>
            {refusal}。<Link to={ROUTES.quote(quote._id)}>返回报价单</Link>
          </span>
        ) : (
          '按报价单中已报价的商品、数量和价格下单，不影响购物车。'
        )
      }
    />
  );
}

/** What changed since the buyer looked at the cart, until they say they know (我已知晓). */
export function ChangesBanner({ changes, onAcknowledge }: { changes: readonly CheckoutChange[]; onAcknowledge: () => void }) {
  if (changes.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.block}
      title="自您在购物车查看后，以下商品信息有变化"
      description={<ChangeList changes={changes} />}
      action={
        <Button size="small" onClick={onAcknowledge}>
          我已知晓
        </Button>
      }
    />
  );
}
