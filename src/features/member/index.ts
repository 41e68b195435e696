export { companyFormAtom, wechatBindAtom, resetPasswordAtom } from './model/dialogs';
export { WECHAT_BIND_RETURN_PARAM } from './model/wechat-bind-return-mark';
export { WechatBindReturn } from './components/wechat-bind-return';
// Dialogs load on their first opening (LazyDialog): never import them statically here.
export const loadCompanyFormDialog = () => import('./components/company-form-dialog');
export const loadWechatBindDialog = () => import('./components/wechat-bind-dialog');
export const loadResetPasswordDialog = () => import('./components/reset-password-dialog');
// The member centre's sections: the shell imports this file, so /mine/setting loads them lazily.
export const loadMemberCentre = () => import('./components/member-centre');
// The address dialog, for the checkout page's in-place 新增地址 (it reports the saved address).
export { AddressFormDialog } from './components/lazy-dialogs';
// Pure rules, for their unit tests (tests/features/member/member-rules.test.ts).
export { isCompanyComplete } from './model/company';
export { subMemberFieldError } from './model/sub-member-errors';
