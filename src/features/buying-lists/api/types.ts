import type { CartLine } from '@/entities/cart';

// TEMP until docs/openapi.yaml has §23 (the contract helper): the shapes of docs/api.md §23, then Schema<'…'>.
export interface BuyingListSummary {
  _id: string;
  name: string;
  shared: boolean;
  mine: boolean;
  ownerName: string;
  lineCount: number;
  updatedAt: string;
}
export type BuyingListLine = Omit<CartLine, 'selected'> & { matlId: string; quantity: number; addedAt: string };
export type BuyingList = BuyingListSummary & { lines: BuyingListLine[] };
