/** Receiving (docs/api.md §14): the order detail's deliveries, 确认收货, the 验收单, 瓶签 and 供货单. */
export { ReceivedPapers } from './components/received-papers';
export { Deliveries } from './components/stock-out-card';
export { ReceiptDialogMount } from './components/dialog-mount';
