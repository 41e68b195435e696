import type { Address } from '@/entities/address';
import type { InvoiceProfile } from '@/entities/invoice-profile';

/** Order shapes the pages rely on (docs/api.md §6 Orders and stock-outs). */
export type OrderStatus =
  | 'pendingReview'
  | 'pendingPayment'
  | 'pendingShipment'
  | 'partiallyShipped'
  | 'pendingReceipt'
  | 'completed'
  | 'cancelled';

export interface OrderItem {
  matlId: string;
  catalogNo: string;
  name: string;
  spec: string;
  mfrName: string;
  price: number;
  quantity: number;
  shippedQty: number;
}

export interface OrderListItem {
  _id: string;
  orderNo: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  goodsAmount: number;
  freight: number;
  amount: number;
  itemCount: number;
  totalQuantity: number;
  items: OrderItem[];
  receiver: string;
  poNo: string;
  remark: string;
  placedBy: string | null;
  placedByName: string;
  hasInvoice: boolean;
  stockOutCount: number;
  canCancel: boolean;
}

export interface StatusCount {
  status: 'all' | OrderStatus;
  label: string;
  count: number;
}

/** The address as the order keeps it: a copy of the book's entry when it was placed. */
export type OrderAddress = Pick<
  Address,
  '_id' | 'receiver' | 'cellphone' | 'provinceCode' | 'cityCode' | 'districtCode' | 'regionNames' | 'detail' | 'postcode'
>;

export interface RouteEvent {
  time: string;
  place: string;
  remark: string;
  phase: string;
}

export interface StockOutItem {
  matlId: string;
  catalogNo: string;
  name: string;
  spec: string;
  quantity: number;
  lot: string;
}

export interface StockOutSummary {
  _id: string;
  stockOutNo: string;
  courier: string;
  trackingNo: string;
  shippedAt: string;
  coldChain: '干冰' | '冰袋' | null;
  signedAt: string | null;
  phase: string;
  latestRoute: RouteEvent | null;
  itemCount: number;
  totalQuantity: number;
  items: StockOutItem[];
}

export interface StockOutDetail extends Omit<StockOutSummary, 'latestRoute' | 'itemCount' | 'totalQuantity'> {
  orderId: string;
  orderNo: string;
  routes: RouteEvent[];
  address: OrderAddress | null;
}

export interface SfRoute {
  trackingNo: string;
  courier: string;
  coldChain: '干冰' | '冰袋' | null;
  phase: string;
  routes: RouteEvent[];
  signedAt: string | null;
}

/** The invoice profile as the order keeps it. */
export type InvoiceSnapshot = Pick<InvoiceProfile, '_id' | 'type' | 'titleType' | 'title' | 'taxNo'>;

export interface OrderDetail extends Omit<OrderListItem, 'receiver' | 'hasInvoice' | 'stockOutCount'> {
  address: OrderAddress;
  invoiceProfile?: InvoiceSnapshot;
  confirmedAt?: string;
  paidAt?: string;
  completedAt?: string;
  cancelledAt?: string;
  cancelReason?: string;
  stockOutIds: string[];
  stockOuts: StockOutSummary[];
  invoices: { _id: string; invoiceNo: string; status: string; amount: number }[];
}

export interface OrderFilters {
  status: 'all' | OrderStatus;
  keyword: string;
  /** YYYY-MM-DD pair, sent as `createdAt=from,to` */
  createdAt: [string, string] | null;
  page: number;
  pageSize: number;
}

export interface OrderInput {
  addressId: string;
  invoiceProfileId?: string;
  remark?: string;
  poNo?: string;
  matlIds: string[];
  /** the prices and quantities the buyer saw: a changed price (10014) or quantity (10015) refuses the order */
  expected: { matlId: string; price: number; quantity: number }[];
  /** one per submission: a retry answers the order already placed */
  idempotencyKey: string;
}

export interface PlacedOrder {
  _id: string;
  orderNo: string;
  amount: number;
  status: OrderStatus;
}
