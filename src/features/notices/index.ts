export { supplyNoticeAtom, notificationModalAtom, closableModalAtom } from './model/dialogs';
export { useSupplyNoticeTrigger } from './model/use-supply-notice-trigger';
export { useNoticePrompt } from './model/use-notice-prompt';
export { pickPrompt, messageTarget } from './model/pick';
export { NoticeBell } from './components/notice-bell';
// the page's list (antd): only /mine/message imports it, so it comes with that page's chunk
export { MessageCentre } from './components/message-centre';
export type { MemberNotice } from './api/types';
export { startNoticeCalls } from './api/early';
// Dialogs load on their first opening (LazyDialog): never import them statically here.
export const loadSupplyNoticeDialog = () => import('./components/supply-notice-dialog');
export const loadNotificationModal = () => import('./components/notification-modal');
export const loadClosableModal = () => import('./components/closable-modal');
