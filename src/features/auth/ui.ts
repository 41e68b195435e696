/** Auth components and flows for lazily loaded pages (kept out of the first load). */
export { LoginPanel, type LoginTab } from './components/login-panel';
export { completeLogin } from './api/complete-login';
export { loginByOauthCode } from './api/requests';
export { AccountClean } from './components/account-clean';
