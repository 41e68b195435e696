import { useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LiteIcon, type LiteIconDef } from '@/shared/ui/lite-icons';
import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';
import { antdIsland } from '@/shared/ui/antd-island';
import { FIRST_SCREEN_PENDING } from '@/shared/ui/first-screen';
import { MEDIA, useMedia } from '@/shared/ui/layout';
import {
  ClosableTag,
  LinkButton,
  LiteAlert,
  LiteButton,
  PrimaryButton,
  SkeletonBox,
  SmallButton,
} from '@/shared/ui/lite';
import { CONTROL_FILTER_OPTIONS, materialQueries, type MaterialPack, type MaterialSummary } from '@/entities/material';
import { tagQueries } from '../api/queries';
import { CATEGORY_LABEL, toFacetFilters, toFilters, type ListState } from '../model/filters';
import { firstRowSize, TWO_COLUMNS } from '../model/first-row';
import { useListState } from '../model/use-list-state';
import { ListPager, SortSelect } from './list-controls';
import { MaterialCard } from './material-card';
import { FilterPanel, type Fixed } from './filter-panel';
import { SearchBox } from './search-box';
import styles from './catalogue.module.css';

/** antd's filter, drawn by LiteIcon (src/shared/ui/lite-icons.tsx) with this component's code. */
const filterIcon: LiteIconDef = { name: 'filter', d: 'M880.1 154H143.9c-24.5 0-39.8 26.7-27.5 48L349 597.4V838c0 17.7 14.2 32 31.8 32h262.4c17.6 0 31.8-14.3 31.8-32V597.4L907.7 202c12.2-21.3-3.1-48-27.6-48zM603.4 798H420.6V642h182.9v156zm9.6-236.6l-9.5 16.6h-183l-9.5-16.6L212.7 226h598.6L613 561.4z' };

// The list, its sort and pager are drawn without antd (docs/performance.md); a phone's filter drawer is fetched when
// first opened.
const FilterDrawer = antdIsland(() => import('./filter-drawer').then((m) => m.FilterDrawer));

/** Every key spelled out: a patch without a key keeps the current value. */
const EMPTY_STATE: ListState = { q: '', category: undefined, brand: undefined, tag: undefined, control: undefined, dealer: false, stock: false, sort: 'default', page: 1 };

/**
 * The catalogue list: search, filters, sort and paging, all in the URL. Used by
 * /product and, with a brand or tag pinned (`fixed`), by /brand/:id and /label/:id.
 * `renderAction` is a slot for another feature's button on each card.
 */
export function MaterialBrowser({
  fixed = {},
  renderAction,
  showSearch = true,
  aside,
}: {
  fixed?: Fixed;
  /** given the product and its chosen pack size */
  renderAction?: (material: MaterialSummary, pack: MaterialPack) => ReactNode;
  showSearch?: boolean;
  aside?: ReactNode;
}) {
  const [state, update] = useListState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the drawer's code is fetched the first time it is opened
  const [drawerWanted, setDrawerWanted] = useState(false);
  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };
  // Past the sidebar's dozens of filter buttons in one key press: focus lands just before the results.
  const summary = useRef<HTMLParagraphElement>(null);
  const narrow = useMedia(MEDIA.narrow);
  const firstRow = firstRowSize(useMedia(TWO_COLUMNS));
  const filters = toFilters(state, fixed);
  const { data, isPending, isError, isPlaceholderData, refetch, isFetching, error } = useQuery(materialQueries.list(filters));
  const facets = toFacetFilters(state, fixed);
  const tags = useQuery({ ...tagQueries.list(), enabled: Boolean(state.tag) && !fixed.tagId });
  const brands = useQuery({ ...materialQueries.brandFacets(facets.brands), enabled: Boolean(state.brand) && !fixed.mfrId });

  const chips: { key: string; label: string; clear: Partial<ListState> }[] = [];
  if (state.q) chips.push({ key: 'q', label: `关键词：${state.q}`, clear: { q: '' } });
  if (state.category) chips.push({ key: 'category', label: `分类：${CATEGORY_LABEL[state.category]}`, clear: { category: undefined } });
  if (state.brand && !fixed.mfrId) {
    const brand = brands.data?.find((b) => b._id === state.brand)?.name ?? data?.list.find((m) => m.mfrId === state.brand)?.mfrName;
    chips.push({ key: 'brand', label: `品牌：${brand ?? '已选品牌'}`, clear: { brand: undefined } });
  }
  if (state.tag && !fixed.tagId) {
    const tag = tags.data?.find((t) => t._id === state.tag);
    chips.push({ key: 'tag', label: `标签：${tag?.name ?? '已选标签'}`, clear: { tag: undefined } });
  }
  if (state.control) {
    const control = CONTROL_FILTER_OPTIONS.find((o) => o.value === state.control)?.label;
    chips.push({ key: 'control', label: `安全：${control ?? state.control}`, clear: { control: undefined } });
  }
  if (state.dealer) chips.push({ key: 'dealer', label: '授权经销品牌', clear: { dealer: false } });
  if (state.stock) chips.push({ key: 'stock', label: '只看现货', clear: { stock: false } });
  const clearAll = () => update({ ...EMPTY_STATE, sort: state.sort });

  const panel = <FilterPanel state={state} update={update} fixed={fixed} />;

  let body: ReactNode;
  if (isPending) {
    body = (
      <ul className={styles.grid} aria-busy="true" aria-label="正在加载商品" {...FIRST_SCREEN_PENDING}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={styles.gridSkeleton}>
            <SkeletonBox width="100%" height={150} />
            <SkeletonBox width="100%" height={16} style={{ marginTop: 16 }} />
            <SkeletonBox width="100%" height={16} style={{ marginTop: 12 }} />
            <SkeletonBox width="61%" height={16} style={{ marginTop: 12 }} />
          </li>
        ))}
      </ul>
    );
  } else if (isError && !data) {
    body = (
      <LiteAlert
        type="error"
        title="商品列表加载失败"
        description={`${error instanceof Error ? error.message : '请稍后重试'}。您的搜索条件已保留。`}
        action={<LiteButton onClick={() => void refetch()}>{isFetching ? '正在重试…' : '重试'}</LiteButton>}
      />
    );
  } else if (data.total === 0) {
    body = (
      <div className={styles.noResults}>
        <div style={{ textAlign: 'left', display: 'inline-block', maxWidth: 520 }}>
            <p style={{ fontSize: 15, fontWeight: 600, color: '#1f2533', margin: '0 0 8px' }}>
              {state.q ? `没有找到与“${state.q}”相关的商品` : '当前筛选条件下没有商品'}
            </p>
            <ul style={{ margin: '0 0 8px', paddingLeft: 18, color: '#5b6478' }}>
              <li>检查货号或 CAS 号是否输入完整，货号可不带连字符（如 420201100T）</li>
              <li>减少关键词，或只输入产品名称中的核心词</li>
              {chips.length > (state.q ? 1 : 0) ? <li>清除部分筛选条件（分类、品牌、标签、安全与管制、现货）</li> : null}
            </ul>
            <p style={{ margin: 0, color: '#5b6478' }}>
              仍未找到？请致电 {HOTLINE}（{HOTLINE_HOURS}），我们帮您查询货源。
            </p>
        </div>
        {chips.length > 0 ? (
          <div style={{ marginTop: 16 }}>
            <PrimaryButton onClick={clearAll}>清除全部条件</PrimaryButton>
          </div>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        {isError ? (
          <LiteAlert
            type="warning"
            title="最新结果加载失败，当前显示的是上一次的结果"
            action={<SmallButton onClick={() => void refetch()}>重试</SmallButton>}
          />
        ) : null}
        <ul className={styles.grid} aria-label="商品列表" aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          {data.list.map((m, i) => (
            <li key={m._id}>
              <MaterialCard material={m} action={renderAction && ((pack) => renderAction(m, pack))} eager={i < firstRow} />
            </li>
          ))}
        </ul>
        <div className={styles.pager}>
          <ListPager
            page={data.page}
            total={data.total}
            narrow={narrow}
            onChange={(page) => update({ page })}
          />
        </div>
      </>
    );
  }

  return (
    <div className={styles.browser}>
      <aside className={styles.sidebar} aria-label="筛选条件">
        <button type="button" className={styles.skipToResults} onClick={() => summary.current?.focus()}>
          跳到商品列表
        </button>
        {panel}
      </aside>
      <div className={styles.main}>
        {showSearch ? (
          <SearchBox value={state.q} scope={facets.brands} onSearch={(q, brand) => update(brand ? { q, brand } : { q })} />
        ) : null}
        {aside}
        <div className={styles.toolbar}>
          <p className={styles.summary} aria-live="polite" tabIndex={-1} ref={summary}>
            {data ? (
              <>
                共 <strong>{data.total}</strong> 件商品
              </>
            ) : (
              '正在查询…'
            )}
          </p>
          <div style={{ display: 'flex', gap: 8 }}>
            <LiteButton className={styles.filterButton} icon={<LiteIcon icon={filterIcon} />} onClick={openDrawer}>
              筛选{chips.length > 0 ? `（${chips.length}）` : ''}
            </LiteButton>
            <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
          </div>
        </div>
        {chips.length > 0 ? (
          <div className={styles.chips}>
            {chips.map((chip) => (
              <ClosableTag key={chip.key} onClose={() => update(chip.clear)}>
                {chip.label}
              </ClosableTag>
            ))}
            <LinkButton onClick={clearAll}>清除全部</LinkButton>
          </div>
        ) : null}
        {body}
      </div>
      {drawerWanted ? (
        <FilterDrawer fallback={null} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {panel}
        </FilterDrawer>
      ) : null}
    </div>
  );
}
