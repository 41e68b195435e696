import type { Schema } from '@/shared/api';

/** Invoice profiles (发票抬头) as the invoice service answers them (docs/api.md §7 Invoices; docs/openapi.yaml). */
export type InvoiceProfile = Schema<'InvoiceProfile'>;

/**
 * What the form sends: always the type, title type and title. Without `_id`: a new profile; with it: an update of
 * that profile (same POST path, spec §7).
 */
export type InvoiceProfileInput = Required<Pick<Schema<'InvoiceProfileInput'>, 'type' | 'titleType' | 'title'>> &
  Omit<Schema<'InvoiceProfileInput'>, 'type' | 'titleType' | 'title'>;
