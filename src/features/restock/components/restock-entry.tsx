import { useQuery } from '@tanstack/react-query';
import { CART_BADGE_OVERFLOW } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { COUNT_PILL } from '@/shared/ui/count-pill';
import { MenuEntry, type MenuEntryPlace } from '@/shared/ui/menu-entry';
import { restockQueries } from '../api/queries';

type Props = MenuEntryPlace;

/**
 * 到货提醒 in the shell (docs/api.md §24) with the count of arrived alerts not yet seen. Its own chunk, loaded once
 * a member is signed in, so the landing pages' first load does not carry it; the count is silent and fresh for a
 * minute.
 */
export default function RestockEntry(props: Props) {
  const arrived = useQuery(restockQueries.count()).data?.arrived ?? 0;
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
  return (
    <MenuEntry place={props} to={ROUTES.restockAlerts}>
      {label}
    </MenuEntry>
  );
}
