import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@/shared/config/constants';

const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 -> ¥1,234.50 */
export function formatPrice(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `¥${yuan.format(value)}` : '—';
}

/** Default date format of the spec: YYYY-MM-DD HH:mm:ss */
export function formatDateTime(value: string | number | Date | null | undefined, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '—';
}
