export { ProfilesTab } from './components/profiles-tab';
export { OrderInvoicesTab } from './components/order-invoices-tab';
export { InvoiceDownloadPanel } from './components/download-panel';
export { invoiceQueries } from './api/queries';
// Requests for other pages (the order page lists the profiles itself).
export { fetchInvoiceProfiles, saveInvoiceProfile } from './api/requests';
export { INVOICE_STATUSES, type InvoiceFilters, type InvoiceProfile, type InvoiceStatus } from './api/types';
export { gbkBytes } from './model/rules';
