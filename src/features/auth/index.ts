/**
 * The auth feature's only door, safe for the first load: hooks and dialog
 * atoms for the shell, and lazy loaders for the dialogs and for the
 * components of the login and account-deletion pages (kept out of the first
 * load: a static re-export would pull them and their styles into it).
 */
export { useLogout } from './api/logout';
export { useOauthReturn } from './model/use-oauth-return';
export { loginDialogAtom, accountChooserAtom, bindPhoneAtom, accountTypeAtom, companyOnboardingAtom } from './model/dialogs';
export const loadLoginPanel = () => import('./components/login-panel');
export const loadAccountClean = () => import('./components/account-clean');
export const loadLoginDialog = () => import('./components/login-dialog');
export const loadAccountChooserDialog = () => import('./components/account-chooser-dialog');
export const loadBindPhoneDialog = () => import('./components/bind-phone-dialog');
export const loadAccountTypeDialog = () => import('./components/account-type-dialog');
