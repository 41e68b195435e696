/**
 * The service desk's hours (docs/api.md §25): its working days, China time, from MALL_COUNTS.serviceOpensAtMinute
 * to serviceClosesAtMinute. A working day: Monday to Friday unless the contract's calendar closes it (a statutory
 * holiday), or a weekend day the calendar names as worked (调休上班).
 */
import { MALL_COUNTS, MALL_SERVICE_CALENDAR } from './facts.gen.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHINA_OFFSET = 8 * 60 * MINUTE;

/** Whether the desk is staffed at `now` (ms). */
export function serviceOpen(now: number): boolean {
  const china = new Date(now + CHINA_OFFSET);
  const weekday = china.getUTCDay();
  const day = china.toISOString().slice(0, 10);
  const worked = MALL_SERVICE_CALENDAR.workdays.includes(day) || (weekday >= 1 && weekday <= 5 && !MALL_SERVICE_CALENDAR.closed.includes(day));
  const minute = china.getUTCHours() * 60 + china.getUTCMinutes();
  return worked && minute >= MALL_COUNTS.serviceOpensAtMinute && minute < MALL_COUNTS.serviceClosesAtMinute;
}

/** When someone answers: `now` while open, else the start of the next opening (ms). */
export function nextServiceAnswer(now: number): number {
  if (serviceOpen(now)) return now;
  const chinaMidnight = Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  // three weeks: longer than any closure of the calendar (春节 with its weekends)
  for (let day = 0; day < 21; day++) {
    const opening = chinaMidnight + day * DAY + MALL_COUNTS.serviceOpensAtMinute * MINUTE;
    if (opening > now && serviceOpen(opening)) return opening;
  }
  throw new Error('no opening within three weeks');
}

/** ISO-8601 with +08:00, to the second. */
export function chinaIso(ms: number): string {
  return `${new Date(ms + CHINA_OFFSET).toISOString().slice(0, 19)}+08:00`;
}
