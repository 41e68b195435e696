/**
 * The order (docs/api.md §6, §13–§17, §20–§21): its types, its one query-key factory, its requests, the mutations
 * that own its cache and the one policy of what an order change refreshes (refreshOrders), its statuses and totals,
 * and the layout its screens share. The order features (orders, checkout, approvals, payment, receiving,
 * after-sales) and the invoice pages read it.
 */
export type { AfterSalesCase, OrderDetail, OrderFilters, OrderListItem, StockOutSummary, TimelineEvent } from './api/types';
export { COMPLIANCE_REFUSALS, CREDIT_REFUSAL, fetchOrder, FUND_REFUSALS, QUOTE_REFUSAL } from './api/requests';
export { approvalCountCall, awaitingOrdersCall, orderCall, orderCountsCall, ordersCall } from './api/calls';
export { orderQueries } from './api/queries';
export { useCancelOrder, useCreateOrder } from './api/mutations';
export { refreshOrders } from './api/refresh';
export { APPROVALS_TAB, cancelsByPhone, canDownloadContract, isOrderStatus, STATUS_COLOR } from './model/statuses';
export { isPaymentStatus, PAYMENT_COLOR, PAYMENT_FILTER_OPTIONS, PAYMENT_LABEL } from './model/payment-status';
export { checkPurposes, PURPOSE_MAX, purposeProblem } from './model/purposes';
export { freightFenOf, sumFenOf, totals, type OrderSumFen } from './model/totals';
export { deliveredQuantity, isDelivered } from './model/delivery';
export { useContractDownload } from './model/use-contract-download';
export { orderStyles } from './ui/order-styles';
export { REIMBURSEMENT_ADVICE } from './model/reimbursement';
export { ReimbursementNotes } from './ui/reimbursement-notes';
