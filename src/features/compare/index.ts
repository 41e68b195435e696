/**
 * 商品对比 (issue 44 item 6): the tray (加入对比 on a product, the bar with 开始对比 and 清空) in a chunk that comes
 * after the catalogue page's own, and the compare table, for the lazy /product/compare page only.
 */
export { LazyCompareBar, LazyCompareToggle } from './components/lazy-tray';
export { COMPARE_LIMIT, COMPARE_LIMIT_TEXT, clearTray, readTray, removeFromTray, toggleTray, type TrayItem } from './model/tray';
// page-sized, for the lazy compare page
export { CompareTable } from './components/compare-table';
export { idsOf } from './model/rows';
