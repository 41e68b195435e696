import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config/routes';
import { formatFen, toFen } from '@/shared/lib/money';
import { LinkButton } from '@/shared/ui/lite';
import { useRecentMaterials } from '../model/recent';
import { ImageBox } from './image-box';
import styles from './catalogue-brands.module.css';

/** 最近浏览, kept on this device; hidden when empty (no heading over nothing). */
export function RecentStrip({ excludeId }: { excludeId?: string }) {
  const { items, clear } = useRecentMaterials();
  const shown = items.filter((m) => m._id !== excludeId);
  if (shown.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby="recent-title">
      <div className={styles.recentHead}>
        <h2 id="recent-title" className={styles.recentTitle}>
          最近浏览
        </h2>
        <LinkButton onClick={clear}>清空</LinkButton>
      </div>
      <ul className={styles.recentList}>
        {shown.map((m) => (
          <li key={m._id} className={styles.recentItem}>
            <Link to={ROUTES.product(m._id)}>
              <ImageBox src={m.image} alt={m.name} />
              <span className={styles.recentName} title={m.name}>
                {m.name}
              </span>
              <span style={{ color: '#5f677a' }}>{m.catalogNo}</span>
              <span style={{ color: '#d4282c', fontWeight: 600 }}>{formatFen(toFen(m.price))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
