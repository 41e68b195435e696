import { http, paths, type Page } from '@/shared/api';
import type { Coa, CoaLimits, CoaQuery, DictItem } from './types';

const COA_PAGE_SIZE = 50;

/** The lookup: one call per lot (the API takes one lot at a time), merged, newest first, no duplicates. */
export async function fetchCoas(query: CoaQuery, signal?: AbortSignal): Promise<Coa[]> {
  const calls = query.sn
    ? [{ sn: query.sn }]
    : query.lots.map((lot) => ({ lot, mfrName: query.brand }));
  const pages = await Promise.all(
    calls.map((params) =>
      http.get<Page<Coa>>(paths.common('/scm/coas'), { params: { ...params, pageSize: COA_PAGE_SIZE }, signal, silent: true }),
    ),
  );
  const seen = new Set<string>();
  return pages
    .flatMap((body) => body.data.list)
    .filter((coa) => (seen.has(coa._id) ? false : (seen.add(coa._id), true)))
    .sort((a, b) => b.manufacturedAt.localeCompare(a.manufacturedAt));
}

/** The COA of one lot of a material (any pack size of the product); `null` when the lot has none (10404). */
export async function fetchMaterialCoa(matlId: string, lot: string, signal?: AbortSignal): Promise<Coa> {
  const body = await http.get<Coa>(paths.v1(`/materials/${encodeURIComponent(matlId)}/coa`), { params: { lot }, signal, silent: true });
  return body.data;
}

export const DEFAULT_COA_LIMITS: CoaLimits = { dailyMax: 50, lotsMax: 10 };

/** The limits of the lookup from the coa_query dictionary; unknown entries keep the defaults. */
export async function fetchCoaLimits(signal?: AbortSignal): Promise<CoaLimits> {
  const body = await http.get<DictItem[]>(paths.common('/dict'), { params: { dict_type: 'coa_query' }, signal, silent: true });
  const items = Array.isArray(body.data) ? body.data : [];
  const num = (pattern: RegExp, fallback: number) => {
    const value = Number(items.find((i) => pattern.test(i.label))?.value);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    dailyMax: num(/每日|上限.*日|daily/i, DEFAULT_COA_LIMITS.dailyMax),
    lotsMax: num(/批号数量|lots/i, DEFAULT_COA_LIMITS.lotsMax),
  };
}

/** The certificate as a PDF (toasts its own failure through the client). */
export async function fetchCoaFile(id: string): Promise<Blob> {
  const body = await http.blob('GET', paths.common(`/scm/coas/${encodeURIComponent(id)}/file`));
  return body.data;
}
