/** Receiving (docs/api.md §14): the order detail's deliveries, 确认收货 and the 验收单. */
export { AcceptanceSlipButton } from './components/acceptance-slip-button';
export { Deliveries } from './components/stock-out-card';
export { ReceiptDialogMount } from './components/dialog-mount';
