import { queryOptions } from '@tanstack/react-query';
import { http, idSegment, isApiError, paths, type Page, type Schema } from '@/shared/api';
import { fetchMaterials, type MaterialSummary } from '@/entities/material';
import { sameCatalogueNo } from '@/shared/lib/catalogue-number';
import type { ScanTarget } from '../model/classify';

type Coa = Schema<'Coa'>;

/** What a code found: the pack (its detail is read apart), or products to choose from, and the lot it names. */
export interface ScanFind {
  /** the pack the code names */
  matlId: string | null;
  /** several products a CAS or a part of a catalogue number finds (no one pack) */
  candidates: MaterialSummary[];
  /** the lot on the label (GS1 AI 10, our COA link) and its certificate when the mall has it */
  lot: string | null;
  coa: Pick<Coa, 'sn' | 'lot' | 'expiresAt' | 'mfrName'> | null;
  /** the label's expiry (GS1 AI 17), YYYY-MM-DD */
  expiry: string | null;
  /** why nothing was found */
  missing: string | null;
}

const none = (missing: string): ScanFind => ({ matlId: null, candidates: [], lot: null, coa: null, expiry: null, missing });
/** A certificate found: its pack and lot. */
const fromCoa = (coa: Coa): ScanFind => ({ matlId: coa.matlId, candidates: [], lot: coa.lot, coa, expiry: null, missing: null });

async function coasOf(params: Record<string, string>, signal?: AbortSignal): Promise<Coa[]> {
  const body = await http.get<Page<Coa>>(paths.common('/scm/coas'), { params: { ...params, pageSize: 20 }, signal, silent: true });
  return body.data.list;
}

/** A certificate by its id (the 验收单's QR names its file); null when the mall has none by that id. */
async function coaById(id: string, signal?: AbortSignal): Promise<Coa | null> {
  try {
    return (await http.get<Coa>(paths.common(`/scm/coas/${idSegment(id)}`), { signal, silent: true })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The pack of a catalogue number: its own size when the number names one, else the product's first size. */
async function byCatalogueNo(code: string, signal?: AbortSignal): Promise<{ pack: MaterialSummary | null; others: MaterialSummary[] }> {
  const page = await fetchMaterials({ keyword: code, pageSize: 20 }, signal);
  const pack = page.list.find((m) => sameCatalogueNo(m.catalogNo, code)) ?? page.list.find((m) => sameCatalogueNo(m.productNo, code)) ?? null;
  return { pack, others: pack ? [] : page.list.slice(0, 5) };
}

/** The certificate is this pack's: the same material, or the same catalogue number. */
const ofPack = (coa: Coa, pack: MaterialSummary) => coa.matlId === pack._id || sameCatalogueNo(coa.catalogNo, pack.catalogNo);

async function resolve(target: ScanTarget, signal?: AbortSignal): Promise<ScanFind> {
  switch (target.kind) {
    case 'coa': {
      if ('id' in target) {
        const coa = await coaById(target.id, signal);
        return coa ? fromCoa(coa) : none('未找到这份 COA 报告，请核对验收单或改用证书编号查询');
      }
      const params: Record<string, string> = 'sn' in target ? { sn: target.sn } : { lot: target.lot, mfrName: target.brand };
      const [coa] = await coasOf(params, signal);
      if (!coa) return none('sn' in target ? `未找到证书编号 ${target.sn} 的 COA 报告` : `未找到批号 ${target.lot}（${target.brand}）的 COA 报告`);
      return fromCoa(coa);
    }
    case 'product':
      return { matlId: target.id, candidates: [], lot: null, coa: null, expiry: null, missing: null };
    case 'gs1': {
      let pack: MaterialSummary | null = null;
      if (target.gtin) pack = (await fetchMaterials({ gtin: target.gtin, pageSize: 1 }, signal)).list[0] ?? null;
      if (!pack && target.catalogueNo) pack = (await byCatalogueNo(target.catalogueNo, signal)).pack;
      if (!pack) return none(`本商城未找到 ${target.gtin ? `GTIN ${target.gtin}` : `货号 ${target.catalogueNo ?? ''}`} 对应的商品`);
      // lot numbers are a product's own, and the brand is matched on a part of its name: only this pack's certificate
      const coa = target.lot ? ((await coasOf({ lot: target.lot, mfrName: pack.mfrName }, signal)).find((c) => ofPack(c, pack)) ?? null) : null;
      return { matlId: pack._id, candidates: [], lot: target.lot, coa, expiry: target.expiry, missing: null };
    }
    case 'catalogue': {
      const { pack, others } = await byCatalogueNo(target.code, signal);
      if (pack) return { matlId: pack._id, candidates: [], lot: null, coa: null, expiry: null, missing: null };
      return others.length > 0 ? { ...none(''), missing: null, candidates: others } : none(`未找到货号 ${target.code} 的商品`);
    }
    case 'cas': {
      const page = await fetchMaterials({ keyword: target.cas, group: 'product', pageSize: 6 }, signal);
      if (page.list.length === 1) return { matlId: page.list[0]!._id, candidates: [], lot: null, coa: null, expiry: null, missing: null };
      return page.list.length > 0 ? { ...none(''), missing: null, candidates: page.list } : none(`未找到 CAS 号 ${target.cas} 的商品`);
    }
    default:
      return none('');
  }
}

export const scanQueries = {
  find: (target: ScanTarget) =>
    queryOptions({
      queryKey: ['materials', 'scan', target] as const,
      queryFn: ({ signal }) => resolve(target, signal),
      staleTime: 60_000,
    }),
};
