import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { ButtonLink } from '@/shared/ui/button-link';
import { materialQueries } from '@/entities/material';
import { manufacturerQueries } from '../api/queries';
import type { Manufacturer } from '../api/types';
import { CATEGORY_OPTIONS } from '../model/filters';
import { ImageBox } from './image-box';
import { MaterialCard } from './material-card';
import styles from './catalogue.module.css';
import detailStyles from './catalogue-detail.module.css';
import zone from './brand-zone.styles';

function ZoneBody({ brand, notice, tagline }: { brand: Manufacturer; notice?: ReactNode; tagline: string }) {
  const detail = useQuery(manufacturerQueries.detail(brand._id));
  const featured = useQuery(materialQueries.list({ mfrId: brand._id, sort: 'sales', pageSize: 10 }));
  const fresh = useQuery(materialQueries.list({ mfrId: brand._id, sort: 'newest', pageSize: 5 }));
  return (
    <>
      <section className={zone.hero} aria-labelledby="zone-title">
        <div className={zone.heroLogo}>
          <ImageBox src={brand.image} alt={`${brand.nameEn} 标志`} ratio="5 / 2" eager />
        </div>
        <div>
          <h1 id="zone-title" className={zone.heroTitle}>
            {brand.name === brand.nameEn ? brand.name : `${brand.name} ${brand.nameEn}`} 专区
          </h1>
          <p className={zone.heroTagline}>{tagline}</p>
          <p className={zone.heroText}>{brand.description}</p>
          <div className={zone.heroActions}>
            <ButtonLink to={ROUTES.brand(brand._id)} type="primary" size="large">
              浏览全部 {brand.materialCount ?? ''} 件产品
            </ButtonLink>
            <ButtonLink to={ROUTES.coa} size="large" ghost>
              查询 COA
            </ButtonLink>
          </div>
        </div>
      </section>
      {notice}
      <section className={detailStyles.section} aria-labelledby="zone-categories">
        <h2 id="zone-categories" className={detailStyles.sectionTitle}>
          产品分类
        </h2>
        {detail.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        ) : detail.isError || detail.data.categories.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无分类信息" />
        ) : (
          <ul className={zone.categories}>
            {detail.data.categories.map((c) => (
              <li key={c.category}>
                <Link to={`${ROUTES.brand(brand._id)}?category=${c.category}`} className={zone.category}>
                  <strong>{c.label}</strong>
                  <span>
                    {c.count} 件 · {CATEGORY_OPTIONS.find((o) => o.value === c.category)?.hint}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={detailStyles.section} aria-labelledby="zone-featured">
        <h2 id="zone-featured" className={detailStyles.sectionTitle}>
          热销产品
        </h2>
        {featured.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : featured.isError ? (
          <Alert type="error" showIcon title="产品加载失败" action={<Button onClick={() => void featured.refetch()}>重试</Button>} />
        ) : featured.data.list.length === 0 ? (
          <Empty description="该品牌暂无在售产品" />
        ) : (
          <ul className={styles.grid}>
            {featured.data.list.map((m) => (
              <li key={m._id}>
                <MaterialCard material={m} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {fresh.data && fresh.data.list.length > 0 ? (
        <section className={detailStyles.section} aria-labelledby="zone-new">
          <h2 id="zone-new" className={detailStyles.sectionTitle}>
            新品上架
          </h2>
          <ul className={styles.grid}>
            {fresh.data.list.map((m) => (
              <li key={m._id}>
                <MaterialCard material={m} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A brand zone (/biolegend, /dayou): hero, an optional notice, the brand's categories, featured and new materials. */
export function BrandZone({ nameEn, notice, tagline }: { nameEn: string; notice?: ReactNode; tagline: string }) {
  const { data, isPending, isError, refetch } = useQuery(manufacturerQueries.list({ keyword: nameEn, pageSize: 5 }));
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 8 }} style={{ minHeight: '80vh' }} />;
  if (isError) return <Alert type="error" showIcon title="品牌专区加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />;
  const brand = data.list.find((b) => b.nameEn.toLowerCase() === nameEn.toLowerCase()) ?? data.list[0];
  if (!brand) return <Empty description="该品牌暂未上架" />;
  return <ZoneBody brand={brand} notice={notice} tagline={tagline} />;
}
