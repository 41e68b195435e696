import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CART_BADGE_OVERFLOW } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { COUNT_PILL } from '@/shared/ui/count-pill';
import { restockQueries } from '../api/queries';

type Props =
  /** an item of the user menu (a <li> of its role="menu" list) */
  | { variant: 'menu'; onNavigate: () => void }
  /** an item of the phone's navigation drawer (a <li> of its list) */
  | { variant: 'drawer'; className: string | undefined; onNavigate: () => void };

/**
 * 到货提醒 in the shell (docs/api.md §24) with the count of arrived alerts not yet seen. Its own chunk, loaded once
 * a member is signed in, so the landing pages' first load does not carry it; the count is silent and fresh for a
 * minute.
 */
export default function RestockEntry(props: Props) {
  const arrived = useQuery(restockQueries.count()).data?.arrived ?? 0;
  const navigate = useNavigate();
  const shown = arrived > CART_BADGE_OVERFLOW ? `${CART_BADGE_OVERFLOW}+` : String(arrived);
  const label = (
    <>
      到货提醒
      {arrived > 0 ? (
        <>
          <span data-testid="restock-badge" aria-hidden="true" style={COUNT_PILL}>
            {shown}
          </span>
          <span className="sr-only">（{shown} 个商品已到货）</span>
        </>
      ) : null}
    </>
  );
  if (props.variant === 'menu') {
    return (
      <li role="none">
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            props.onNavigate();
            void navigate(ROUTES.restockAlerts);
          }}
        >
          {label}
        </button>
      </li>
    );
  }
  return (
    <li>
      <Link to={ROUTES.restockAlerts} className={props.className} onClick={props.onNavigate}>
        {label}
      </Link>
    </li>
  );
}
