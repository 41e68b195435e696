import type { CoaQuery } from '../api/types';

/** Lots typed in one field: separated by commas (also full-width), semicolons, spaces or new lines. */
export function splitLots(text: string): string[] {
  const lots = text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .split(/[\s,;，；、]+/)
    .map((lot) => lot.trim())
    .filter(Boolean);
  return [...new Set(lots)];
}

export function readCoaQuery(params: URLSearchParams): CoaQuery | null {
  const sn = (params.get('sn') ?? '').trim();
  const lots = splitLots(params.get('lot') ?? '');
  const brand = (params.get('brand') ?? '').trim();
  if (sn) return { sn, lots: [], brand: '' };
  if (lots.length > 0 && brand) return { sn: '', lots, brand };
  return null;
}

export function writeCoaQuery(query: CoaQuery): URLSearchParams {
  return new URLSearchParams(query.sn ? { sn: query.sn } : { lot: query.lots.join(','), brand: query.brand });
}
