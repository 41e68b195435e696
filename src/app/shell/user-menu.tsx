import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@/features/auth';
import { loadApprovalsEntry } from '@/features/approvals';
import { loadRestockEntry } from '@/features/restock';
import { ROUTES } from '@/shared/config/routes';
import { useSession } from '@/entities/member';
import { useShellActions } from './shell-actions';
import styles from './header-user.module.css';

/** 待我审批 with its count (the header's avatar badge asks for the same chunk). */
const ApprovalsEntry = lazy(loadApprovalsEntry);
/** 到货提醒 with the count of arrived alerts not yet seen: a chunk of its own. */
const RestockEntry = lazy(loadRestockEntry);

/**
 * The user menu's items (header-member.tsx): a chunk of its own, asked for when the pointer comes over the user button or
 * the menu first opens, so the entry every page loads does not carry them. The two lazy entries have no Suspense
 * boundary of their own: the menu shows once with all its items (header-member.tsx's boundary), so none is inserted
 * later and moves the others under the pointer.
 */
export default function UserMenu({ onClose }: { onClose: () => void }) {
  const { access } = useSession();
  const logout = useLogout();
  const actions = useShellActions();
  const navigate = useNavigate();
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <ul role="menu" aria-label="用户菜单" className={styles.menuList}>
      {access.mayApprove ? <ApprovalsEntry variant="menu" onNavigate={onClose} /> : null}
      {access.canUseCompanyPages ? (
        <li role="none">
          <button type="button" role="menuitem" onClick={choose(() => void navigate(ROUTES.quotes))}>
            我的询价
          </button>
        </li>
      ) : null}
      {access.canUseCompanyPages ? (
        <li role="none">
          <button type="button" role="menuitem" onClick={choose(() => void navigate(ROUTES.buyingLists))}>
            常购清单
          </button>
        </li>
      ) : null}
      <RestockEntry variant="menu" onNavigate={onClose} />
      <li role="none">
        <button type="button" role="menuitem" onClick={choose(() => actions.openAccount(access.canUseCompanyPages))}>
          账号管理
        </button>
      </li>
      <li role="none">
        <button type="button" role="menuitem" onClick={choose(actions.openResetPassword)}>
          修改密码
        </button>
      </li>
      <li role="none">
        <button type="button" role="menuitem" className={styles.menuDanger} onClick={choose(() => logout.mutate())}>
          退出登录
        </button>
      </li>
    </ul>
  );
}
