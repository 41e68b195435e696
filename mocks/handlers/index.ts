import { assistantHandlers } from './assistant.ts';
import { authHandlers } from './auth.ts';
import { cartHandlers } from './cart.ts';
import { catalogueHandlers } from './catalogue.ts';
import { invoiceHandlers } from './invoices.ts';
import { memberHandlers } from './member.ts';
import { mockControlHandlers } from './mock-control.ts';
import { noticeHandlers } from './notices.ts';
import { orderHandlers } from './orders.ts';

/** Every handler of the fake mall's HTTP API, one array per domain. */
export const handlers = [
  ...mockControlHandlers,
  ...authHandlers,
  ...memberHandlers,
  ...cartHandlers,
  ...catalogueHandlers,
  ...orderHandlers,
  ...invoiceHandlers,
  ...noticeHandlers,
  ...assistantHandlers,
];

/**
 * The handlers a runtime serves: without the fake RAGFlow when the shop, still
 * on the fake mall, talks to a real one (VITE_ASSISTANT_MOCK=false).
 */
export function handlersFor({ assistant }: { assistant: boolean }) {
  return assistant ? handlers : handlers.filter((handler) => !assistantHandlers.includes(handler));
}
