/** The account's invoice profiles (发票抬头): read by the invoice page and the order page from one cache entry. */
export { invoiceProfileQueries } from './api/queries';
export { useDeleteInvoiceProfile, useSaveInvoiceProfile, useSetDefaultInvoiceProfile } from './api/mutations';
export type { InvoiceProfile } from './api/types';
export {
  MAX_INVOICE_PROFILES,
  TITLE_MAX_BYTES,
  bankAccountRule,
  gbkBytes,
  maxChars,
  regPhoneRule,
  taxNoRule,
  titleBytesRule,
} from './model/rules';
