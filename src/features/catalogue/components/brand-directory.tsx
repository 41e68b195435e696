import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Empty, Segmented, Skeleton, Tag } from 'antd';
import { SafetyCertificateFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { manufacturerQueries } from '../api/queries';
import type { Manufacturer } from '../api/types';
import { ImageBox } from './image-box';
import styles from './catalogue-brands.module.css';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** First letter of the Latin name; names starting otherwise go under '#'. */
export function initialOf(brand: Pick<Manufacturer, 'nameEn' | 'name'>): string {
  const first = (brand.nameEn || brand.name).trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

export function BrandCard({ brand }: { brand: Manufacturer }) {
  return (
    <Link to={ROUTES.brand(brand._id)} className={styles.brandCard}>
      <ImageBox src={brand.image} alt={`${brand.nameEn || brand.name} 标志`} ratio="5 / 2" />
      <span className={styles.brandName}>
        <span>
          {brand.name}
          {brand.nameEn !== brand.name ? <span style={{ color: '#5f677a', fontWeight: 400 }}> {brand.nameEn}</span> : null}
        </span>
        {brand.isAuthorizedDealer ? (
          <Tag color="blue" icon={<SafetyCertificateFilled />} style={{ marginInlineEnd: 0 }}>
            授权
          </Tag>
        ) : null}
      </span>
      <p className={styles.brandText}>{brand.description}</p>
      <span style={{ fontSize: 12, color: '#646b7a' }}>
        {brand.country} · {brand.materialCount ?? 0} 件商品
      </span>
    </Link>
  );
}

/** /brand: every brand, an authorised-dealer filter (in the URL) and an initial-letter index. */
export function BrandDirectory() {
  const [params, setParams] = useSearchParams();
  const dealer = params.get('dealer') === '1';
  const { data, isPending, isError, refetch } = useQuery(manufacturerQueries.list({ pageSize: 100, ...(dealer ? { isAuthorizedDealer: 1 } : {}) }));

  const filter = (
    <Segmented
      value={dealer ? 'dealer' : 'all'}
      options={[
        { value: 'all', label: '全部品牌' },
        { value: 'dealer', label: '授权经销品牌' },
      ]}
      onChange={(v) => setParams(v === 'dealer' ? { dealer: '1' } : {})}
      style={{ marginBottom: 16 }}
    />
  );
  if (isPending) {
    return (
      <>
        {filter}
        <Skeleton active title={false} paragraph={{ rows: 10 }} style={{ minHeight: '80vh' }} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        {filter}
        <Alert type="error" showIcon title="品牌列表加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />
      </>
    );
  }
  const groups = new Map<string, Manufacturer[]>();
  for (const brand of [...data.list].sort((a, b) => (a.nameEn || a.name).localeCompare(b.nameEn || b.name))) {
    const letter = initialOf(brand);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  const letters = [...LETTERS, '#'];
  return (
    <>
      {filter}
      {data.list.length === 0 ? (
        <Empty description="没有符合条件的品牌" />
      ) : (
        <>
          <nav aria-label="按首字母查找品牌">
            <ul className={styles.letters}>
              {letters.map((l) =>
                groups.has(l) ? (
                  <li key={l}>
                    <a href={`#brand-${l}`} onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(`brand-${l}`)?.scrollIntoView({ behavior: 'smooth' });
                    }}>
                      {l}
                    </a>
                  </li>
                ) : (
                  <li key={l}>
                    <span aria-disabled="true">{l}</span>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {letters
            .filter((l) => groups.has(l))
            .map((l) => (
              <section key={l} id={`brand-${l}`} className={styles.letterGroup} aria-labelledby={`brand-${l}-title`}>
                <h2 id={`brand-${l}-title`} className={styles.letterTitle}>
                  {l}
                </h2>
                <ul className={styles.brandGrid}>
                  {groups.get(l)?.map((brand) => (
                    <li key={brand._id}>
                      <BrandCard brand={brand} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </>
      )}
    </>
  );
}
