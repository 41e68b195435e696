import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { SkeletonBox } from '@/shared/ui/lite';
import { tagQueries } from '../api/queries';
import type { Tag as TagType } from '../api/types';
import { ImageBox } from './image-box';
import { InlineError } from './inline-error';
import styles from './catalogue-brands.module.css';

function LabelCard({ tag }: { tag: TagType }) {
  return (
    <Link to={ROUTES.label(tag._id)} className={styles.brandCard}>
      <ImageBox src={tag.image} alt={tag.name} ratio="2 / 1" />
      <span className={styles.brandName}>
        {tag.name}
        <span style={{ color: '#646b7a', fontWeight: 400, fontSize: 12 }}>{tag.materialCount} 件</span>
      </span>
      <p className={styles.brandText}>{tag.description}</p>
    </Link>
  );
}

/** /label (and the home page's label row with `limit`): every product label with its picture. */
export function LabelDirectory({ limit, enabled = true }: { limit?: number; enabled?: boolean }) {
  const { data, isPending, isError, refetch } = useQuery({ ...tagQueries.list(), enabled });
  if (isPending) {
    // antd's paragraph skeleton (six 16 px lines, 16 px apart), without antd: the home page shows this list
    return (
      <div className={styles.skeleton} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonBox key={i} width={i === 5 ? '61%' : '100%'} height={16} />
        ))}
      </div>
    );
  }
  if (isError) return <InlineError title="标签加载失败" onRetry={() => void refetch()} />;
  const shown = data.filter((t) => t.materialCount > 0).slice(0, limit);
  if (shown.length === 0) return <p className={styles.emptyNote}>暂无产品标签。</p>;
  return (
    <ul className={styles.labelGrid}>
      {shown.map((tag) => (
        <li key={tag._id}>
          <LabelCard tag={tag} />
        </li>
      ))}
    </ul>
  );
}
