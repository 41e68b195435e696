export { companyFormAtom, fundFormAtom, wechatBindAtom, resetPasswordAtom } from './model/dialogs';
export { useWechatPrompt } from './model/use-wechat-prompt';
export { useWechatBindReturn, WECHAT_BIND_RETURN_PARAM } from './model/use-wechat-bind-return';
// Dialogs load on their first opening (LazyDialog): never import them statically here.
export const loadCompanyFormDialog = () => import('./components/company-form-dialog');
export const loadWechatBindDialog = () => import('./components/wechat-bind-dialog');
export const loadResetPasswordDialog = () => import('./components/reset-password-dialog');
// The fund dialog opens only from the centre's 经费: it comes with the centre's chunk (no chunk, and no list of
// what to preload, of its own in the first load).
export const loadFundFormDialog = () => import('./components/member-centre').then(({ FundFormDialog }) => ({ default: FundFormDialog }));
// The member centre's sections: the shell imports this file, so /mine/setting loads them lazily.
export const loadMemberCentre = () => import('./components/member-centre');
// The address dialog, for the checkout page's in-place 新增地址 (it reports the saved address).
export { AddressFormDialog } from './components/address-form-dialog';
// Pure rules, for their unit tests (tests/features/member/member-rules.test.ts).
export { isCompanyComplete } from './model/company';
export { subMemberFieldError } from './model/sub-member-errors';
