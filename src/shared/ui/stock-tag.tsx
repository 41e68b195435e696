import { stockStatus, type StockFields } from '@/shared/lib/stock-status';
import { LiteTag } from './lite';

/** 现货 / 期货·约16个工作日 / 缺货 (src/shared/lib/stock-status.ts), the same tag everywhere stock is shown. */
export function StockTag(props: StockFields) {
  const status = stockStatus(props);
  return <LiteTag tone={status.tone === 'default' ? undefined : status.tone}>{status.label}</LiteTag>;
}
