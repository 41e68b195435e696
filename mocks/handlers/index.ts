import { afterSalesHandlers } from './after-sales.ts';
import { assistantHandlers } from './assistant.ts';
import { authHandlers } from './auth.ts';
import { billingControlHandlers } from './billing-control.ts';
import { buyingListHandlers } from './buying-lists.ts';
import { cartHandlers } from './cart.ts';
import { catalogueHandlers } from './catalogue.ts';
import { creditHandlers } from './credit.ts';
import { invoiceHandlers } from './invoices.ts';
import { memberHandlers } from './member.ts';
import { mockControlHandlers } from './mock-control.ts';
import { noticeHandlers } from './notices.ts';
import { orderHandlers } from './orders.ts';
import { paymentHandlers } from './payment.ts';
import { procurementHandlers } from './procurement.ts';
import { reimbursementHandlers } from './reimbursement.ts';
import { qualificationControlHandlers, qualificationHandlers } from './qualifications.ts';
import { quoteControlHandlers, quoteHandlers } from './quotes.ts';
import { receivingHandlers } from './receiving.ts';
import { reimbursementCoverHandlers } from './reimbursement-cover.ts';
import { restockAlertHandlers, restockControlHandlers } from './restock-alerts.ts';
import { serviceHandlers } from './service.ts';
import { shipControlHandlers } from './ship-control.ts';
import { statementControlHandlers, statementHandlers } from './statements.ts';
import { requestValidation } from '../validation.ts';

/**
 * Every handler of the fake mall's HTTP API, one array per domain. The mall's calls are checked against
 * docs/openapi.yaml first (mocks/validation.ts): a malformed one answers 400 before its handler runs.
 */
export const handlers = [
  ...mockControlHandlers,
  ...shipControlHandlers,
  ...billingControlHandlers,
  ...quoteControlHandlers,
  ...statementControlHandlers,
  ...qualificationControlHandlers,
  ...restockControlHandlers,
  requestValidation,
  ...authHandlers,
  ...memberHandlers,
  ...qualificationHandlers,
  ...cartHandlers,
  ...catalogueHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...procurementHandlers,
  ...creditHandlers,
  ...reimbursementHandlers,
  ...receivingHandlers,
  ...reimbursementCoverHandlers,
  ...afterSalesHandlers,
  ...invoiceHandlers,
  ...quoteHandlers,
  ...statementHandlers,
  ...noticeHandlers,
  ...buyingListHandlers,
  ...restockAlertHandlers,
  ...serviceHandlers,
  ...assistantHandlers,
];

/**
 * The handlers a runtime serves: without the fake RAGFlow when the shop, still
 * on the fake mall, talks to a real one (VITE_ASSISTANT_MOCK=false).
 */
export function handlersFor({ assistant }: { assistant: boolean }) {
  return assistant ? handlers : handlers.filter((handler) => !assistantHandlers.includes(handler));
}
