import type { Rule } from 'antd/es/form';
import { toHalfWidth } from '@/shared/lib/half-width';
import { MALL_COUNTS } from '@/shared/api/mall-facts.gen';

/** Addresses a member may keep (docs/api.md, 10060 `最多保存 20 个收货地址`): the book is read whole. */
export const MAX_ADDRESSES = MALL_COUNTS.addresses;

/** 详细地址: 5–120 characters (docs/china-conventions.md, Addresses). */
export const DETAIL_LENGTH = { min: 5, max: 120 } as const;

/** 邮编 (optional): six digits, full-width digits allowed. */
export const postcodeRule: Rule = {
  validator: (_, value: string | undefined) =>
    !value || /^\d{6}$/.test(toHalfWidth(value).trim()) ? Promise.resolve() : Promise.reject(new Error('邮编应为 6 位数字')),
};
