import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LiteIcon, menuIcon, scanIcon, searchIcon } from '@/shared/ui/lite-icons';
import { ROUTES, SCAN_PRESS } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { normaliseKeyword } from '@/shared/lib/catalogue-number';
import { useSession } from '@/entities/member';
import { SkeletonBox } from '@/shared/ui/lite';
import type { NavEntry } from './nav-drawer';
import { AssistantHeaderEntry } from './assistant-mount';
import { withAntd } from '@/shared/ui/with-antd';
import headerStyles from './header.module.css';
import userStyles from './header-user.module.css';

const NavDrawer = lazy(() => withAntd(import('./nav-drawer').then((m) => m.default)));

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
      <Link to={`${ROUTES.coa}?scan=1`} state={SCAN_PRESS} className={headerStyles.scan} aria-label="扫码查找" title="扫码查找">
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

/**
 * The signed-in header (header-member.tsx) is a chunk of its own, so that a visitor's first load does not carry it.
 * It is asked for while the session starts (a token is stored), so it is in place when the member is known.
 */
let memberArea: ComponentType | undefined;
const MEMBER_AREA_FAILED = '账号栏暂时无法显示，请检查网络后点「重试」';
let memberAreaLoad: Promise<ComponentType> | undefined;
function loadMemberArea(): Promise<ComponentType> {
  memberAreaLoad ??= import('./header-member').then(
    (m) => (memberArea = m.MemberArea),
    (error: unknown) => {
      memberAreaLoad = undefined; // 重试 asks again
      throw error;
    },
  );
  return memberAreaLoad;
}

/** While the session starts, and while the signed-in header loads: its place, the same size. */
function UserSkeleton({ loading, retry }: { loading: boolean; retry?: () => void }) {
  // A token is stored: never 登录/注册 here. A passing failure keeps the skeleton and offers 重试.
  return (
    <div className={userStyles.userArea} data-testid="header-loading" aria-busy={loading}>
      <SkeletonBox width={72} height={24} still={!loading} />
      <SkeletonBox width={28} height={28} round still={!loading} />
      {retry ? (
        <button type="button" className={userStyles.retryButton} onClick={retry}>
          重试
        </button>
      ) : (
        <SkeletonBox width={96} height={24} />
      )}
    </div>
  );
}

function UserArea() {
  const { member, access, loading, failed, retry } = useSession();
  const { pathname } = useLocation();
  const [MemberArea, setMemberArea] = useState(() => memberArea);
  // the chunk failed in passing (offline, a timeout): the skeleton stays, with 重试
  const [areaFailed, setAreaFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wanted = loading || failed || (access.isAuthenticated && Boolean(member));
  useEffect(() => {
    if (!wanted || MemberArea) return;
    let live = true;
    loadMemberArea().then(
      (area) => live && setMemberArea(() => area),
      () => {
        if (!live) return;
        setAreaFailed(true);
        feedback.error(MEMBER_AREA_FAILED, { key: MEMBER_AREA_FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, MemberArea, attempt]);

  // the session's 重试 asks for a failed chunk again as well (tests/app/shell-chunks-offline.test.tsx)
  const retrySession = () => {
    if (areaFailed) {
      setAreaFailed(false);
      setAttempt((n) => n + 1);
    }
    retry();
  };
  if (loading || failed) return <UserSkeleton loading={loading} retry={failed ? retrySession : undefined} />;

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

  if (MemberArea) return <MemberArea />;
  const retryArea = () => {
    setAreaFailed(false);
    setAttempt((n) => n + 1);
  };
  return <UserSkeleton loading={!areaFailed} retry={areaFailed ? retryArea : undefined} />;
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
