import { describe, expect, it } from 'vitest';
import { normalizePersonName, personNameProblem } from '@/shared/lib/person-name';

describe('person names (issue 24 item 15)', () => {
  it.each([
    '王敏',
    '欧阳娜娜',
    '阿依古丽·买买提',
    '阿依古丽•买买提', // a bullet typed for the 间隔号
    '张 三',
    'Mary Smith',
    "Mary O'Neil-Smith Jr.",
    'Mary O\u2019Neil\u2010Smith', // an iPhone's smart apostrophe, a Unicode hyphen
    'José Müller',
    'ＬＩ Ｌｅｉ', // full-width letters
    '李\u3000雷', // an ideographic space
    'A'.repeat(25),
  ])('accepts %s', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });

  it.each([
    ['<script>alert(1)</script>', "姓名只能包含中文、字母、空格及 · . ' -"],
    ['<b>王敏</b>', "姓名只能包含中文、字母、空格及 · . ' -"],
    ['王敏😀', "姓名只能包含中文、字母、空格及 · . ' -"],
    ['👨‍👩‍👧 张', "姓名只能包含中文、字母、空格及 · . ' -"],
    ['王敏2', "姓名只能包含中文、字母、空格及 · . ' -"],
    ['王敏&', "姓名只能包含中文、字母、空格及 · . ' -"],
    ['王', '姓名至少 2 个字'],
    ['王'.repeat(26), '姓名不能超过 25 个字'],
    ['·王敏', '姓名应以中文或字母开头和结尾'],
    ['王敏-', '姓名应以中文或字母开头和结尾'],
  ])('refuses %s: %s', (name, message) => {
    expect(personNameProblem(name)).toBe(message);
  });

  it('names the field in the message', () => {
    expect(personNameProblem('<script>', '收货人')).toBe("收货人只能包含中文、字母、空格及 · . ' -");
    expect(personNameProblem('😀😀', '联系人')).toBe("联系人只能包含中文、字母、空格及 · . ' -");
  });

  it('leaves an empty value to the required rule', () => {
    expect(personNameProblem('')).toBeNull();
    expect(personNameProblem('   ')).toBeNull();
  });

  it('normalises what is saved', () => {
    expect(normalizePersonName('  阿依古丽・买买提 ')).toBe('阿依古丽·买买提');
    expect(normalizePersonName('Ｍａｒｙ\u3000\u3000Smith')).toBe('Mary Smith');
    expect(normalizePersonName('Jose\u0301')).toBe('José');
  });
});
