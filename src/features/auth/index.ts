/**
 * The lean public face of the auth feature (logout, dialog atoms, lazy loaders):
 * safe for the first load. Components live in './ui' for lazy pages.
 */
export { logout, type LogoutOutcome } from './api/logout';
export { loginDialogAtom, accountChooserAtom, bindPhoneAtom, accountTypeAtom, companyOnboardingAtom, type AccountChoice } from './model/dialogs';
export const loadLoginDialog = () => import('./components/login-dialog');
export const loadAccountChooserDialog = () => import('./components/account-chooser-dialog');
export const loadBindPhoneDialog = () => import('./components/bind-phone-dialog');
export const loadAccountTypeDialog = () => import('./components/account-type-dialog');
