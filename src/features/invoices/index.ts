export { ProfilesTab } from './components/profiles-tab';
export { OrderInvoicesTab } from './components/order-invoices-tab';
export { InvoiceDownloadPanel } from './components/download-panel';
export { INVOICE_STATUSES, type InvoiceFilters, type InvoiceStatus } from './api/types';
