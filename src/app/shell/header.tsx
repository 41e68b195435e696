import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LiteIcon, cartIcon, menuIcon, scanIcon, searchIcon, userIcon } from '@/shared/ui/lite-icons';
import { loadApprovalsEntry } from '@/features/approvals';
import { loadRestockEntry } from '@/features/restock';
import { NoticeBell } from '@/features/notices';
import { CART_BADGE_OVERFLOW } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { normaliseKeyword } from '@/shared/lib/catalogue-number';
import { initials } from '@/shared/lib/mask';
import { useCartCount } from '@/entities/cart';
import { useSession } from '@/entities/member';
import { CountBadge, InitialAvatar, PopPanel, SkeletonBox } from '@/shared/ui/lite';
import type { NavEntry } from './nav-drawer';
import { AssistantHeaderEntry } from './assistant-mount';
import { withAntd } from '@/shared/ui/with-antd';
import headerStyles from './header.module.css';
import userStyles from './header-user.module.css';

const NavDrawer = lazy(() => withAntd(import('./nav-drawer').then((m) => m.default)));
/**
 * 待我审批 and its count (on the avatar, an item of the user menu and of the phone's drawer): a chunk of its own,
 * asked for once the member is known to have a company.
 */
const ApprovalsEntry = lazy(loadApprovalsEntry);
/** The menu with the two entries it renders, loaded together so it opens once, whole (user-menu.tsx). */
const loadUserMenu = () => Promise.all([import('./user-menu'), loadApprovalsEntry(), loadRestockEntry()]).then(([menu]) => menu);
const UserMenu = lazy(loadUserMenu);

const NAV: NavEntry[] = [
  { to: ROUTES.home, label: '首页', end: true },
  { to: ROUTES.products, label: '全部产品' },
  { to: ROUTES.brands, label: '品牌' },
  { to: ROUTES.labels, label: '产品标签' },
  { to: ROUTES.coa, label: 'COA 查询' },
  { to: ROUTES.structureSearch, label: '结构式搜索', wide: true },
];

/**
 * Short enough to be read whole in the field at every width from 360 px, signed in or not (the field keeps
 * the width it needs: header.module.css, .searchInput; tests/e2e/header-fit.spec.ts). The search also finds
 * clone numbers (the list page says so); the field names what is searched most.
 */
const SEARCH_PLACEHOLDER = '货号 / 品名 / CAS 号';

/**
 * A native search form: keeps antd's form machinery out of the first load. It shows the list's keyword, and
 * follows it when the address changes (another page, another keyword) without being drawn anew, so the field
 * keeps the focus across the search it sends.
 */
function SearchBox() {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const current = pathname === ROUTES.products ? (new URLSearchParams(search).get('keyword') ?? '') : '';
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  return (
    <form
      role="search"
      className={headerStyles.search}
      data-page-search={pathname === ROUTES.products || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = normaliseKeyword(value);
        void navigate(keyword ? `${ROUTES.products}?keyword=${encodeURIComponent(keyword)}` : ROUTES.products);
      }}
    >
      <input
        type="search"
        className={headerStyles.searchInput}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="搜索产品"
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
      />
      {/* shown under the field while the search has the focus (header.module.css) */}
      <Link to={ROUTES.structureSearch}>按结构式搜索</Link>
      <button type="submit" className={headerStyles.searchButton}>
        <LiteIcon icon={searchIcon} aria-hidden />
        <span className={headerStyles.searchText}>搜索</span>
      </button>
      {/* a phone's way from the bottle on the bench to its paperwork: /coa's 扫码查找, the camera started at once */}
      <Link to={`${ROUTES.coa}?scan=1`} className={headerStyles.scan} aria-label="扫码查找" title="扫码查找">
        <LiteIcon icon={scanIcon} aria-hidden />
      </Link>
      <Link to={`${ROUTES.cart}?quick=1`} className={headerStyles.quickOrder} onPointerEnter={warmCart} onFocus={warmCart}>
        快速下单
      </Link>
    </form>
  );
}

/**
 * The cart page's code (what src/app/router.tsx loads for /cart: the page and antd's scope), asked for as the pointer
 * comes over 快速下单: the click then finds it, with its modulepreload links, in place, instead of adding them in
 * its own task (about 150 ms of a slow phone's tap, `npm run bench:inp`).
 */
const warmCart = () => void Promise.all([import('@/pages/cart'), import('@/shared/ui/antd-scope')]).catch(() => undefined);

function UserArea() {
  const { member, access, loading, failed, retry } = useSession();
  const cartCount = useCartCount();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // the menu's items load when the pointer comes over the user button or the menu first opens (user-menu.tsx)
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = (open: boolean) => {
    if (open) setMenuWanted(true);
    setMenuOpen(open);
  };
  const closeMenu = () => setMenuOpen(false);

  if (loading || failed) {
    // A token is stored: never 登录/注册 here. A passing failure keeps the skeleton and offers 重试.
    return (
      <div className={userStyles.userArea} data-testid="header-loading" aria-busy={loading}>
        <SkeletonBox width={72} height={24} still={!loading} />
        <SkeletonBox width={28} height={28} round still={!loading} />
        {failed ? (
          <button type="button" className={userStyles.retryButton} onClick={retry}>
            重试
          </button>
        ) : (
          <SkeletonBox width={96} height={24} />
        )}
      </div>
    );
  }

  if (!access.isAuthenticated || !member) {
    if (pathname.startsWith('/account/')) return null;
    return (
      <div className={userStyles.userArea}>
        <Link to={ROUTES.loginWechat} className={userStyles.loginLink}>
          登录/注册
        </Link>
      </div>
    );
  }

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

/** The ☰ button below 1200 px: the navigation (and 我的订单 / 我的发票) in a drawer. */
function NavToggle() {
  const { access } = useSession();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const memberLinks: NavEntry[] = [
    ...(access.canViewOrders ? [{ to: ROUTES.orders, label: '我的订单' }] : []),
    ...(access.canViewInvoices ? [{ to: ROUTES.invoices, label: '我的发票' }] : []),
    ...(access.canUseCompanyPages ? [{ to: ROUTES.quotes, label: '我的询价' }, { to: ROUTES.buyingLists, label: '常购清单' }] : []),
  ];
  return (
    <>
      <button
        type="button"
        className={headerStyles.navToggle}
        aria-label="打开导航菜单"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <LiteIcon icon={menuIcon} aria-hidden />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NavDrawer
            open={open}
            onClose={() => setOpen(false)}
            nav={NAV}
            memberLinks={memberLinks}
            approvals={access.mayApprove}
            restock={access.isAuthenticated}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function Header({ hideRight }: { hideRight: boolean }) {
  const { pathname } = useLocation();
  return (
    <header className={headerStyles.header}>
      <div className={hideRight ? `${headerStyles.headerInner} ${headerStyles.headerBare}` : headerStyles.headerInner}>
        <NavToggle />
        <Link to={ROUTES.home} className={headerStyles.logo} aria-label="实验材料商城 首页">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
          <span>实验材料商城</span>
        </Link>
        <nav className={headerStyles.nav} aria-label="主导航">
          {NAV.map((item) => {
            const active = item.end ? pathname === item.to : pathname.startsWith(item.to);
            return (
              <Link
                key={item.to}
                to={item.to}
                className={`${active ? headerStyles.navActive : headerStyles.navLink}${item.wide ? ` ${headerStyles.navWide}` : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        {hideRight ? null : <SearchBox />}
        {/* 小助手 on a phone: a place of its own, not floating over the page */}
        <AssistantHeaderEntry />
        {hideRight ? null : <UserArea />}
      </div>
    </header>
  );
}
