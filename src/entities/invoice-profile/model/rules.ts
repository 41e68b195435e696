import type { Rule } from 'antd/es/form';
import { isValidCreditCode, normalizeCreditCode } from '@/shared/lib/credit-code';
import { toHalfWidth } from '@/shared/lib/half-width';
import { MALL_COUNTS } from '@/shared/api/mall-facts.gen';

/** Profiles an account may keep (docs/api.md, 10034 `最多保存 20 个发票抬头`): the list is read whole. */
export const MAX_INVOICE_PROFILES = MALL_COUNTS.invoiceProfiles;

/** GBK byte length (docs/china-conventions.md): ASCII counts 1, every other character (a Chinese one) 2. */
export function gbkBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

export const TITLE_MAX_BYTES = 100;

export const titleBytesRule: Rule = {
  validator: (_, value: string | undefined) =>
    gbkBytes((value ?? '').trim()) <= TITLE_MAX_BYTES
      ? Promise.resolve()
      : Promise.reject(new Error(`发票抬头不能超过 ${TITLE_MAX_BYTES} 个字节（一个汉字按 2 个字节计）`)),
};

/** 税号: 15–20 of [0-9A-Z] after normalising; an 18-character company tax number is the credit code: check it. */
export function taxNoRule(isCompany: boolean): Rule {
  return {
    validator: (_, value: string | undefined) => {
      const taxNo = normalizeCreditCode(value ?? '');
      if (taxNo === '') return Promise.resolve();
      if (!/^[0-9A-Z]{15,20}$/.test(taxNo)) return Promise.reject(new Error('税号应为 15–20 位数字或大写字母'));
      if (isCompany && taxNo.length === 18 && !isValidCreditCode(taxNo)) {
        return Promise.reject(new Error('税号（统一社会信用代码）校验位不正确，请核对'));
      }
      return Promise.resolve();
    },
  };
}

export const regPhoneRule: Rule = {
  validator: (_, value: string | undefined) => {
    const phone = toHalfWidth(value ?? '').replace(/\s/g, '');
    return phone === '' || /^[0-9\-()]{1,20}$/.test(phone)
      ? Promise.resolve()
      : Promise.reject(new Error('注册电话只能包含数字、短横线和括号，且不超过 20 位'));
  },
};

export const bankAccountRule: Rule = {
  validator: (_, value: string | undefined) => {
    const account = toHalfWidth(value ?? '').replace(/\s/g, '');
    return account === '' || /^\d{1,50}$/.test(account)
      ? Promise.resolve()
      : Promise.reject(new Error('银行账号只能是数字，且不超过 50 位'));
  },
};

export function maxChars(label: string, max: number): Rule {
  return {
    validator: (_, value: string | undefined) =>
      Array.from((value ?? '').trim()).length <= max ? Promise.resolve() : Promise.reject(new Error(`${label}不能超过 ${max} 个字`)),
  };
}
