/**
 * WeChat's in-app browser (docs/china-conventions.md "WeChat login"): its user agent carries `MicroMessenger`.
 * There the official-account OAuth redirect is used instead of a QR code.
 */
export function isWechatBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /MicroMessenger/i.test(userAgent);
}
