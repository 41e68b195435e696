import type { Schema } from '@/shared/api';

/** Invoice profiles (发票抬头) as the invoice service answers them (docs/api.md §7 Invoices; docs/openapi.yaml). */
export type InvoiceType = Schema<'InvoiceType'>;
export type TitleType = Schema<'InvoiceProfile'>['titleType'];

/** Without `_id`: a new profile; with it: an update of that profile (same POST path, spec §7). */
export type InvoiceProfileInput = Schema<'InvoiceProfileInput'>;

export type InvoiceProfile = Schema<'InvoiceProfile'>;
