/**
 * A person's name (联系人, 收货人, 子账号姓名): one rule for the shop's forms and the
 * fake mall (docs/api.md, Member). Chinese names, names of minorities written
 * with the middle dot (阿依古丽·买买提) and foreign names (Mary O'Neil-Smith Jr.)
 * pass; markup (`<script>`), digits, emoji and other symbols do not.
 */
import { toHalfWidth } from './half-width.ts';

const PERSON_NAME_MIN = 2;
const PERSON_NAME_MAX = 25;

/** The dots people type for the 间隔号 (katakana, bullet, hyphenation point, half-width katakana) become ·. */
const DOT_VARIANTS = /[\u2022\u2027\u2219\u22c5\u30fb\uff65\u0387]/g;
const LETTER = String.raw`\p{Script=Han}\p{Script=Latin}`;
const ALLOWED = new RegExp(String.raw`^[${LETTER} ·.'\-]*$`, 'u');
const EDGES = new RegExp(String.raw`^[${LETTER}].*[${LETTER}.]$|^[${LETTER}]$`, 'u');

/**
 * What a name is saved as: NFC, full-width letters and punctuation to half-width, the ideographic
 * space to a space, runs of spaces to one, dot variants to ·, trimmed.
 */
export function normalizePersonName(value: string): string {
  // full width, space-like characters and the Unicode hyphens (Mary‐Smith) as ./half-width.ts reads them
  return toHalfWidth(value.normalize('NFC'))
    .replace(DOT_VARIANTS, '·')
    // an iPhone's smart apostrophes (O’Neil)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\s\u3000]+/g, ' ')
    .trim();
}

/** The message for a name that has characters a name cannot have. */
const personNameCharsMessage = (label: string) => `${label}只能包含中文、字母、空格及 · . ' -`;

/**
 * Why `value` is not an acceptable name, in Chinese, or null when it is. An empty value is null:
 * whether the field is required is the form's (or the handler's) own rule.
 */
export function personNameProblem(value: string, label = '姓名'): string | null {
  const name = normalizePersonName(value);
  if (name === '') return null;
  if (!ALLOWED.test(name)) return personNameCharsMessage(label);
  const length = Array.from(name).length;
  if (length < PERSON_NAME_MIN) return `${label}至少 ${PERSON_NAME_MIN} 个字`;
  if (length > PERSON_NAME_MAX) return `${label}不能超过 ${PERSON_NAME_MAX} 个字`;
  if (!EDGES.test(name)) return `${label}应以中文或字母开头和结尾`;
  return null;
}
