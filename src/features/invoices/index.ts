export { ProfilesTab } from './components/profiles-tab';
export { OrderInvoicesTab } from './components/order-invoices-tab';
export { InvoiceDownloadPanel } from './components/download-panel';
export { INVOICE_STATUSES, INVOICE_TYPES, type InvoiceFilters, type InvoiceStatus, type InvoiceType } from './api/types';
export { InvoiceApply, ORDER_INVOICES } from './components/invoice-apply';
// Pure rules, for their unit tests (tests/features/invoices/invoice-apply-model.test.ts).
export { fittingProfile, missingSpecialFields, titleConflicts, totalFenOf } from './model/apply';
export type { InvoiceableOrder } from './api/apply';
