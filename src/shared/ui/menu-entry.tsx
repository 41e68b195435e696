import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/** Where a shell entry stands: the user menu (a <li> of its role="menu" list) or the phone's navigation drawer. */
export type MenuEntryPlace = { variant: 'menu'; onNavigate: () => void } | { variant: 'drawer'; className: string | undefined; onNavigate: () => void };

/** An entry of the user menu (a menuitem button) or of the phone's drawer (a link) that goes to `to`. */
export function MenuEntry({ place, to, children }: { place: MenuEntryPlace; to: string; children: ReactNode }) {
  const navigate = useNavigate();
  if (place.variant === 'menu') {
    return (
      <li role="none">
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            place.onNavigate();
            void navigate(to);
          }}
        >
          {children}
        </button>
      </li>
    );
  }
  return (
    <li>
      <Link to={to} className={place.className} onClick={place.onNavigate}>
        {children}
      </Link>
    </li>
  );
}
