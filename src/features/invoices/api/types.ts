/** Shapes of the invoice calls (docs/api.md §7 Invoices; docs/openapi.yaml); the profiles are src/entities/invoice-profile. */
import type { Schema } from '@/shared/api';

export type InvoiceStatus = Schema<'InvoiceStatus'>;

const statuses = ['applying', 'issued', 'reissuing', 'reissued', 'rejected', 'redLettering', 'redLettered'] as const satisfies readonly InvoiceStatus[];

/** Every status of the contract, in the filter's order: one missing here is a type error. */
export const INVOICE_STATUSES: [Exclude<InvoiceStatus, (typeof statuses)[number]>] extends [never] ? typeof statuses : never = statuses;

/** An invoice; `profile` is as issued: editing the profile never changes it. */
export type Invoice = Schema<'Invoice'>;
export type InvoiceFormat = Invoice['formats'][number];
export type ReissueStatus = NonNullable<Invoice['reissue']>['status'];

export type InvoiceDetail = Schema<'InvoiceDetail'>;
export type InvoiceType = Schema<'InvoiceType'>;

/** 数电票 types of the filter: 专票 (81), 普票 (82). */
export const INVOICE_TYPES = ['special', 'normal'] as const satisfies readonly InvoiceType[];

/** The order-invoice filters, as they stand in the URL of /invoice. */
export interface InvoiceFilters {
  status: InvoiceStatus | 'all';
  type: InvoiceType | 'all';
  /** YYYY-MM-DD, both or neither */
  from: string;
  to: string;
  orderNo: string;
  page: number;
}
