export { companyFormAtom, wechatBindAtom, resetPasswordAtom } from './model/dialogs';
export { useWechatPrompt } from './model/use-wechat-prompt';
// Dialogs load on their first opening (LazyDialog): never import them statically here.
export const loadCompanyFormDialog = () => import('./components/company-form-dialog');
export const loadWechatBindDialog = () => import('./components/wechat-bind-dialog');
export const loadResetPasswordDialog = () => import('./components/reset-password-dialog');
