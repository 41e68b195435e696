/**
 * The one rule for how a SKU's stock reads, wherever it is shown (product
 * list and detail, pack table, cart, quick order, checkout, the assistant's
 * product cards), from the mall's `stock` and `leadDays` (docs/api.md §5):
 *
 * - 现货: `stock > 0`; ships 1–2 working days after payment.
 * - 期货: `stock = 0` with a lead time (`leadDays > 0`); can be ordered, ships
 *   in about `leadDays` working days: 期货·约16个工作日.
 * - 缺货: `stock = 0` and no lead time (`leadDays = 0`): the supplier cannot
 *   say when; it cannot be added to the cart or ordered.
 */
type StockKind = 'inStock' | 'futures' | 'unavailable';

export interface StockStatus {
  kind: StockKind;
  /** The tag: 现货 / 期货·约16个工作日 / 缺货 */
  label: string;
  /** Colour of the tag (antd preset names, also understood by LiteTag) */
  tone: 'success' | 'warning' | 'default';
  /** Can be added to the cart and ordered */
  orderable: boolean;
  /** When it ships, for the detail page and the pack table */
  delivery: string;
  /** Working days to ship when not in stock (0 otherwise) */
  leadDays: number;
}

export interface StockFields {
  stock?: number | null;
  leadDays?: number | null;
}

const count = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

export function stockStatus(item: StockFields): StockStatus {
  const stock = count(item.stock);
  const leadDays = count(item.leadDays);
  if (stock > 0) {
    return { kind: 'inStock', label: '现货', tone: 'success', orderable: true, delivery: '现货，付款后 1–2 个工作日发货', leadDays: 0 };
  }
  if (leadDays > 0) {
    return {
      kind: 'futures',
      label: `期货·约${leadDays}个工作日`,
      tone: 'warning',
      orderable: true,
      delivery: `期货，预计 ${leadDays} 个工作日内发货`,
      leadDays,
    };
  }
  return { kind: 'unavailable', label: '缺货', tone: 'default', orderable: false, delivery: '缺货，暂无货期，暂时无法订购', leadDays: 0 };
}
