/** Shapes of the invoice calls (docs/api.md §7 Invoices); the profiles are src/entities/invoice-profile. */
import type { InvoiceProfile, InvoiceType } from '@/entities/invoice-profile';

export type InvoiceProfileSnapshot = Omit<InvoiceProfile, 'isDefault' | 'createdAt' | 'typeLabel'>;

export const INVOICE_STATUSES = ['applying', 'issued', 'reissuing', 'reissued', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type InvoiceFormat = 'pdf' | 'ofd' | 'xml';
export type ReissueStatus = '申请中' | '红冲中' | '已重开' | '已驳回';

export interface Invoice {
  _id: string;
  invoiceNo: string;
  orderId: string;
  orderNo: string;
  type: InvoiceType;
  typeLabel: string;
  status: InvoiceStatus;
  statusLabel: string;
  amount: number;
  taxAmount: number;
  amountExclTax: number;
  title: string;
  /** as issued: editing the profile never changes it */
  profile: InvoiceProfileSnapshot;
  appliedAt: string;
  issuedAt?: string;
  formats: InvoiceFormat[];
  reissue?: { reason: string; appliedAt: string; status: ReissueStatus; newInvoiceId?: string; profileId?: string };
  canReissue: boolean;
  canDownload: boolean;
}

export interface InvoiceItem {
  matlId: string;
  catalogNo?: string;
  name: string;
  spec?: string;
  quantity: number;
  price?: number;
  amount?: number;
}

export interface InvoiceDetail extends Invoice {
  order: { _id: string; orderNo: string; statusLabel: string; createdAt: string; goodsAmount: number; freight: number; amount: number } | null;
  items: InvoiceItem[];
}

/** The order-invoice filters, as they stand in the URL of /invoice. */
export interface InvoiceFilters {
  status: InvoiceStatus | 'all';
  /** YYYY-MM-DD, both or neither */
  from: string;
  to: string;
  orderNo: string;
  page: number;
}
