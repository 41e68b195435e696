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
