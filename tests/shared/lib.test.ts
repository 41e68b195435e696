import { describe, expect, it } from 'vitest';
import { cleanParams } from '@/shared/lib/params';
import { initials, maskName, maskPhone } from '@/shared/lib/mask';
import { safeRedirect } from '@/shared/lib/safe-redirect';
import { clearStorage } from '@/shared/storage';

describe('cleanParams (spec §5)', () => {
  it('turns U+00A0 into a space, trims strings, drops undefined, keeps other values', () => {
    expect(cleanParams({ keyword: '\u00a0CD4\u00a0抗体\u00a0 ', empty: undefined, page: 2, on: true, zero: 0, blank: '' })).toEqual({
      keyword: 'CD4 抗体',
      page: '2',
      on: 'true',
      zero: '0',
      blank: '',
    });
  });
  it('joins a range into the comma-separated pair', () => {
    expect(cleanParams({ createdAt: ['2026-01-01', ' 2026-02-01\u00a0'] })).toEqual({ createdAt: '2026-01-01,2026-02-01' });
  });
  it('returns undefined for no params', () => {
    expect(cleanParams(undefined)).toBeUndefined();
  });
});

describe('maskName (spec §5)', () => {
  it.each([
    ['', ''],
    ['王', '王'],
    ['王敏', '王敏'],
    ['欧阳敏', '阳敏'],
    ['欧阳娜娜', '欧'],
    ['Alexander', 'A'],
  ])('%s -> %s', (input, output) => {
    expect(maskName(input)).toBe(output);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(maskName('𠮷野家')).toBe('野家');
  });
  it('handles null', () => {
    expect(maskName(null)).toBe('');
  });
});

describe('maskPhone and initials', () => {
  it('masks an 11-digit phone as 138****5678', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('abc')).toBe('abc');
  });
  it('takes the first character, or two Latin initials', () => {
    expect(initials('上海生科')).toBe('上');
    expect(initials('Thermo Fisher')).toBe('TF');
    expect(initials('')).toBe('?');
  });
});

describe('safeRedirect (same-origin paths only)', () => {
  it.each(['/cart', '/order/123?tab=1#top', '/product?keyword=CD4'])('accepts %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/cart',
    'javascript:alert(1)',
    '/..//evil.example',
    '%2F%2Fevil.example',
    ' //evil.example',
    '/\t/evil.example',
    'cart',
    '',
  ])('rejects %s', (target) => {
    expect(safeRedirect(target, '/')).toBe('/');
  });
  it('decodes nothing: the router already decoded the parameter once (issue 8, defect 7)', () => {
    expect(safeRedirect('/order?keyword=R%26D+Systems')).toBe('/order?keyword=R%26D+Systems');
    expect(safeRedirect('/product?keyword=50%25')).toBe('/product?keyword=50%25');
  });
  it('rejects non-strings', () => {
    expect(safeRedirect(undefined, '/home')).toBe('/home');
    expect(safeRedirect(['/x'], '/')).toBe('/');
  });
});

describe('clearStorage (logout, spec §4)', () => {
  it('clears all local storage, the former 不再提示 of the WeChat prompt too', () => {
    localStorage.setItem('wechatPromptOff', '["abc"]');
    localStorage.setItem('recentMaterials', '[]');
    clearStorage();
    expect(localStorage.length).toBe(0);
  });
});
