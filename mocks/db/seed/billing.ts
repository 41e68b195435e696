/**
 * Payment and consolidated invoicing of the seed (docs/api.md §17, §19), on the orders and invoices of
 * mocks/db/seed/orders.ts. Runs before the procurement seed, which writes every order's timeline from its dates
 * (a 'paid' event at `paidAt`).
 *
 * - Every order with `paidAt` gets its transfer: the whole amount on `paidAt`, from the buying company's account
 *   (mocks/payment.ts reads an order's payment from its transfers).
 * - The demo owner has credit terms (账期): its orders delivered in the last 45 days (completed, or 待收货 with
 *   no invoice application yet) were shipped before payment and are unpaid (`paidAt` removed).
 * - Of the owner's 待付款 orders, the largest is partly paid (a first transfer of about half); the others unpaid.
 * - One consolidated application (合并开票) in progress: three completed orders of the owner placed without an
 *   invoice title, on the account's default profile. At least three other completed orders stay invoiceable.
 */
import { consolidatedInvoice, invoicesOfOrder } from '../../invoice-rules.ts';
import { DEMO } from '../demo-accounts.ts';
import { oid } from '../random.ts';
import type { InvoiceRecord, OrderRecord } from '../types.ts';
import { NS } from './ids.ts';
import type { People } from './members.ts';
import { DAY, HOUR, SEED_NOW_MS, atHour, iso } from './time.ts';

/** The consolidated application's id: past the numbers of the seed's ordinary invoices. */
export const CONSOLIDATED_INVOICE_ID = oid(NS.invoice, 0x900);

/** Orders of the owner delivered this recently are still unpaid (credit terms). */
const CREDIT_WINDOW = 45 * DAY;

export function buildBilling(orders: OrderRecord[], invoices: InvoiceRecord[], people: People): InvoiceRecord[] {
  const owner = DEMO.owner._id;
  const ownerOrders = orders.filter((o) => o.memberId === owner);

  // ----- credit terms: recent deliveries of the owner unpaid
  for (const order of ownerOrders) {
    const delivered = order.completedAt ?? null;
    const recentCompleted = order.status === 'completed' && delivered !== null && Date.parse(delivered) >= SEED_NOW_MS - CREDIT_WINDOW;
    const receivingUninvoiced = order.status === 'pendingReceipt' && invoicesOfOrder({ invoices }, order._id).length === 0;
    if (recentCompleted || receivingUninvoiced) delete order.paidAt;
  }

  // ----- transfers of every paid order
  const payerOf = (memberId: string): string => {
    const member = people.members.find((m) => m._id === memberId);
    const company = member?.companyInfo as { name?: string } | undefined;
    return company?.name || member?.contactName || '';
  };
  for (const order of orders) {
    if (order.paidAt) order.transfers = [{ at: order.paidAt, amount: order.amount, payer: payerOf(order.memberId) }];
  }

  // ----- the largest 待付款 order of the owner: half paid the day after its review
  const awaiting = ownerOrders.filter((o) => o.status === 'pendingPayment').sort((a, b) => b.amount - a.amount);
  const partly = awaiting[0];
  if (partly?.confirmedAt) {
    const at = Math.min(SEED_NOW_MS - HOUR, atHour(Date.parse(partly.confirmedAt) + DAY, 10.5));
    const half = Math.round(partly.amount * 50) / 100;
    partly.transfers = [{ at: iso(at), amount: Math.floor(half / 100) * 100 || half, payer: payerOf(owner) }];
  }

  // ----- a consolidated application of three untitled completed orders (not the credit-term ones, not 陈晨's)
  const profile = people.invoiceProfiles.find((p) => p.memberId === owner && p.isDefault);
  const untitled = ownerOrders
    .filter((o) => o.status === 'completed' && !o.placedBy && !o.invoiceProfile && o.paidAt && invoicesOfOrder({ invoices }, o._id).length === 0)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  const chosen = untitled.slice(0, 3).reverse();
  if (!profile || chosen.length < 3 || untitled.length < 6) throw new Error('seed: too few untitled completed orders for the consolidated invoice');
  const { _id, type, titleType, title, taxNo, regAddress, regPhone, bankName, bankAccount, email } = profile;
  const application = consolidatedInvoice(
    CONSOLIDATED_INVOICE_ID,
    owner,
    chosen,
    { _id, type, titleType, title, taxNo, regAddress, regPhone, bankName, bankAccount, email },
    '同一课题经费，三笔订单合并开具一张发票',
    iso(atHour(SEED_NOW_MS - 2 * DAY, 14.3)),
  );
  // the invoices are newest application first
  return [application, ...invoices];
}
