import { describe, expect, it } from 'vitest';
import { gbkBytes } from '@/entities/invoice-profile';

describe('GBK bytes', () => {
  it('counts ASCII as 1 and a Chinese character as 2', () => {
    expect(gbkBytes('ABC')).toBe(3);
    expect(gbkBytes('上海生科')).toBe(8);
    expect(gbkBytes('上海 Lab（中国）')).toBe(16);
  });
});
