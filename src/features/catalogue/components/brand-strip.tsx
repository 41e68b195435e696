import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { SkeletonBox } from '@/shared/ui/lite';
import { manufacturerQueries } from '../api/queries';
import { ImageBox } from './image-box';
import { InlineError } from './inline-error';
import styles from './catalogue-brands.module.css';

/** Authorised brands with their logos (home, brand zones). An empty answer renders nothing. */
export function BrandStrip({ limit = 12, enabled = true }: { limit?: number; enabled?: boolean }) {
  const { data, isPending, isError, refetch } = useQuery({ ...manufacturerQueries.list({ isAuthorizedDealer: 1, pageSize: limit }), enabled });
  if (isPending) {
    return (
      <ul className={styles.brandGrid} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} style={{ height: 120 }}>
            <SkeletonBox width="100%" height={110} />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) return <InlineError title="品牌加载失败" onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <p className={styles.emptyNote}>暂无授权品牌，请稍后再来看看。</p>;
  return (
    <ul className={styles.logoGrid}>
      {data.list.map((brand) => (
        <li key={brand._id}>
          <Link to={ROUTES.brand(brand._id)} className={styles.logoLink} title={brand.description}>
            <ImageBox src={brand.image} alt={`${brand.nameEn || brand.name} 标志`} ratio="5 / 2" />
            <span>{brand.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
