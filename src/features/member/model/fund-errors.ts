import { isApiError } from '@/shared/api/errors';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

export type FundField = 'name' | 'code' | 'holder' | 'budget' | 'periodEnd' | 'memberIds' | 'approverId';

/** A refusal that names a field (docs/api.md §13 Funds: 400 field errors, 10096 about the budget). */
const FUND_BUDGET_CODE = MALL_CODE.fundLimit;

/** Words of the mall's messages, and the field each is about (the first that matches wins). */
const WORDS: [RegExp, FundField][] = [
  [/经费负责人|审批人/, 'approverId'],
  [/预算/, 'budget'],
  [/编号|卡号/, 'code'],
  [/日期|有效期/, 'periodEnd'],
  [/负责人/, 'holder'],
  [/名称/, 'name'],
  [/子账号|成员/, 'memberIds'],
];

/**
 * Which field of the fund form a refused save is about, with the mall's words: `该经费编号已登记` under the number,
 * `结束日期不能早于开始日期` under the period, 10096 `预算不能低于已占用金额 ¥…` under the budget. Null: a refusal
 * of the whole save (10091 no rights, 10096 the 50-fund limit, a failed connection), said as a toast.
 */
export function fundFieldError(error: unknown): { name: FundField; message: string } | null {
  if (!isApiError(error)) return null;
  const fieldCode = error.status === 400 || error.code === 400 || error.code === FUND_BUDGET_CODE;
  if (!fieldCode) return null;
  const field = WORDS.find(([words]) => words.test(error.message));
  return field ? { name: field[1], message: error.message } : null;
}
