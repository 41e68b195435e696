import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LiteIcon, type LiteIconDef } from '@/shared/ui/lite-icons';
import { imageSrc, isApiError } from '@/shared/api';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { stockStatus } from '@/shared/lib/stock-status';
import { antdIsland } from '@/shared/ui/antd-island';
import { LinkButton, LiteAlert, LiteButton, LiteTag, SkeletonBox } from '@/shared/ui/lite';
import { StockTag } from '@/shared/ui/stock-tag';
import { FIRST_SCREEN_PENDING } from '@/shared/ui/first-screen';
import { useAfterFirstPaint } from '@/shared/ui/use-after-paint';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { conditionOf, materialQueries, SHIPPING_LABEL, tagsBesideHazard, type MaterialDetail } from '@/entities/material';
import { CATEGORY_LABEL } from '../model/filters';
import { rememberMaterial } from '../model/recent';
import { CopyText } from './copy-text';
import { DetailPrice, DetailTerms } from './detail-price';
import { ImageBox } from './image-box';
import { LazyHazardMarks } from './lazy-hazard';
import { MaterialCard } from './material-card';
import { PackTable } from './pack-table';
import styles from './catalogue.module.css';
import detailStyles from './catalogue-detail.module.css';

/** antd's safety-certificate (filled), drawn by LiteIcon (src/shared/ui/lite-icons.tsx) with this component's code. */
const certifiedIcon: LiteIconDef = { name: 'safety-certificate', d: 'M866.9 169.9L527.1 54.1C523 52.7 517.5 52 512 52s-11 .7-15.1 2.1L157.1 169.9c-8.3 2.8-15.1 12.4-15.1 21.2v482.4c0 8.8 5.7 20.4 12.6 25.9L499.3 968c3.5 2.7 8 4.1 12.6 4.1s9.2-1.4 12.6-4.1l344.7-268.6c6.9-5.4 12.6-17 12.6-25.9V191.1c.2-8.8-6.6-18.3-14.9-21.2zM694.5 340.7L481.9 633.4a16.1 16.1 0 01-26 0l-126.4-174c-3.8-5.3 0-12.7 6.5-12.7h55.2c5.1 0 10 2.5 13 6.6l64.7 89 150.9-207.8c3-4.1 7.8-6.6 13-6.6H688c6.5.1 10.3 7.5 6.5 12.8z' };

// 安全信息's facts and the document buttons (docs/api.md §20, §22) follow once the first screen is shown (not when
// their places come near: drawn then, they would push the footer down under a reader who has scrolled to the end).
const SafetyFacts = antdIsland(() => import('./safety-info').then((m) => m.SafetyFacts));
const MaterialDocuments = antdIsland(() => import('./safety-info').then((m) => m.MaterialDocuments));

// 相似现货 of a chemical that cannot be bought here now: a chunk of its own, after the first paint
const SimilarInStock = lazy(() => import('./similar-in-stock'));

function Similar({ material: m }: { material: MaterialDetail }) {
  const painted = useAfterFirstPaint();
  const maybe = m.idcode && (m.offShelf || m.stock === 0 || m.hazard?.controls.some((c) => c !== 'hazardous'));
  return painted && maybe ? (
    <Suspense>
      <SimilarInStock material={m} />
    </Suspense>
  ) : null;
}

function Related({ material }: { material: MaterialDetail }) {
  // asked for once the page has been shown: the picture and the facts go first
  const painted = useAfterFirstPaint();
  const { data } = useQuery({
    ...materialQueries.list({ category: material.category, mfrId: material.mfrId, sort: 'sales', pageSize: 7 }),
    enabled: painted,
  });
  const items = data?.list.filter((m) => m.productNo !== material.productNo).slice(0, 6) ?? [];
  if (!data || items.length === 0) return null;
  return (
    <section className={detailStyles.section} aria-labelledby="related-title">
      <h2 id="related-title" className={detailStyles.sectionTitle}>
        相关产品
      </h2>
      <ul className={styles.grid}>
        {items.map((m) => (
          <li key={m._id}>
            <MaterialCard material={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** To the 安全信息 section, its heading focused for a keyboard or screen reader. */
function showSafety() {
  const heading = document.getElementById('safety-title');
  heading?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

function MaterialNotFound() {
  return (
    <section className={detailStyles.notFound}>
      <h1>商品不存在或已下架</h1>
      <p>请检查链接是否完整，或搜索货号查找同类产品。需要帮助请致电 {HOTLINE}。</p>
      <nav aria-label="去别处看看">
        <Link to={ROUTES.products}>浏览全部产品</Link>
        <Link to={ROUTES.home}>返回首页</Link>
      </nav>
    </section>
  );
}

/**
 * A material's page. Slots: `buy` (quantity + add to cart, from the page),
 * `documents` (COA by lot, from the COA feature, under the SDS and datasheet), `after` (e.g. 最近浏览), `aside`
 * (under the name: 加入对比).
 */
export function MaterialDetailView({
  id,
  buy,
  documents,
  after,
  aside,
}: {
  id: string;
  buy: (material: MaterialDetail) => ReactNode;
  /** beside the name, e.g. 加入对比 */
  aside?: (material: MaterialDetail) => ReactNode;
  documents?: (material: MaterialDetail) => ReactNode;
  after?: ReactNode;
}) {
  const { data: m, isPending, isError, error, refetch, isFetching } = useQuery(materialQueries.detail(id));

  useEffect(() => {
    if (m) rememberMaterial({ _id: m._id, name: m.name, catalogNo: m.catalogNo, price: m.price, image: m.image });
  }, [m]);

  if (isPending) {
    return (
      // As tall as a loaded page's first screen: the footer does not jump when the data arrives.
      <div className={detailStyles.detail} aria-busy="true" style={{ minHeight: '80vh' }} {...FIRST_SCREEN_PENDING}>
        <SkeletonBox width="100%" height={280} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <SkeletonBox key={i} width={i === 7 ? '61%' : '100%'} height={16} />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.code === 404)) {
      return (
        <>
          <MaterialNotFound />
          {after}
        </>
      );
    }
    return (
      <LiteAlert
        type="error"
        title="商品信息加载失败"
        description={error instanceof Error ? error.message : '请稍后重试'}
        action={<LiteButton onClick={() => void refetch()}>{isFetching ? '正在重试…' : '重试'}</LiteButton>}
      />
    );
  }

  return (
    <>
      <nav className={detailStyles.breadcrumb} aria-label="面包屑">
        <ol>
          <li>
            <Link to={ROUTES.home}>首页</Link>
          </li>
          <li>
            <Link to={ROUTES.products}>全部产品</Link>
          </li>
          <li>
            <Link to={`${ROUTES.products}?category=${m.category}`}>{CATEGORY_LABEL[m.category]}</Link>
          </li>
          <li aria-current="page">{m.catalogNo}</li>
        </ol>
      </nav>
      {m.offShelf ? <LiteAlert type="warning" title="该商品已下架，仅供查看历史信息" style={{ marginBottom: 12 }} /> : null}
      <div className={detailStyles.detail}>
        <ImageBox src={m.image} alt={m.name} eager />
        <div style={{ minWidth: 0 }}>
          <h1 className={detailStyles.detailTitle}>{m.name}</h1>
          {m.nameEn ? <p className={detailStyles.detailEn}>{m.nameEn}</p> : null}
          {aside?.(m)}
          <dl className={detailStyles.facts}>
            <dt>货号</dt>
            <dd>
              <CopyText text={m.catalogNo} label="复制货号" />
            </dd>
            <dt>品牌</dt>
            <dd>
              <Link to={ROUTES.brand(m.mfrId)}>
                {m.mfrName}
                {m.mfrNameEn && m.mfrNameEn !== m.mfrName ? ` ${m.mfrNameEn}` : ''}
              </Link>
              {m.manufacturer?.isAuthorizedDealer ? (
                <span style={{ marginLeft: 8 }}>
                  <LiteTag tone="blue">
                    <LiteIcon icon={certifiedIcon} /> 授权经销
                  </LiteTag>
                </span>
              ) : null}
            </dd>
            {tagsBesideHazard(m.tags, m.hazard).length > 0 ? (
              <>
                <dt>标签</dt>
                <dd>
                  {tagsBesideHazard(m.tags, m.hazard).map((t) => (
                    <Link key={t._id} to={ROUTES.label(t._id)}>
                      <LiteTag tone={t.color}>{t.name}</LiteTag>
                    </Link>
                  ))}
                </dd>
              </>
            ) : null}
            <dt>规格</dt>
            <dd>{m.spec}</dd>
            {m.cas ? (
              <>
                <dt>CAS 号</dt>
                <dd>{m.cas}</dd>
              </>
            ) : null}
            {m.structureImage ? (
              <>
                <dt>结构式</dt>
                <dd>
                  {/* the mall's drawing as an image (docs/api.md §5 Structures): no OpenChemLib on this page */}
                  <img className={detailStyles.structure} src={imageSrc(m.structureImage)} alt={`${m.name} 的结构式`} loading="lazy" decoding="async" />
                </dd>
              </>
            ) : null}
            {m.hazard ? (
              <>
                <dt>危险性</dt>
                <dd className={detailStyles.hazardFact}>
                  <LazyHazardMarks hazard={m.hazard} size={26} signal />
                  <LinkButton onClick={() => showSafety()}>查看安全信息</LinkButton>
                </dd>
              </>
            ) : null}
            {m.host ? (
              <>
                <dt>宿主 / 克隆</dt>
                <dd>
                  {m.host}
                  {m.clone ? ` / ${m.clone}` : ''}
                </dd>
              </>
            ) : null}
            {m.reactivity?.length ? (
              <>
                <dt>反应种属</dt>
                <dd>{m.reactivity.join('、')}</dd>
              </>
            ) : null}
            {m.applications?.length ? (
              <>
                <dt>应用</dt>
                <dd>{m.applications.join('、')}</dd>
              </>
            ) : null}
            <dt>储存条件</dt>
            <dd>{m.storage}</dd>
            <dt>运输条件</dt>
            <dd>{SHIPPING_LABEL[conditionOf(m)]}</dd>
            <dt>发货</dt>
            <dd>{stockStatus(m).delivery}</dd>
          </dl>
          <div className={detailStyles.buyBox}>
            <DetailPrice material={m} className={detailStyles.bigPrice} />
            <span style={{ color: '#5f677a' }}>/ {m.spec}</span>
            <StockTag stock={m.stock} leadDays={m.leadDays} />
            <DetailTerms material={m} />
            <div style={{ flexBasis: '100%' }} />
            {m.offShelf ? (
              <span style={{ color: '#5f677a' }}>已下架，无法购买</span>
            ) : stockStatus(m).orderable ? (
              buy(m)
            ) : (
              <span style={{ color: '#5f677a' }}>暂时缺货，无法购买；到货时间请致电 {HOTLINE} 咨询</span>
            )}
          </div>
        </div>
      </div>

      <Similar material={m} />

      <section className={detailStyles.section} aria-labelledby="packs-title">
        <h2 id="packs-title" className={detailStyles.sectionTitle}>
          规格与价格
        </h2>
        <div className={detailStyles.tableWrap}>
          <PackTable packs={m.siblings} />
        </div>
      </section>

      {m.hazard ? (
        <section className={detailStyles.section} aria-labelledby="safety-title">
          <h2 id="safety-title" className={`${detailStyles.sectionTitle} ${detailStyles.anchored}`} tabIndex={-1}>
            安全信息
          </h2>
          <SafetyFacts fallback={<SkeletonBox width="100%" height={160} still />} material={m} />
        </section>
      ) : null}

      <section className={detailStyles.section} aria-labelledby="desc-title">
        <h2 id="desc-title" className={detailStyles.sectionTitle}>
          产品说明
        </h2>
        <p style={{ lineHeight: 1.8, color: '#3a4254', margin: 0 }}>{m.description || '该产品暂无详细说明，如需资料请致电客服。'}</p>
      </section>

      <section className={detailStyles.section} aria-labelledby="docs-title">
        <h2 id="docs-title" className={detailStyles.sectionTitle}>
          产品文档
        </h2>
        <MaterialDocuments fallback={<div className={detailStyles.docButtons} style={{ minHeight: 32 }} />} material={m} />
        {documents?.(m)}
      </section>

      <Related material={m} />
      {after ? <div className={detailStyles.section}>{after}</div> : null}
    </>
  );
}
