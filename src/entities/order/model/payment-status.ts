import type { Schema } from '@/shared/api';
import { MALL_LABELS } from '@/shared/api/mall-facts.gen';

/** The payment's status (docs/api.md §17), as the mall sends it. */
export type PaymentStatus = Schema<'PaymentStatus'>;

/** The payment status's colour (docs/api.md §17), on the order list, the result and the detail. */
export const PAYMENT_COLOR: Record<PaymentStatus, string> = { unpaid: 'gold', partial: 'orange', paid: 'green', refunding: 'purple', refunded: 'default' };

/**
 * Its label where the mall sends only the status (the order list's `paymentStatus`): never a word of the order
 * statuses (待付款 is one).
 */
export const PAYMENT_LABEL: Record<PaymentStatus, string> = MALL_LABELS.PaymentStatus;

const PAYMENT_STATUSES = Object.keys(PAYMENT_LABEL) as PaymentStatus[];

/** The list's 付款状态 filter: every status, in the order of the money's way. */
export const PAYMENT_FILTER_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_LABEL[value] }));

export function isPaymentStatus(value: string | null): value is PaymentStatus {
  return value !== null && (PAYMENT_STATUSES as readonly string[]).includes(value);
}
