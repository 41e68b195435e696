import { isApiError } from '@/shared/api/errors';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

export type QualificationField = 'kind' | 'number' | 'authority' | 'classes' | 'substances' | 'validTo' | 'limits' | 'file';

/** 10171: the scan's type or size (docs/api.md §21). */
export const FILE_REFUSAL = MALL_CODE.badQualificationFile;

/** Words of the mall's 400 messages (§21), and the field each is about (the first that matches wins). */
const WORDS: [RegExp, QualificationField][] = [
  [/资质类型/, 'kind'],
  [/编号/, 'number'],
  [/发证机关/, 'authority'],
  [/许可范围/, 'classes'],
  [/有效期|过期|日期/, 'validTo'],
  [/资质文件/, 'file'],
  [/许可数量/, 'limits'],
  [/CAS/, 'substances'],
];

/**
 * Which field of 添加资质 a refusal is about, with the mall's words: a 400 by its words, 10171 under the file.
 * Null: a refusal of the whole save (10170 a sub-account, 10175 the 20-qualification limit, a failed connection); the
 * dialog says one about `limits` (a list) above the form.
 */
export function qualificationFieldError(error: unknown): { name: QualificationField; message: string } | null {
  if (!isApiError(error)) return null;
  if (error.code === FILE_REFUSAL) return { name: 'file', message: error.message };
  if (!(error.status === 400 || error.code === 400)) return null;
  const field = WORDS.find(([words]) => words.test(error.message));
  return field ? { name: field[1], message: error.message } : null;
}
