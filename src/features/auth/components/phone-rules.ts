import type { Rule } from 'antd/es/form';
import { normalizePhone } from '@/shared/lib/phone';

/** The phone field's rules, one copy for every auth form (src/shared/lib/phone.ts says what a mobile number is). */
export const phoneRules: Rule[] = [
  { required: true },
  {
    validator: (_: unknown, value: string) =>
      !value || normalizePhone(value) ? Promise.resolve() : Promise.reject(new Error('手机号格式不正确')),
  },
];
