import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Drawer } from 'antd';
import { loadApprovalsEntry } from '@/features/approvals';
import { loadRestockEntry } from '@/features/restock';
import { ROUTES } from '@/shared/config/routes';
import styles from './header.module.css';

const ApprovalsEntry = lazy(loadApprovalsEntry);
const RestockEntry = lazy(loadRestockEntry);

export interface NavEntry {
  to: string;
  label: string;
  end?: boolean;
  /** in the header's row only from 1440 px (below, the row has no room: tests/e2e/header-fit.spec.ts; the search field offers 按结构式搜索 at every width); always in the drawer */
  wide?: boolean;
}

/**
 * The header's navigation below 1200 px (and the member's 我的订单 / 我的发票):
 * a drawer from the left. Loaded on the first opening (src/app/shell/header.tsx).
 */
export default function NavDrawer({
  open,
  onClose,
  nav,
  memberLinks,
  approvals,
  restock,
}: {
  open: boolean;
  onClose: () => void;
  nav: NavEntry[];
  memberLinks: NavEntry[];
  /** 待我审批 (the member has a company): shown while orders wait for this member's decision */
  approvals?: boolean;
  /** 到货提醒 with its count (a signed-in member) */
  restock?: boolean;
}) {
  const { pathname } = useLocation();
  const item = (entry: NavEntry) => {
    const active = entry.end ? pathname === entry.to : pathname.startsWith(entry.to);
    return (
      <li key={entry.to}>
        <Link to={entry.to} className={active ? styles.drawerActive : styles.drawerLink} aria-current={active ? 'page' : undefined} onClick={onClose}>
          {entry.label}
        </Link>
      </li>
    );
  };
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title="实验材料商城">
      <nav aria-label="主导航（菜单）">
        <ul className={styles.drawerList}>{nav.map(item)}</ul>
        {memberLinks.length > 0 || restock ? (
          <ul className={styles.drawerList}>
            {memberLinks.map(item)}
            {approvals ? (
              <Suspense fallback={null}>
                <ApprovalsEntry variant="drawer" className={styles.drawerLink} onNavigate={onClose} />
              </Suspense>
            ) : null}
            {restock ? (
              <Suspense fallback={null}>
                <RestockEntry variant="drawer" className={pathname === ROUTES.restockAlerts ? styles.drawerActive : styles.drawerLink} onNavigate={onClose} />
              </Suspense>
            ) : null}
          </ul>
        ) : null}
      </nav>
    </Drawer>
  );
}
