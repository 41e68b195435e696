import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DATE_TIME_FORMAT, LOCALE } from '@/shared/config/constants';

// Apart from money.ts: dayjs (about 3 KiB gzip) loads with the pages that show or pick dates, not with the entry
// every first load fetches (nothing the entry runs imports this file), nor with antd's scope,
// which the login form and the catalogue's islands load. Whatever uses dayjs, antd's date pickers included, takes
// it from here, in Chinese (a side effect: "sideEffects" in package.json names this file).
dayjs.locale(LOCALE);
export { dayjs };

/** Default date format of the spec: YYYY-MM-DD HH:mm:ss */
export function formatDateTime(value: string | number | Date | null | undefined, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '—';
}

const CHINA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The China date (YYYY-MM-DD) of an instant, whatever the device's zone: the mall's dates (收货日期, a fund's
 * period) are China dates.
 */
export function chinaDate(value: string | number | Date): string {
  return CHINA_DATE.format(new Date(value));
}
