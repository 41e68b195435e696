import type { ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { materialQueries, type MaterialSummary } from '@/entities/material';
import { percent, type DrawnHit } from '../model/protocol';
import styles from './structure-search.styles';

/** The mall lists at most this many ids at once (docs/api.md §5 Structures). */
const MAX_IDS = 50;

/** Our own library's SVG, shown as an image: never parsed into the page (img-src allows data:). */
const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The hits, structure by structure: its drawing and the materials the mall lists for it (on-shelf ones, as the
 * product list shows them: `renderMaterials`).
 */
export function StructureResults({
  hits,
  mode,
  renderMaterials,
}: {
  hits: DrawnHit[];
  mode: 'exact' | 'substructure' | 'similarity';
  renderMaterials: (materials: MaterialSummary[]) => ReactNode;
}) {
  // every hit's materials, in pages of what the mall lists at once: the structures announced are the ones shown
  const ids = hits.flatMap((hit) => hit.ids);
  const pages = Array.from({ length: Math.ceil(ids.length / MAX_IDS) }, (_, i) => ids.slice(i * MAX_IDS, (i + 1) * MAX_IDS));
  const list = useQueries({
    queries: pages.map((page) => materialQueries.list({ ids: page.join(','), pageSize: MAX_IDS })),
    combine: (results) => ({
      isError: results.some((r) => r.isError),
      data: results.every((r) => r.data) ? { list: results.flatMap((r) => r.data?.list ?? []) } : undefined,
    }),
  });
  if (list.isError) {
    return (
      <p className={styles.error} role="alert">
        商品加载失败，请稍后重试。
      </p>
    );
  }
  const byId = new Map((list.data?.list ?? []).map((m) => [m._id, m]));
  return (
    <div>
      {hits.map((hit) => {
        const materials = hit.ids.map((id) => byId.get(id)).filter((m): m is MaterialSummary => m !== undefined);
        if (list.data && materials.length === 0) return null;
        const name = materials[0]?.name ?? '结构式';
        return (
          <section key={hit.idcode} className={styles.hit} aria-label={`${name} 的结构式与商品`}>
            <div>
              <img className={styles.structure} src={svgSrc(hit.svg)} alt={`${name} 的结构式`} width={180} height={130} />
              {mode === 'similarity' ? <p className={styles.score}>相似度 {percent(hit.score)}</p> : null}
            </div>
            <div>{list.data ? renderMaterials(materials) : <p className={styles.message}>正在加载商品…</p>}</div>
          </section>
        );
      })}
    </div>
  );
}
