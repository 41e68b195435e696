import { normaliseCode, toHalfWidth } from '@/shared/lib/catalogue-number';
import type { CoaQuery } from '../api/types';

export const SN_MAX_LENGTH = 32;
export const BRAND_MAX_LENGTH = 40;
const SN_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * Lots typed in one field: separated by commas (also full-width), semicolons, spaces or new lines; each read
 * by the catalogue numbers' normaliser (half-width, dashes unified; src/shared/lib/catalogue-number.ts).
 */
export function splitLots(text: string): string[] {
  const lots = toHalfWidth(text)
    .split(/[\s,;，；、]+/)
    .map(normaliseCode)
    .filter(Boolean);
  return [...new Set(lots)];
}

/** The form's rules, one message each; the URL of a sent link is held to the same (checkCoaParams). */
export function snProblem(sn: string): string | null {
  const value = normaliseCode(sn);
  if (value === '') return '请输入证书编号';
  if (value.length > SN_MAX_LENGTH) return `证书编号不能超过 ${SN_MAX_LENGTH} 个字符`;
  if (!SN_PATTERN.test(value)) return '证书编号只能包含字母、数字和连字符';
  return null;
}

export function lotsProblem(lots: string[], lotsMax: number): string | null {
  if (lots.length === 0) return '请输入批号';
  if (lots.length > lotsMax) return `一次最多查询 ${lotsMax} 个批号，当前 ${lots.length} 个`;
  return null;
}

export function brandProblem(brand: string): string | null {
  const value = brand.trim();
  if (value === '') return '请输入品牌名称（批号需与品牌一起查询）';
  if (value.length > BRAND_MAX_LENGTH) return `品牌名称不能超过 ${BRAND_MAX_LENGTH} 个字符`;
  return null;
}

/** A lookup as the URL asks for it, before any check: `null` when the URL asks for none. */
export type CoaParams = { mode: 'sn'; sn: string } | { mode: 'lot'; lots: string[]; brand: string };

export function readCoaParams(params: URLSearchParams): CoaParams | null {
  const sn = normaliseCode(params.get('sn') ?? '');
  if (sn) return { mode: 'sn', sn };
  const lot = params.get('lot');
  const brand = params.get('brand');
  if (lot === null && brand === null) return null;
  return { mode: 'lot', lots: splitLots(lot ?? ''), brand: (brand ?? '').trim() };
}

export interface CoaParamsCheck {
  /** what may be asked: `null` when a rule of the form refuses it */
  query: CoaQuery | null;
  /** the form's messages, by field */
  errors: { field: 'sn' | 'lots' | 'brand'; message: string }[];
  /** lots beyond the limit, not asked (the first `lotsMax` are) */
  dropped: number;
}

/**
 * A lookup from the URL (a sent link) held to the form's rules: a bad serial number or brand, or no lots,
 * asks nothing and gets the form's message; more lots than the limit are cut to the first `lotsMax`.
 */
export function checkCoaParams(raw: CoaParams, lotsMax: number): CoaParamsCheck {
  if (raw.mode === 'sn') {
    const message = snProblem(raw.sn);
    return message ? { query: null, errors: [{ field: 'sn', message }], dropped: 0 } : { query: { sn: raw.sn, lots: [], brand: '' }, errors: [], dropped: 0 };
  }
  const errors: CoaParamsCheck['errors'] = [];
  if (raw.lots.length === 0) errors.push({ field: 'lots', message: '请输入批号' });
  const brand = brandProblem(raw.brand);
  if (brand) errors.push({ field: 'brand', message: brand });
  if (errors.length > 0) return { query: null, errors, dropped: 0 };
  const lots = raw.lots.slice(0, lotsMax);
  return { query: { sn: '', lots, brand: raw.brand }, errors: [], dropped: raw.lots.length - lots.length };
}

export function writeCoaQuery(query: CoaQuery): URLSearchParams {
  return new URLSearchParams(query.sn ? { sn: normaliseCode(query.sn) } : { lot: query.lots.join(','), brand: query.brand });
}
