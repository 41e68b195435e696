import type { AnswerData, Schema } from '@/shared/api';

/** Order shapes as the mall sends them (docs/api.md §6 Orders and stock-outs; docs/openapi.yaml). */
export type OrderStatus = Schema<'OrderStatus'>;

export type OrderListItem = Schema<'OrderListItem'>;

export type StatusCount = AnswerData<'orderStatusCount'>[number];

export type StockOutSummary = Schema<'StockOutSummary'>;

export type StockOutDetail = Schema<'StockOutDetail'>;

export type SfRoute = Schema<'SfRoute'>;

export type OrderDetail = Schema<'OrderDetail'>;

/** An after-sales case of an order (docs/api.md §15). */
export type AfterSalesCase = Schema<'AfterSalesCase'>;

/** A step of the order's timeline (docs/api.md §13). */
export type TimelineEvent = Schema<'TimelineEvent'>;

export interface OrderFilters {
  status: 'all' | OrderStatus;
  keyword: string;
  /** YYYY-MM-DD pair, sent as `createdAt=from,to` */
  createdAt: [string, string] | null;
  /** docs/api.md §17: only the orders whose payment tag says it */
  paymentStatus?: Schema<'PaymentStatus'> | null;
  page: number;
  pageSize: number;
}

/**
 * The order as the shop sends it: the lines, the prices and quantities the buyer saw (a changed price (10014) or
 * quantity (10015) refuses the order) and one key per submission (a retry answers the order already placed).
 */
export type OrderInput = Required<Pick<Schema<'OrderInput'>, 'matlIds' | 'idempotencyKey'>> &
  Omit<Schema<'OrderInput'>, 'matlIds' | 'expected' | 'idempotencyKey'> & {
    expected: Required<NonNullable<Schema<'OrderInput'>['expected']>[number]>[];
  };

export type PlacedOrder = AnswerData<'createOrder'>;
