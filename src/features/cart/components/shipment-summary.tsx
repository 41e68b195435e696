import type { CartLine } from '@/entities/cart';
import { DRY_ICE_FEE_FEN, shipmentsOf, ShippingTag } from '@/entities/material';
import { formatFen, sumFen } from '@/shared/lib/money';
import styles from './cart.styles';

/**
 * How the selected lines ship (docs/api.md §20): lines of different conditions ship separately, one parcel per
 * condition, and a dry-ice parcel adds DRY_ICE_FEE_FEN. Counted here as the checkout will (its preview is the mall's word).
 * Nothing for a selection that ships as one ordinary parcel.
 */
export function ShipmentSummary({ chosen }: { chosen: readonly CartLine[] }) {
  const shipments = shipmentsOf(chosen);
  const feeFen = sumFen(shipments, (s) => s.feeFen);
  if (shipments.length < 2 && feeFen === 0) return null;
  return (
    <section className={styles.shipments} aria-label="运输条件">
      {shipments.length > 1 ? <p className={styles.shipmentsTitle}>已选商品的运输条件不同，将分 {shipments.length} 个包裹发货：</p> : null}
      <ul>
        {shipments.map((s) => (
          <li key={s.condition}>
            <ShippingTag condition={s.condition} />
            {s.lines.length} 种商品
            {s.feeFen ? `，干冰费 ${formatFen(s.feeFen)}（干冰及保温箱）` : s.condition === 'icePack' ? '，冰袋包含在运费内' : ''}
          </li>
        ))}
      </ul>
      {feeFen ? (
        <p className={styles.shipmentsFee}>
          结算时另加干冰费 <b data-testid="cart-cold-chain-fee">{formatFen(feeFen)}</b>（每个干冰包裹 {formatFen(DRY_ICE_FEE_FEN)}）
        </p>
      ) : null}
    </section>
  );
}
