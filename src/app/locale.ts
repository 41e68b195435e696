import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import { LOCALE } from '@/shared/config/constants';

export type AppLocale = Locale;

/**
 * The zh-CN locale bundle (antd texts and dayjs' zh-cn), a lazily loaded
 * chunk: main.tsx starts it in parallel with the fake mall, before the first render.
 */
export async function loadLocale(): Promise<AppLocale> {
  const [antdLocale] = await Promise.all([import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
  dayjs.locale(LOCALE);
  return antdLocale.default;
}
