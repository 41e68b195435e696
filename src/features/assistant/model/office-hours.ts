import { MALL_COUNTS, MALL_SERVICE_CALENDAR } from '@/shared/api/mall-facts.gen';

/**
 * The service desk's hours (docs/api.md §25): its working days, China time, from the contract's
 * serviceOpensAtMinute to serviceClosesAtMinute. A working day is Monday to Friday, less the statutory holidays, plus
 * the weekend days worked in their place (调休), as the contract's calendar lists them (x-service-calendar).
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHINA_OFFSET = 8 * 60 * MINUTE;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

const chinaClock = (ms: number) => {
  const china = new Date(ms + CHINA_OFFSET);
  return { weekday: china.getUTCDay(), minute: china.getUTCHours() * 60 + china.getUTCMinutes(), date: china, day: china.toISOString().slice(0, 10) };
};

const CLOSED = new Set(MALL_SERVICE_CALENDAR.closed);
const WORKDAYS = new Set(MALL_SERVICE_CALENDAR.workdays);

/** Whether the China day `day` (YYYY-MM-DD, its weekday `weekday`) is a working day of the desk. */
const workingDay = (day: string, weekday: number): boolean => WORKDAYS.has(day) || (weekday >= 1 && weekday <= 5 && !CLOSED.has(day));

export function serviceOpen(now: number): boolean {
  const { weekday, minute, day } = chinaClock(now);
  return workingDay(day, weekday) && minute >= MALL_COUNTS.serviceOpensAtMinute && minute < MALL_COUNTS.serviceClosesAtMinute;
}

/** The longest the desk stays shut (春节 with its weekends, and a margin): how far the next opening is looked for. */
const LOOK_AHEAD_DAYS = 21;

/** The start of the next opening after `now` (ms); `now` itself while open. */
export function nextOpening(now: number): number {
  if (serviceOpen(now)) return now;
  const chinaMidnight = Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  for (let day = 0; day < LOOK_AHEAD_DAYS; day++) {
    const opening = chinaMidnight + day * DAY + MALL_COUNTS.serviceOpensAtMinute * MINUTE;
    if (opening > now && serviceOpen(opening)) return opening;
  }
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 今天 08:30 / 明天（周二）08:30 / 11月30日（周一）08:30, China time, counted from `now`. */
export function openingText(opening: number, now: number): string {
  const { date, weekday } = chinaClock(opening);
  const days = Math.floor((opening + CHINA_OFFSET) / DAY) - Math.floor((now + CHINA_OFFSET) / DAY);
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  if (days === 0) return `今天 ${time}`;
  if (days === 1) return `明天（${WEEKDAYS[weekday]}）${time}`;
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日（${WEEKDAYS[weekday]}）${time}`;
}
