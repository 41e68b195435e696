import { describe, expect, it } from 'vitest';
import { catalogueKey, isCasShaped, normaliseCode, normaliseKeyword, sameCatalogueNo, toHalfWidth } from '@/shared/lib/catalogue-number';

// Every form a person types for G0005-500G (glycine, 500 g) that the catalogue search accepts.
const SAME_AS_G0005_500G: [string, string][] = [
  ['as printed', 'G0005-500G'],
  ['without the hyphen', 'G0005500G'],
  ['lower case', 'g0005-500g'],
  ['lower case, no hyphen', 'g0005500g'],
  ['full-width letters and digits', 'Ｇ０００５５００Ｇ'],
  ['full-width with the full-width hyphen', 'Ｇ０００５－５００Ｇ'],
  ['en dash (Word, mail)', 'G0005–500G'],
  ['em dash (Chinese IME shift+-)', 'G0005—500G'],
  ['minus sign', 'G0005−500G'],
  ['a space instead of the hyphen', 'G0005 500G'],
  ['an ideographic space', 'G0005\u3000500G'],
  ['underscore', 'G0005_500G'],
  ['surrounded by NBSP and spaces', '\u00a0 G0005-500G  '],
];

describe('catalogue number normaliser (src/shared/lib/catalogue-number.ts)', () => {
  it.each(SAME_AS_G0005_500G)('%s: %j is G0005-500G', (_, typed) => {
    expect(catalogueKey(typed)).toBe('G0005500G');
    expect(sameCatalogueNo(typed, 'G0005-500G')).toBe(true);
  });

  it.each([
    ['another pack size', 'G0005-1KG'],
    ['a part of the number', 'G0005'],
    ['a longer number', 'G0005-500G2'],
  ])('%s (%s) is not G0005-500G', (_, typed) => {
    expect(sameCatalogueNo(typed, 'G0005-500G')).toBe(false);
  });

  it('counts dots and slashes: they carry meaning in pack sizes', () => {
    expect(sameCatalogueNo('T-1.5ML', 'T-15ML')).toBe(false);
    expect(sameCatalogueNo('A/B-1', 'AB-1')).toBe(false);
    expect(sameCatalogueNo('Ｔ－１．５ＭＬ', 't-1.5ml')).toBe(true);
  });

  it('never calls two empty values the same number', () => {
    expect(sameCatalogueNo('', '')).toBe(false);
    expect(sameCatalogueNo(' - ', '_')).toBe(false);
  });

  it('normaliseCode keeps the case and the hyphens, drops spaces, makes full-width half-width', () => {
    expect(normaliseCode(' Ｇ０００５－５００ｇ ')).toBe('G0005-500g');
    expect(normaliseCode('COA25G 001251')).toBe('COA25G001251');
    expect(normaliseCode('ab183769–30UL')).toBe('ab183769-30UL');
  });

  it('normaliseKeyword keeps words apart and the case as typed', () => {
    expect(normaliseKeyword('　１１１０２８９－９６Ｔ\u00a0 ')).toBe('1110289-96T');
    expect(normaliseKeyword('ＣＤ３  抗体')).toBe('CD3 抗体');
    expect(normaliseKeyword('anti\u2009human\u3000CD3')).toBe('anti human CD3');
  });

  it('toHalfWidth maps one character to one (the assistant cuts links from the original text by position)', () => {
    const text = '货号：３０９４８６－２５Ｔ　—　ｏｋ';
    expect(toHalfWidth(text)).toHaveLength(text.length);
    expect(toHalfWidth(text)).toBe('货号:309486-25T - ok');
  });

  it.each([
    ['56-40-6', true],
    ['7732-18-5', true],
    ['1234567-89-0', true],
    ['５６－４０－６', true],
    [' 50-00-0 ', true],
    ['56406', false],
    ['564063-50T', false],
    ['5-40-6', false],
    ['12345678-90-1', false],
    ['56-4-6', false],
    ['12-4962-42', false],
    ['56-40-6 甘氨酸', false],
  ])('isCasShaped(%j) is %s', (value, shaped) => {
    expect(isCasShaped(value)).toBe(shaped);
  });
});
