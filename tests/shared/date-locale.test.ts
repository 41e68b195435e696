import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dayjs as shopDayjs } from '@/shared/lib/date';

describe('dayjs', () => {
  it('speaks Chinese once src/shared/lib/date.ts has run (antd’s date pickers read its global locale)', () => {
    expect(shopDayjs).toBe(dayjs);
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-27').format('dddd')).toBe('星期五');
  });
});
