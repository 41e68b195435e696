import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/errors';
import { isCompanyComplete, subMemberFieldError } from '@/features/member';

describe('isCompanyComplete (issue 24 item 13)', () => {
  const company = { _id: 'c1', name: '北京大学', coName: '北大', creditCode: '12100000400000624X', contactName: '李老师', orgType: '高校' };
  it('is true for a saved profile with every required field', () => {
    expect(isCompanyComplete(company)).toBe(true);
  });
  it('is false for none, an unsaved one, or one missing a required field', () => {
    expect(isCompanyComplete(undefined)).toBe(false);
    expect(isCompanyComplete({ ...company, _id: '' })).toBe(false);
    expect(isCompanyComplete({ ...company, orgType: undefined })).toBe(false);
    expect(isCompanyComplete({ ...company, contactName: '  ' })).toBe(false);
  });
});

describe('subMemberFieldError (issue 24 item 13)', () => {
  it('puts 10072 under the login name', () => {
    expect(subMemberFieldError(new ApiError('business', '该子账号名已被使用，请换一个', { code: 10072, status: 200 }))).toEqual({
      name: 'account',
      message: '该子账号名已被使用，请换一个',
    });
  });
  it('puts a 400 naming a field under that field', () => {
    expect(subMemberFieldError(new ApiError('http', "姓名只能包含中文、字母、空格及 · . ' -", { code: 400, status: 400 }))?.name).toBe('name');
    expect(subMemberFieldError(new ApiError('http', '手机号格式不正确', { code: 400, status: 400 }))?.name).toBe('cellphone');
    expect(subMemberFieldError(new ApiError('http', '子账号应为 4–32 位小写字母、数字、下划线或短横线', { code: 400, status: 400 }))?.name).toBe('account');
  });
  it('leaves refusals of the whole save, failures and other errors to a toast', () => {
    expect(subMemberFieldError(new ApiError('business', '最多创建 50 个子账号', { code: 10073, status: 200 }))).toBeNull();
    expect(subMemberFieldError(new ApiError('http', '请求体不是合法的 JSON 对象', { code: 400, status: 400 }))).toBeNull();
    expect(subMemberFieldError(new ApiError('network', '网络连接失败，请稍后重试'))).toBeNull();
    expect(subMemberFieldError(new Error('x'))).toBeNull();
  });
});
