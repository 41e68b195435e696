/**
 * The quotes feature's only door (docs/api.md §16): the request dialog's atoms and lazy loader for the shell and the
 * pages that open it, the list and detail for their lazy routes.
 */
export { openQuoteRequestAtom, quoteRequestAtom } from './model/dialogs';
// Loads on its first opening (LazyDialog): never import the component statically here.
export const loadQuoteRequestDialog = () => import('./components/quote-request-dialog');
export { QuoteList } from './components/quote-list';
export { QuoteDetailView } from './components/quote-detail';
// Pure rules, for their unit tests.
export { checkDraft, mergeItems, type RequestDraft } from './model/request-form';
