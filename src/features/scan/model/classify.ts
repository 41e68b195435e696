import { catalogueKey, normaliseCode, toHalfWidth } from '@/shared/lib/catalogue-number';
import { chinaDate } from '@/shared/lib/date';

/**
 * What a scanned or typed code names (issue 44 item 4): our own COA or product link (the bottle labels), the mall's
 * COA file (the 验收单's QR), a GS1 element string (a Sigma/Merck label's DataMatrix: GTIN, lot, expiry, catalogue number), a
 * CAS number, a catalogue number, or nothing we know. Pure: the decoder and the dialog feed it text.
 */
export type ScanTarget =
  | { kind: 'coa'; sn: string }
  | { kind: 'coa'; lot: string; brand: string }
  /** the mall's COA file (the 验收单's QR, docs/api.md §14), read by its id */
  | { kind: 'coa'; id: string }
  | { kind: 'product'; id: string }
  | { kind: 'gs1'; gtin: string | null; lot: string | null; expiry: string | null; catalogueNo: string | null }
  | { kind: 'cas'; cas: string }
  | { kind: 'catalogue'; code: string }
  /** a link to another site: shown as text, never opened */
  | { kind: 'foreign'; url: string }
  /** shaped like a code we know but wrong (a check digit, a date): the message says what */
  | { kind: 'invalid'; text: string; message: string }
  | { kind: 'unknown'; text: string };

const GS = '\u001d';

/** The GS1 check digit (mod 10, weights 3 and 1 from the right) of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8/12/13/14 as 14 digits, or the message of what is wrong with it. */
export function checkGtin(value: string): { gtin: string } | { message: string } {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return { message: 'GTIN 应为 8、12、13 或 14 位数字' };
  const expected = gs1CheckDigit(value.slice(0, -1));
  if (expected !== Number(value.at(-1))) return { message: `GTIN 校验位不符（末位应为 ${expected}），请重新扫描或核对条码` };
  return { gtin: value.padStart(14, '0') };
}

/** True when a CAS number's last digit is its check digit (the digits weighted 1, 2, 3… from the right, mod 10). */
export function casCheckOk(cas: string): boolean {
  const digits = cas.replace(/-/g, '');
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body[body.length - 1 - i]) * (i + 1);
  return sum % 10 === Number(digits.at(-1));
}

/** Data lengths of the fixed-length AIs we meet; any other AI runs to the next GS or the end. */
function fixedLength(ai: string): number | null {
  if (ai === '00') return 18;
  if (ai === '01' || ai === '02' || ai === '03') return 14;
  if (/^1[1-7]$/.test(ai)) return 6;
  if (ai === '20') return 2;
  if (/^3[1-6]\d\d$/.test(ai)) return 6;
  if (/^41\d$/.test(ai)) return 13;
  return null;
}

/** How many digits an AI starting a field has (GS1 General Specifications, the AI prefix table). */
function aiLength(text: string): number {
  const two = text.slice(0, 2);
  if (/^(0[0-3]|1\d|2[0-2]|30|37|9\d)$/.test(two)) return 2;
  if (/^(2[3-5]|4[0-3]|71)$/.test(two)) return 3; // 71: 710–715, national healthcare numbers
  return 4; // 31–36, 39, 70–72, 80–82 and the rest
}

type Gs1Fields = Map<string, string>;

/** The fields of an element string in the human-readable form: `(01)04012345678901(10)ABC`. */
function readHri(text: string): Gs1Fields | null {
  const fields: Gs1Fields = new Map();
  const pattern = /\((\d{2,4})\)([^(]*)/g;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index !== consumed) return null;
    fields.set(match[1]!, match[2]!.trim());
    consumed = match.index + match[0].length;
  }
  return consumed === text.length && fields.size > 0 ? fields : null;
}

/** The fields of a raw element string: AIs and data, variable-length fields ended by GS (FNC1). */
function readRaw(text: string): Gs1Fields | null {
  const fields: Gs1Fields = new Map();
  let rest = text;
  while (rest.length > 0) {
    if (rest.startsWith(GS)) {
      rest = rest.slice(1);
      continue;
    }
    if (!/^\d{2}/.test(rest)) return null;
    const length = aiLength(rest);
    const ai = rest.slice(0, length);
    if (!/^\d+$/.test(ai)) return null;
    rest = rest.slice(length);
    const fixed = fixedLength(ai);
    let data: string;
    if (fixed !== null) {
      data = rest.slice(0, fixed);
      if (data.length !== fixed) return null;
      rest = rest.slice(fixed);
    } else {
      const end = rest.indexOf(GS);
      data = end === -1 ? rest : rest.slice(0, end);
      rest = end === -1 ? '' : rest.slice(end + 1);
    }
    fields.set(ai, data);
  }
  return fields.size > 0 ? fields : null;
}

const CENTURY = 100; // years

/**
 * YYMMDD (AI 17) as YYYY-MM-DD; day 00 is the month's last day. Null when it is no date. The century is GS1's
 * (General Specifications §7.12): from 49 years back to 50 ahead of `today`'s year in China (the mall's dates).
 */
export function gs1Date(value: string, today: Date = new Date()): string | null {
  const match = /^(\d\d)(\d\d)(\d\d)$/.exec(value);
  if (!match) return null;
  const current = Number(chinaDate(today).slice(0, 4));
  const yy = Number(match[1]);
  const difference = yy - (current % CENTURY);
  const year = current - (current % CENTURY) + yy + (difference >= 51 ? -CENTURY : difference <= -50 ? CENTURY : 0);
  const month = Number(match[2]);
  let day = Number(match[3]);
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = last;
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromGs1(fields: Gs1Fields, text: string): ScanTarget {
  const rawGtin = fields.get('01') ?? null;
  let gtin: string | null = null;
  if (rawGtin !== null) {
    const checked = checkGtin(rawGtin);
    if ('message' in checked) return { kind: 'invalid', text, message: checked.message };
    gtin = checked.gtin;
  }
  const rawExpiry = fields.get('17') ?? null;
  const expiry = rawExpiry === null ? null : gs1Date(rawExpiry);
  if (rawExpiry !== null && expiry === null) return { kind: 'invalid', text, message: `有效期（17）“${rawExpiry}”不是有效日期` };
  const lot = fields.get('10') || null;
  const catalogueNo = fields.get('240') || null;
  if (!gtin && !lot && !catalogueNo) return { kind: 'invalid', text, message: 'GS1 条码中没有 GTIN、批号或货号' };
  return { kind: 'gs1', gtin, lot, expiry, catalogueNo };
}

/** Symbology identifiers a decoder may put first: GS1 DataMatrix, GS1 QR, GS1-128. */
const GS1_PREFIX = /^\](d2|Q3|C1|e0)/;

function asGs1(text: string): ScanTarget | null {
  const prefixed = GS1_PREFIX.test(text);
  const body = text.replace(GS1_PREFIX, '');
  if (body.startsWith('(')) {
    const fields = readHri(body);
    return fields ? fromGs1(fields, text) : prefixed ? { kind: 'invalid', text, message: 'GS1 条码数据不完整，请重新扫描' } : null;
  }
  // raw: with a symbology identifier or FNC1 (GS), or a GTIN field with more after it
  // (a GTIN field alone, as a native detector gives a GS1 code without FNC1, counts when its check digit holds)
  const gtinAlone = /^01\d{14}$/.test(body) && gs1CheckDigit(body.slice(2, 15)) === Number(body.at(-1));
  if (prefixed || body.includes(GS) || /^01\d{14}\d{2}/.test(body) || gtinAlone) {
    const fields = readRaw(body);
    if (fields) return fromGs1(fields, text);
    return prefixed || body.includes(GS) ? { kind: 'invalid', text, message: 'GS1 条码数据不完整，请重新扫描' } : null;
  }
  return null;
}

/** A link: our own COA or product page (our origin, or a path), else a foreign one. Null when `text` is no link. */
function asLink(text: string, ownOrigins: readonly string[], base: string): ScanTarget | null {
  const shopOrigin = ownOrigins[0]!;
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(text) || /^(javascript|data|vbscript|blob|file|mailto|tel):/i.test(text) || text.startsWith('//');
  if (!absolute && !text.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(text, shopOrigin);
  } catch {
    return absolute ? { kind: 'foreign', url: text } : null;
  }
  if (!ownOrigins.includes(url.origin) || url.username || url.password) return { kind: 'foreign', url: text };
  const path = base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  if (path === '/coa') {
    const sn = normaliseCode(url.searchParams.get('sn') ?? '');
    if (sn) return { kind: 'coa', sn };
    const lot = normaliseCode(url.searchParams.get('lot') ?? '');
    const brand = (url.searchParams.get('brand') ?? '').trim();
    if (lot && brand) return { kind: 'coa', lot, brand };
  }
  const product = /^\/product\/([0-9a-f]{24})$/.exec(path);
  if (product) return { kind: 'product', id: product[1]! };
  // the mall's `{common}/scm/coas/{id}/file` (its prefix is the deployment's; the id a mall id)
  const coaFile = /\/scm\/coas\/([0-9a-f]{24})\/file$/.exec(url.pathname);
  if (coaFile) return { kind: 'coa', id: coaFile[1]! };
  return { kind: 'unknown', text };
}

/** 货号 as printed: letters, digits, `-`, `_`, `.` and `/`, at least one digit (`420201-100T`, `P6204-500ML`). */
const CATALOGUE_SHAPE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9\-_./]{2,31}$/;
const CAS_SHAPE = /^\d{2,7}-\d{2}-\d$/;

/**
 * What a decoded or typed text names. `shopOrigin`: this shop's origin, or its origins (the first resolves a path;
 * also the mall's, whose labels name it when they cannot name the shop: docs/api.md §14); a link elsewhere is
 * foreign. `base`: the app's base path ('' at the root). `format`: the decoder's name of the code (EAN8, …).
 */
export function classifyScan(input: string, shopOrigin: string | readonly string[], base = '', format = ''): ScanTarget {
  // a decoder's FNC1 (GS) is kept; other control characters and edges' spaces are not the code's
  const text = [...input].filter((c) => c === GS || (c > '\u001f' && c !== '\u007f')).join('').trim();
  if (text === '') return { kind: 'unknown', text };
  const link = asLink(text, typeof shopOrigin === 'string' ? [shopOrigin] : shopOrigin, base);
  if (link) return link;
  // GS1 is ASCII: （01） typed with a Chinese input method is (01)
  const gs1 = asGs1(toHalfWidth(text));
  if (gs1) return gs1;
  const code = toHalfWidth(text).replace(/\s+/g, '').replace(/^CAS(?:号|No\.?|#)?[:：]?/i, '');
  if (CAS_SHAPE.test(code)) {
    return casCheckOk(code) ? { kind: 'cas', cas: code } : { kind: 'invalid', text, message: `CAS 号“${code}”校验位不符，请核对` };
  }
  // a bare GTIN (an EAN-13 or ITF-14 on a box; 8 digits only as the decoder's EAN-8, else a catalogue number)
  const gtinShape = /^\d{12,14}$/.test(code) || (/^\d{8}$/.test(code) && /^ean[-_]?8$/i.test(format));
  if (gtinShape && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1))) {
    return { kind: 'gs1', gtin: code.padStart(14, '0'), lot: null, expiry: null, catalogueNo: null };
  }
  if (CATALOGUE_SHAPE.test(code) && catalogueKey(code) !== '') return { kind: 'catalogue', code };
  return { kind: 'unknown', text };
}
