import type { Rule } from 'antd/es/form';
import { toHalfWidth } from '@/shared/lib/half-width';
import { personNameProblem } from '@/shared/lib/person-name';
import { normalizePhone } from '@/shared/lib/phone';

export { toHalfWidth };

/** Characters as the user sees them (a surrogate pair counts once). */
const length = (value: string) => Array.from(value.trim()).length;

export function lengthRule(label: string, min: number, max: number): Rule {
  return {
    validator: (_, value: string | undefined) => {
      const n = length(value ?? '');
      if (n === 0) return Promise.resolve(); // the required rule speaks
      if (n < min) return Promise.reject(new Error(`${label}至少 ${min} 个字`));
      if (n > max) return Promise.reject(new Error(`${label}不能超过 ${max} 个字`));
      return Promise.resolve();
    },
  };
}

export function required(label: string): Rule {
  return { required: true, whitespace: true, message: `${label}不能为空` };
}

export const phoneRule: Rule = {
  validator: (_, value: string | undefined) =>
    !value || normalizePhone(value) ? Promise.resolve() : Promise.reject(new Error('请输入正确的 11 位手机号')),
};

/** 联系人, 收货人, 姓名: the one name rule (src/shared/lib/person-name.ts), with its length limits. */
export function personNameRule(label: string): Rule {
  return {
    validator: (_, value: string | undefined) => {
      const problem = personNameProblem(value ?? '', label);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
