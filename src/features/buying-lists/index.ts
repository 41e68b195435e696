/**
 * The buying lists' only door (常购清单, docs/api.md §23): 加入清单's atoms and lazy loader for the shell and the
 * pages that open it, the overview and the detail for their lazy routes.
 */
export { openSaveToListAtom, saveToListAtom } from './model/dialogs';
// Loads on its first opening (LazyDialog): never import the component statically here.
export const loadSaveToListDialog = () => import('./components/save-to-list-dialog');
export { BuyingLists } from './components/buying-lists';
export { BuyingListDetail } from './components/buying-list-detail';
