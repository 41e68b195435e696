/**
 * The restock alerts' only door (到货提醒, docs/api.md §24): the product page's button, the list for its lazy route,
 * and the shell's entry with its count (its own chunk).
 */
export { RestockButton } from './components/restock-button';
export { RestockList } from './components/restock-list';
/** The header's 到货提醒 (user menu, phone drawer) with the unseen arrived count: loaded once a member is signed in. */
export const loadRestockEntry = () => import('./components/restock-entry');
