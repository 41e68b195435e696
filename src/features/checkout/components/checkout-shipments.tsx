import { ShippingTag, type Shipment } from '@/entities/material';
import { formatFen } from '@/shared/lib/money';
import { orderStyles as styles } from '@/entities/order';

/**
 * The checkout's lines in shipment order, the first line of each shipment carrying its head; no heads when
 * everything ships as one ordinary (常温) parcel.
 */
export function withShipmentHeads<T>(shipments: readonly Shipment<T>[]): { line: T; shipment?: Shipment<T>; count: number }[] {
  const grouped = shipments.length > 1 || (shipments[0] !== undefined && shipments[0].condition !== 'ambient');
  return shipments.flatMap((s) => s.lines.map((line, i) => ({ line, shipment: grouped && i === 0 ? s : undefined, count: shipments.length })));
}

/** A shipment's head above its first line: the condition, how many lines, its fee; the first says they ship apart. */
export function ShipmentHead<T>({ shipment, count, first }: { shipment: Shipment<T>; count: number; first: boolean }) {
  return (
    <div className={styles.shipmentHead} aria-label={`${shipment.label}发货`}>
      {first && count > 1 ? <p className={styles.muted}>不同运输条件的商品分 {count} 个包裹发货</p> : null}
      <ShippingTag condition={shipment.condition} />
      <span className={styles.muted}>
        {shipment.lines.length} 种商品
        {shipment.feeFen ? ` · 干冰费 ${formatFen(shipment.feeFen)}` : shipment.condition === 'icePack' ? ' · 冰袋免费' : ''}
      </span>
    </div>
  );
}
