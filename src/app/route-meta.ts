/**
 * What the shell needs to know about a route: its Chinese title, background,
 * chrome, and access rule. Declared on each route's `handle`.
 */
export interface RouteMeta {
  title: string;
  /** white on home, product, brand, login and alike; light grey-blue elsewhere */
  background: 'white' | 'grey';
  /** false on login */
  footer?: boolean;
  /** header right side (links, cart, user menu) hidden, as on the account pages */
  hideHeaderRight?: boolean;
  /** 'login': members only; 'company': members with a company profile only */
  access?: 'login' | 'company';
  /** the WeChat-binding dialog may open by itself here */
  wechatPrompt?: boolean;
}
