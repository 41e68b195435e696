/** Invoice profiles (发票抬头) as the invoice service answers them (docs/api.md §7 Invoices). */
export type InvoiceType = 'special' | 'normal';
export type TitleType = 'company' | 'personal';

export interface InvoiceProfileInput {
  /** present: update that profile (same POST path, spec §7) */
  _id?: string;
  type: InvoiceType;
  titleType: TitleType;
  title: string;
  taxNo?: string;
  regAddress?: string;
  regPhone?: string;
  bankName?: string;
  bankAccount?: string;
  email?: string;
  isDefault?: boolean;
}

export interface InvoiceProfile {
  _id: string;
  type: InvoiceType;
  titleType: TitleType;
  title: string;
  taxNo: string;
  regAddress: string;
  regPhone: string;
  bankName: string;
  bankAccount: string;
  email: string;
  isDefault: boolean;
  createdAt: string;
  typeLabel: string;
}
