import { dayjs } from '@/shared/lib/date';
import { DATE_FORMAT } from '@/shared/config/constants';

/** Date presets of the order list (docs/china-conventions.md: 近1个月 / 近3个月 / 近半年 / 今年内 / 自定义). */
export const DATE_PRESETS = [
  { key: '1m', label: '近1个月' },
  { key: '3m', label: '近3个月' },
  { key: '6m', label: '近半年' },
  { key: 'year', label: '今年内' },
] as const;

export type PresetKey = (typeof DATE_PRESETS)[number]['key'];

export function presetRange(key: PresetKey, today = dayjs()): [string, string] {
  const to = today.format(DATE_FORMAT);
  if (key === 'year') return [today.startOf('year').format(DATE_FORMAT), to];
  const months = key === '1m' ? 1 : key === '3m' ? 3 : 6;
  return [today.subtract(months, 'month').format(DATE_FORMAT), to];
}

/** The preset a range equals today, if any. */
export function presetOf(range: [string, string] | null, today = dayjs()): PresetKey | null {
  if (!range) return null;
  return DATE_PRESETS.find((p) => presetRange(p.key, today).join() === range.join())?.key ?? null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `createdAt=YYYY-MM-DD,YYYY-MM-DD` from the URL; anything else is no range. */
export function parseRange(raw: string | null): [string, string] | null {
  if (!raw) return null;
  const [from, to, ...rest] = raw.split(',');
  if (rest.length || !from || !to || !DAY.test(from) || !DAY.test(to) || from > to) return null;
  if (!dayjs(from).isValid() || !dayjs(to).isValid()) return null;
  return [from, to];
}
