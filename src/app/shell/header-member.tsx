import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadApprovalsEntry } from '@/features/approvals';
import { loadRestockEntry } from '@/features/restock';
import { NoticeBell } from '@/features/notices';
import { CART_BADGE_OVERFLOW } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { initials } from '@/shared/lib/mask';
import { useCartCount } from '@/entities/cart';
import { useSession } from '@/entities/member';
import { LiteIcon, cartIcon, userIcon } from '@/shared/ui/lite-icons';
import { CountBadge, InitialAvatar, PopPanel } from '@/shared/ui/lite';
import userStyles from './header-user.module.css';

/**
 * 待我审批 and its count (on the avatar, an item of the user menu and of the phone's drawer): a chunk of its own,
 * asked for once the member is known to have a company.
 */
const ApprovalsEntry = lazy(loadApprovalsEntry);
/** The menu with the two entries it renders, loaded together so it opens once, whole (user-menu.tsx). */
const loadUserMenu = () => Promise.all([import('./user-menu'), loadApprovalsEntry(), loadRestockEntry()]).then(([menu]) => menu);
const UserMenu = lazy(loadUserMenu);

/**
 * The header's right side for a signed-in member: 我的发票, 我的订单, the bell, the cart and the user menu. A chunk
 * of its own (header.tsx loads it while the session starts): a visitor's first load does not carry it.
 */
export function MemberArea() {
  const { member, access } = useSession();
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  // the menu's items load when the pointer comes over the user button or the menu first opens (user-menu.tsx)
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = (open: boolean) => {
    if (open) setMenuWanted(true);
    setMenuOpen(open);
  };
  const closeMenu = () => setMenuOpen(false);
  if (!member) return null;

  const company = member.companyInfo;
  const displayCompany = company?.coName || company?.name || '未填写企业信息';
  const displayName = member.contactName || member.cellphone;
  // A member known only by a phone number gets a person icon, not the digit "1".
  const avatarText = company?.coName || company?.name || member.contactName;
  const avatar = <InitialAvatar>{avatarText ? initials(avatarText) : <LiteIcon icon={userIcon} />}</InitialAvatar>;
  const menu = (
    <div className={userStyles.menu}>
      <div className={userStyles.menuWho}>
        <strong>{company?.name || '未填写企业信息'}</strong>
        <span>{displayName}</span>
      </div>
      {menuWanted ? (
        <Suspense fallback={null}>
          <UserMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </div>
  );

  return (
    <div className={userStyles.userArea}>
      {access.canViewInvoices ? (
        <Link to={ROUTES.invoices} className={`${userStyles.headerLink} ${userStyles.wideOnly}`}>
          我的发票
        </Link>
      ) : null}
      {access.canViewOrders ? (
        <Link to={ROUTES.orders} className={`${userStyles.headerLink} ${userStyles.wideOnly}`}>
          我的订单
        </Link>
      ) : null}
      <span className={userStyles.bellHost}>
        <NoticeBell className={userStyles.bellButton} iconClassName={userStyles.cartIcon} />
      </span>
      {/* Named by its content, which starts with the words it shows (WCAG 2.5.3, label in name), also where a
          phone shows only the icon and the count. */}
      <Link to={ROUTES.cart} className={`${userStyles.headerLink} ${userStyles.cartLink}`}>
        <CountBadge count={cartCount ?? 0} overflow={CART_BADGE_OVERFLOW}>
          <LiteIcon icon={cartIcon} className={userStyles.cartIcon} aria-hidden data-fly-to-cart-target />
        </CountBadge>
        <span className={userStyles.cartText} aria-hidden="true">
          购物车
        </span>
        <span className="sr-only">{cartCount === undefined ? '购物车' : `购物车，${cartCount} 种商品`}</span>
      </Link>
      {/* where the names are shown, the tag sits by the name (header-user.module.css) */}
      {access.mustAskOwner ? <span className={`${userStyles.subTag} ${userStyles.subTagAlone}`}>子账号</span> : null}
      <PopPanel
        open={menuOpen}
        onOpenChange={openMenu}
        trigger={(props) => (
          // Named by what it shows, then what it is (WCAG 2.5.3): "上海生科 王敏 用户菜单" where the names are shown.
          <button type="button" className={userStyles.userButton} aria-haspopup="menu" onPointerEnter={() => void loadUserMenu()} {...props}>
            {access.mayApprove ? (
              <Suspense fallback={avatar}>
                <ApprovalsEntry variant="badge">{avatar}</ApprovalsEntry>
              </Suspense>
            ) : (
              avatar
            )}
            <span className={userStyles.userText}>
              <span className={userStyles.userCompany}>{displayCompany}</span>{' '}
              <span className={userStyles.userLine}>
                <span className={userStyles.userName}>{displayName}</span>
                {access.mustAskOwner ? <span className={`${userStyles.subTag} ${userStyles.subTagByName}`}>子账号</span> : null}
              </span>
            </span>
            <span className="sr-only"> 用户菜单</span>
          </button>
        )}
      >
        {menu}
      </PopPanel>
    </div>
  );
}
