import { useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '@/shared/ui/use-after-paint';
import { LiteSwitch, SkeletonBox, SmallButton } from '@/shared/ui/lite';
import { CONTROL_FILTER_OPTIONS, materialQueries } from '@/entities/material';
import { tagQueries } from '../api/queries';
import { CATEGORY_OPTIONS, toFacetFilters, type ListState } from '../model/filters';
import styles from './catalogue.module.css';

export interface Fixed {
  mfrId?: string;
  tagId?: string;
}

function FilterOption({ active, label, count, onClick }: { active: boolean; label: string; count?: number; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={styles.filterOption} aria-pressed={active} onClick={onClick}>
        <span>{label}</span>
        {count !== undefined ? <span className={styles.filterCount}>{count}</span> : null}
      </button>
    </li>
  );
}

/** The side filters of the catalogue list (category, brand, tag, control class, dealer, in stock). */
export function FilterPanel({ state, update, fixed }: { state: ListState; update: (patch: Partial<ListState>) => void; fixed: Fixed }) {
  // the filters are asked for once the list has been shown: the cards and their pictures go first
  const painted = useAfterFirstPaint();
  // every count is over the search and the other filters (toFacetFilters); a tag no product of them has is left out
  const facets = toFacetFilters(state, fixed);
  const brands = useQuery({ ...materialQueries.brandFacets(facets.brands), enabled: painted && !fixed.mfrId });
  const tags = useQuery({ ...tagQueries.facets(facets.tags), enabled: painted && !fixed.tagId });
  return (
    <>
      <div>
        <h3 className={styles.filterTitle}>产品分类</h3>
        <ul className={styles.filterList}>
          <FilterOption active={!state.category} label="全部分类" onClick={() => update({ category: undefined })} />
          {CATEGORY_OPTIONS.map((c) => (
            <FilterOption key={c.value} active={state.category === c.value} label={c.label} onClick={() => update({ category: c.value })} />
          ))}
        </ul>
      </div>
      {!fixed.mfrId ? (
        <div>
          <h3 className={styles.filterTitle}>品牌</h3>
          {brands.isPending ? (
            <FilterSkeleton rows={4} />
          ) : brands.isError ? (
            <SmallButton onClick={() => void brands.refetch()}>品牌加载失败，重试</SmallButton>
          ) : (
            <ul className={styles.filterList}>
              <FilterOption active={!state.brand} label="全部品牌" onClick={() => update({ brand: undefined })} />
              {brands.data.map((b) => (
                <FilterOption
                  key={b._id}
                  active={state.brand === b._id}
                  label={b.nameEn && b.nameEn !== b.name ? `${b.name} ${b.nameEn}` : b.name}
                  count={b.count}
                  onClick={() => update({ brand: b._id })}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {!fixed.tagId ? (
        <div>
          <h3 className={styles.filterTitle}>产品标签</h3>
          {tags.isPending ? (
            <FilterSkeleton rows={3} />
          ) : tags.isError ? (
            <SmallButton onClick={() => void tags.refetch()}>标签加载失败，重试</SmallButton>
          ) : (
            <ul className={styles.filterList}>
              <FilterOption active={!state.tag} label="全部标签" onClick={() => update({ tag: undefined })} />
              {tags.data
                .filter((t) => t.materialCount > 0 || state.tag === t._id)
                .map((t) => (
                  <FilterOption key={t._id} active={state.tag === t._id} label={t.name} count={t.materialCount} onClick={() => update({ tag: t._id })} />
                ))}
            </ul>
          )}
        </div>
      ) : null}
      <div>
        <h3 className={styles.filterTitle}>安全与管制</h3>
        <ul className={styles.filterList}>
          <FilterOption active={!state.control} label="全部" onClick={() => update({ control: undefined })} />
          {CONTROL_FILTER_OPTIONS.map((o) => (
            <FilterOption key={o.value} active={state.control === o.value} label={o.label} onClick={() => update({ control: o.value })} />
          ))}
        </ul>
      </div>
      <div>
        <h3 className={styles.filterTitle}>供货</h3>
        <div className={styles.switchRow} style={{ marginBottom: 8 }}>
          <span aria-hidden="true">只看授权经销品牌</span>
          <LiteSwitch checked={state.dealer} onChange={(on) => update({ dealer: on })} label="只看授权经销品牌" />
        </div>
        <div className={styles.switchRow}>
          <span aria-hidden="true">只看现货</span>
          <LiteSwitch checked={state.stock} onChange={(on) => update({ stock: on })} label="只看现货" />
        </div>
      </div>
    </>
  );
}

function FilterSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '4px 0' }}>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonBox key={i} width={i === rows - 1 ? '61%' : '100%'} height={16} />
      ))}
    </div>
  );
}
