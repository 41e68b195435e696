/** Shapes of the statement calls (docs/api.md §18; docs/openapi.yaml). */
// PROVISIONAL: replaced by Schema<…> once the contract lands on main.
export type StatementStatus = 'open' | 'pending' | 'confirmed' | 'disputed';
export interface StatementSummary {
  month: string; status: StatementStatus; statusLabel: string;
  orderCount: number; amount: number; paidAmount: number; invoicedAmount: number; openDisputes: number;
}
export interface StatementFund { _id: string; name: string; code: string }
export interface StatementDispute {
  _id: string; orderId: string; orderNo: string; note: string; byName: string; createdAt: string;
  status: 'open' | 'resolved'; answer: string | null; answeredAt: string | null;
}
export interface StatementLine {
  orderId: string; orderNo: string; poNo: string; placedByName: string; createdAt: string; deliveredAt: string;
  fund: StatementFund | null; goodsAmount: number; freight: number; amount: number;
  paymentStatus: string; paymentStatusLabel: string; amountPaid: number;
  invoiceStatus: 'none' | 'applying' | 'issued'; invoiceStatusLabel: string; invoiceNo: string | null;
  dispute: StatementDispute | null;
}
export interface Statement {
  month: string; status: StatementStatus; statusLabel: string;
  period: { from: string; to: string };
  company: { name: string; creditCode: string };
  fund: StatementFund | null;
  funds: StatementFund[];
  lines: StatementLine[];
  totals: { orderCount: number; goodsAmount: number; freight: number; amount: number; paid: number; unpaid: number; invoiced: number; uninvoiced: number };
  disputes: StatementDispute[];
  confirmedAt: string | null; confirmedByName: string | null;
  canConfirm: boolean; canDispute: boolean;
}
export interface DisputeInput { orderId: string; note: string }
