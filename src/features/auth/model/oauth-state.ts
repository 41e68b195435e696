/**
 * The official-account OAuth `state` (CSRF guard): a random value per start, kept in this tab's sessionStorage,
 * good once and for 10 minutes. It lives in src/shared/api/wechat-oauth.ts, shared with the WeChat binding.
 */
export { takeOauthState } from '@/shared/api/wechat-oauth';
