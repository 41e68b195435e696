/** Auth components and flows for lazily loaded pages (kept out of the first load). */
export { LoginPanel, type LoginTab } from './components/login-panel';
export { useOauthReturn } from './model/use-oauth-return';
export { AccountClean } from './components/account-clean';
