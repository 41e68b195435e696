/** Every constant of the product spec (§9 and elsewhere), named once. */
export const SUCCESS_CODE = 0;
export const UNAUTHORIZED_CODE = 401;
export const REQUEST_TIMEOUT_MS = 30_000;
export const SESSION_START_DELAY_MS = 1200;
export const CART_BADGE_OVERFLOW = 99;
export const BACK_TO_TOP_THRESHOLD_PX = 400;
export const BACK_TO_TOP_DURATION_MS = 450;
export const FLY_TO_CART_DURATION_S = 0.8;
export const CHAT_INPUT_MAX_ROWS = 8;
export const CHAT_TYPING_STEP = 5;
export const CHAT_TYPING_INTERVAL_MS = 20;
export const NOTIFICATION_DURATION_S = 4.5;
export const NOTIFICATION_OFFSET_PX = 24;
export const NOTIFICATION_STACK_THRESHOLD = 3;
export const MESSAGE_DURATION_S = 3;
export const MESSAGE_TOP_PX = 24;
export const SESSION_EXPIRED_TOAST_S = 6;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const LOCALE = 'zh-cn';
export const PRIMARY_COLOR = '#375BDE';
export const BORDER_RADIUS = 4;
export const COMPONENT_SIZE = 'large' as const;
export const HOTLINE = '400 819 7199';
export const HOTLINE_HOURS = '工作日 08:30-17:30';
export const CONTACT_EMAIL = 'service@labmall.example.cn';

/** The one-time supply notice (spec §1): from this date the brand ships only through signed authorised distributors. */
export const SUPPLY_NOTICE_BRAND = 'BioLegend';
export const SUPPLY_NOTICE_EFFECTIVE_DATE = '2025 年 7 月 1 日';

/** Company lookup (companies-tyc): minimum keyword length and typing pause before asking. */
export const COMPANY_LOOKUP_MIN_CHARS = 2;
export const COMPANY_LOOKUP_DEBOUNCE_MS = 300;
/** Organisation types of the company profile (docs/api.md CompanyInput.orgType). */
export const ORG_TYPES = ['高校', '科研院所', '医院', '企业', '其他'] as const;

/** The analytics loader (a Baidu-Tongji-like `hm.js?<id>` script); loaded only when VITE_ANALYTICS_ID is set. */
export const ANALYTICS_SCRIPT_URL = 'https://analytics.labmall.example.cn/hm.js';

/** Texts of the spec's error catalogue (§8). */
export const TEXT = {
  requestFailed: '请求出错了 ~',
  sessionExpired: 'Token 已过期，请重新登录 ~',
  refreshFailedError: 'Request call failed',
  logoutSuccess: '您已安全退出 ~',
  logoutFailed: '退出失败，请重试',
  downloadSuccess: '操作成功',
  requiredSuffix: '不能为空',
  timeout: '请求超时，请检查网络后重试',
  offline: '网络已断开，请检查网络连接后重试',
  networkFailed: '网络连接失败，请稍后重试',
  emptyBody: '服务器返回了空响应，请稍后重试',
  badBody: '服务器返回了无法识别的数据，请稍后重试',
} as const;

/** Filing numbers every .cn site shows in its footer (placeholders until the real numbers are issued). */
export const ICP_RECORD = '沪ICP备20080000号-1';
export const ICP_RECORD_URL = 'https://beian.miit.gov.cn/';
export const PSB_RECORD = '沪公网安备31010402000000号';
export const PSB_RECORD_URL = 'https://beian.mps.gov.cn/#/query/webSearch?code=31010402000000';
