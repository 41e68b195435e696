import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { materialQueries } from '@/entities/material';
import { useSession } from '@/entities/member';
import { ROUTES } from '@/shared/config/routes';
import { PriceFigure } from '@/shared/ui/contract-price';
import { LinkButton } from '@/shared/ui/lite';
import { useRecentMaterials, type RecentMaterial } from '../model/recent';
import { ImageBox } from './image-box';
import styles from './catalogue-brands.module.css';

/** A recent material's price: the company's for a signed-in member (its detail entry's terms), else the list price. */
function RecentPrice({ item, signedIn }: { item: RecentMaterial; signedIn: boolean }) {
  const { data } = useQuery({ ...materialQueries.detail(item._id), enabled: signedIn });
  return (
    <span style={{ color: '#d4282c', fontWeight: 600 }}>
      <PriceFigure item={(signedIn ? data : undefined) ?? item} />
    </span>
  );
}

/**
 * 最近浏览, kept on this device; hidden when empty (no heading over nothing). A signed-in member sees the company's
 * price as the list and card show it (docs/api.md §5): the terms are the session's, read from the materials' detail
 * entries (the ones their pages read), never kept on the device.
 */
export function RecentStrip({ excludeId }: { excludeId?: string }) {
  const { items, clear } = useRecentMaterials();
  const { member } = useSession();
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
              <ImageBox src={m.image} alt={m.name} afterFirstScreen />
              <span className={styles.recentName} title={m.name}>
                {m.name}
              </span>
              <span style={{ color: '#5f677a' }}>{m.catalogNo}</span>
              <RecentPrice item={m} signedIn={member !== null} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
