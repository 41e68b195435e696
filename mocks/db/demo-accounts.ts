/**
 * The fake mall's demo accounts, one per role. The README lists them; tests
 * and the seed use these constants. Every account's password is DEMO_PASSWORD;
 * SMS codes are shown by the fake mall (console and a toast marked 模拟).
 */
export const DEMO_PASSWORD = 'Lab@2026';

export const DEMO = {
  /** Company owner: has a company profile, orders, invoices, sub-accounts. */
  owner: { _id: '66a000000000000000000001', cellphone: '13800000001', wechatId: 'wx-owner-openid' },
  /** Member without a company profile (and without WeChat bound). */
  noCompany: { _id: '66a000000000000000000002', cellphone: '13800000002' },
  /** Sub-account of the owner: log in on the 子账号登录 tab with account + password. */
  sub: { _id: '66a000000000000000000003', cellphone: '13800000003', account: 'shengke-lab01' },
  /** BioLegend distributor: never sees the supply notice. */
  distributor: { _id: '66a000000000000000000004', cellphone: '13800000004', wechatId: 'wx-distributor-openid' },
  /**
   * A company holder (周静, 中国科学院上海营养与健康研究所) whose orders are all finished and
   * who has no invoice in progress: the one demo account that can go through /account/clean.
   * Not a new seed record: a member the seed already makes (mocks/db/seed/orders.ts "others").
   */
  deletable: { _id: '66a000000000000000000007', cellphone: '15614917845' },
  /** A locked account, for the 账号已锁定 answer. */
  locked: { _id: '66a000000000000000000005', cellphone: '13800000005' },
} as const;

/** WeChat identities for the QR / official-account flows. */
export const DEMO_WECHAT = {
  /** Maps to one account: logs straight in as the owner. */
  single: 'wx-owner-openid',
  /** Maps to two accounts (owner and the distributor): opens the account chooser. */
  multi: 'wx-multi-openid',
  /** Maps to no account: opens the bind-phone dialog. */
  unbound: 'wx-new-openid',
} as const;
