/**
 * Quote shapes as the mall sends them (docs/api.md §16 Quotes).
 * TEMPORARY: hand-written until docs/openapi.yaml has §16 (then Schema<'Quote'> etc. from mall-types.ts).
 */
export type QuoteStatus = 'pending' | 'quoted' | 'accepted' | 'expired' | 'declined';

export interface QuoteLine {
  _id: string;
  kind: 'listed' | 'custom';
  matlId: string | null;
  catalogNo: string;
  name: string;
  spec: string;
  mfrName: string;
  quantity: number;
  neededBy: string | null;
  note: string;
  status: 'pending' | 'quoted' | 'declined';
  statusLabel: string;
  listPrice: number | null;
  unitPrice: number | null;
  amount: number | null;
  discountNote: string | null;
  leadDays: number | null;
  declineReason: string | null;
}

export interface QuoteListItem {
  _id: string;
  quoteNo: string;
  status: QuoteStatus;
  statusLabel: string;
  createdAt: string;
  quotedAt: string | null;
  validUntil: string | null;
  lineCount: number;
  names: string[];
  amount: number;
  requestedByName: string;
  orderId: string | null;
  orderNo: string | null;
}

export interface Quote extends QuoteListItem {
  lines: QuoteLine[];
  remark: string;
  goodsAmount: number;
  freight: number;
  taxRate: number;
  taxAmount: number;
  deliveryTerms: string;
  declinedBy: 'buyer' | 'mall' | null;
  declineReason: string | null;
  canAccept: boolean;
  canDecline: boolean;
}

export interface QuoteInput {
  items?: { matlId: string; quantity: number }[];
  customItems?: { name: string; catalogNo?: string; spec: string; quantity: number; neededBy?: string; note?: string }[];
  remark?: string;
}
