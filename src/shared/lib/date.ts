import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@/shared/config/constants';

// Apart from format.ts: dayjs (about 3 KiB gzip) loads with the pages that show dates, not with the shared
// chunk every first load fetches (vite.config.ts keeps this file out of the `shared` group).

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
