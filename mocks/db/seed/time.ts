/** The seed's fixed clock: every date in the fake mall is relative to SEED_NOW. */
export const SEED_NOW = '2026-11-21T10:00:00+08:00';
export const SEED_NOW_MS = Date.parse(SEED_NOW);

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Local (+08:00) midnight of SEED_NOW's day. */
const TODAY_MS = Date.parse('2026-11-21T00:00:00+08:00');

const p2 = (n: number): string => String(n).padStart(2, '0');

/** ISO-8601 in +08:00, second precision: 2026-11-21T10:00:00+08:00 */
export function iso(ms: number): string {
  const d = new Date(Math.floor(ms / 1000) * 1000 + 8 * HOUR);
  return (
    `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}` +
    `T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}+08:00`
  );
}

/** Calendar parts of a time in +08:00. */
export function parts(ms: number): { y: number; m: number; d: number; h: number } {
  const d = new Date(ms + 8 * HOUR);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours() };
}

/** yyMMdd of a time in +08:00, e.g. 261121 */
export function yymmdd(ms: number): string {
  const { y, m, d } = parts(ms);
  return `${p2(y % 100)}${p2(m)}${p2(d)}`;
}

/** yyyyMMdd of a time in +08:00, e.g. 20261121 */
export function yyyymmdd(ms: number): string {
  const { y, m, d } = parts(ms);
  return `${y}${p2(m)}${p2(d)}`;
}

/** Local midnight `days` days before SEED_NOW's day. */
export function dayStart(daysAgo: number): number {
  return TODAY_MS - daysAgo * DAY;
}

/** Local midnight of the day containing ms. */
export function midnightOf(ms: number): number {
  return TODAY_MS + Math.floor((ms - TODAY_MS) / DAY) * DAY;
}

/** A time of day `hours` (fractional) after local midnight of ms's day. */
export function atHour(ms: number, hours: number): number {
  return midnightOf(ms) + hours * HOUR;
}
