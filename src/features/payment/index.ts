/** Payment by bank transfer (docs/api.md §17): the panel of the order detail and of the order result. */
export { PaymentPanel } from './components/payment-panel';
// Pure rules, for their unit tests (tests/features/payment/payment-receipts.test.ts).
export { checkReceipt, fileSize, MAX_RECEIPT_BYTES, receiptProblem, sniffReceiptType } from './model/payment-receipts';
