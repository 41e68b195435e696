export { supplyNoticeAtom, notificationModalAtom, closableModalAtom } from './model/dialogs';
export { useSupplyNoticeTrigger } from './model/use-supply-notice-trigger';
export { useNoticePrompt } from './model/use-notice-prompt';
export { pickPrompt } from './model/pick';
export { MAX_ORDER_LINES, updateLines } from './model/update-lines';
export type { MemberNotice } from './api/types';
// Dialogs load on their first opening (LazyDialog): never import them statically here.
export const loadSupplyNoticeDialog = () => import('./components/supply-notice-dialog');
export const loadNotificationModal = () => import('./components/notification-modal');
export const loadClosableModal = () => import('./components/closable-modal');
