import { stockStatus, type StockFields } from '@/shared/lib/stock-status';

/** A pack size's stock as the card's size list and the detail's size table both say it: 现货 75 / 期货·约8个工作日 / 缺货. */
export function packStockText(pack: StockFields): string {
  const status = stockStatus(pack);
  return status.kind === 'inStock' ? `现货 ${pack.stock ?? ''}`.trim() : status.label;
}
