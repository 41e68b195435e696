/**
 * WeChat's in-app browser (docs/china-conventions.md "WeChat login"): its user agent carries `MicroMessenger`.
 * There the official-account OAuth redirect is used instead of a QR code. Not 企业微信 (WeCom), whose user agent
 * carries `MicroMessenger` too, with `wxwork`: the official account's web OAuth does not open there, so WeCom gets
 * what any other browser gets.
 */
export function isWechatBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /MicroMessenger/i.test(userAgent) && !/wxwork/i.test(userAgent);
}
