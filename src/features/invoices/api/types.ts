/** Shapes of the invoice calls (docs/api.md §7 Invoices; docs/openapi.yaml); the profiles are src/entities/invoice-profile. */
import type { Schema } from '@/shared/api';

export type InvoiceStatus = Schema<'InvoiceStatus'>;

const statuses = ['applying', 'issued', 'reissuing', 'reissued', 'rejected'] as const satisfies readonly InvoiceStatus[];

/** Every status of the contract, in the filter's order: one missing here is a type error. */
export const INVOICE_STATUSES: [Exclude<InvoiceStatus, (typeof statuses)[number]>] extends [never] ? typeof statuses : never = statuses;

/** An invoice; `profile` is as issued: editing the profile never changes it. */
export type Invoice = Schema<'Invoice'>;
export type InvoiceFormat = Invoice['formats'][number];
export type ReissueStatus = NonNullable<Invoice['reissue']>['status'];

export type InvoiceDetail = Schema<'InvoiceDetail'>;

/** The order-invoice filters, as they stand in the URL of /invoice. */
export interface InvoiceFilters {
  status: InvoiceStatus | 'all';
  /** YYYY-MM-DD, both or neither */
  from: string;
  to: string;
  orderNo: string;
  page: number;
}
