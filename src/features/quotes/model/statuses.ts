import type { QuoteStatus } from '@/entities/quote';

/** The list's tabs, in the mall's order (docs/api.md §16). */
export const QUOTE_TABS: readonly { key: 'all' | QuoteStatus; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待报价' },
  { key: 'quoted', label: '已报价' },
  { key: 'accepted', label: '已接受' },
  { key: 'expired', label: '已过期' },
  { key: 'declined', label: '已拒绝' },
];

export const QUOTE_STATUS_COLOR: Record<QuoteStatus, string> = {
  pending: 'orange',
  quoted: 'blue',
  accepted: 'green',
  expired: 'default',
  declined: 'red',
};

export function isQuoteStatus(value: string | null): value is QuoteStatus {
  return value !== null && value !== 'all' && QUOTE_TABS.some((t) => t.key === value);
}
