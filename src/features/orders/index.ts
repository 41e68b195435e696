/** The orders feature's only door: the order pages' parts (lazy routes) and the checkout diff (pure rules). */
export { OrderList } from './components/order-list';
export { OrderForm } from './components/order-form';
export { OrderResult } from './components/order-result';
export { OrderDetailView } from './components/order-detail';
export { diffCheckout, seenAtStart } from './model/checkout';
// An order's sum in fen (docs/api.md §6, §20), for its unit tests (tests/features/orders/order-sum.test.ts).
export { totals } from './model/checkout';
export { overdraftFenAt, totalsAt } from './model/approval';
// (the receipt, after-sales and resubmit dialogs are mounted by the order detail: PageDialog)
/** The header's 待我审批 (count and badge): its own chunk, fetched once the member is known to have a company. */
export const loadApprovalsEntry = () => import('./components/approvals-entry');
// Pure rules, for their unit tests (tests/features/orders/photos.test.ts).
export { cleanPhoto, hasApp1, MAX_PHOTO_BYTES, PHOTO_TEXT, photoProblem, pickPhotos, sniffImageType, stripJpegMetadata, type Encoder } from './model/photos';
export { checkReceipt, fileSize, MAX_RECEIPT_BYTES, receiptProblem, sniffReceiptType } from './model/payment-receipts';
