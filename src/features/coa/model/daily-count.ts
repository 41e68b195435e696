import { dayjs } from '@/shared/lib/date';
import { readJson, STORAGE_KEYS, writeJson } from '@/shared/storage';

/** Lookups made today on this device, against the dictionary's daily limit. */
export function lookupsToday(): number {
  const value = readJson<{ date?: string; count?: number }>(STORAGE_KEYS.coaLookups);
  return value?.date === dayjs().format('YYYY-MM-DD') && typeof value.count === 'number' ? value.count : 0;
}

export function countLookup(): void {
  writeJson(STORAGE_KEYS.coaLookups, { date: dayjs().format('YYYY-MM-DD'), count: lookupsToday() + 1 });
}
