/**
 * 常购清单, 清单详情 and 到货提醒 (docs/api.md §23, §24) in one chunk: one lazy import (with its list of chunks to
 * preload) in the entry instead of three, so the routes every page carries cost the landing pages less.
 */
export * as buyingLists from '@/pages/buying-lists';
export * as buyingList from '@/pages/buying-list';
export * as restockAlerts from '@/pages/restock-alerts';
