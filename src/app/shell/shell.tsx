import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import type NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { loginPath } from '@/shared/config/routes';
import { trackPageView } from '@/shared/lib/analytics';
import { bindNavigator } from '@/shared/lib/navigation';
import { useSession } from '@/entities/member';
import { useSessionLifecycle } from '@/app/session-lifecycle';
import type { RouteMeta } from '@/shared/config/routes';
import { PrimaryButton, Spinner } from '@/shared/ui/lite';
import { useScrollRestoration } from '../scroll-restoration';
import { AssistantMount } from './assistant-mount';
import { BackToTop } from './back-to-top';
import { CompanyRequired } from './company-required';
import { DialogHost } from './dialog-host';
import { Footer } from './footer';
import { Header } from './header';
import styles from './shell.module.css';

type Progress = typeof NProgress;
let progress: Promise<Progress | null> | undefined;
/**
 * nprogress loads with the first navigation, not in every first load (its stylesheet is in the shop's one, so the
 * bar draws as soon as it starts). A failed load (offline) leaves navigations without a bar, and the next tries again.
 */
function loadProgress(): Promise<Progress | null> {
  progress ??= import('nprogress').then(
    ({ default: bar }) => {
      // The default template carries role="bar", not an ARIA role (axe: aria-roles); the bar is decorative.
      bar.configure({ showSpinner: false, barSelector: '.bar', template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>' });
      return bar;
    },
    () => {
      progress = undefined;
      return null;
    },
  );
  return progress;
}

const SITE = '实验材料商城';

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.title) return handle;
  }
  return { title: SITE, background: 'grey' };
}

/** Binds the router's navigate for non-React code (the http client's redirect). */
function NavigatorBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const where = useRef('/');
  useEffect(() => {
    where.current = `${pathname}${search}`;
  }, [pathname, search]);
  useEffect(() => bindNavigator((to, options) => navigate(to, options), () => where.current), [navigate]);
  return null;
}

function RouteProgress() {
  const navigation = useNavigation();
  const busy = useRef(false);
  useEffect(() => {
    busy.current = navigation.state !== 'idle';
    if (!busy.current && !progress) return; // nothing started yet
    // Read when the bar is there: a navigation that ended while nprogress loaded does not start it.
    void loadProgress().then((bar) => (busy.current ? bar?.start() : bar?.done()));
  }, [navigation.state]);
  return null;
}

/**
 * The document title, then a page view for the analytics service on every route change (spec §2). One
 * component, the title's effect first: the analytics script reads `document.title` as the view is pushed, and a
 * parent's effect (where the title was set before) runs after its children's, so views went out with the
 * previous page's title.
 */
function TitleAndPageViews({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = title === SITE ? SITE : `${title} - ${SITE}`;
  }, [title]);
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}

/** Marks an element focused by script after a pointer navigation: no focus ring on it (src/styles.css). */
const QUIET_FOCUS = 'data-quiet-focus';

/**
 * After an in-app navigation that left focus nowhere (the link pressed belonged to the page that went away),
 * focus goes to the new page's heading, or to the main region while the page has none: the next Tab goes on
 * from the top of the new page, and a screen reader says where the user is. Focus that is still on something
 * (a header link, the search box, a dialog) stays where it is. Not on the first page, whose focus starts at the
 * document as usual. The ring is drawn there only for a keyboard user (the last input a key press): after a
 * click or a tap the heading is focused quietly, as the browser's :focus-visible would decide for a click.
 */
function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const keyboardLast = useRef(false);
  useEffect(() => {
    const onKey = () => {
      keyboardLast.current = true;
    };
    const onPointer = () => {
      keyboardLast.current = false;
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('pointerdown', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // after the frame: React may still be committing the page the router has switched to
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const main = document.getElementById('main');
      const target = main?.querySelector<HTMLElement>('h1') ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      if (keyboardLast.current) target.removeAttribute(QUIET_FOCUS);
      else {
        target.setAttribute(QUIET_FOCUS, '');
        // a later focus of the same element (the skip link's #main, by keyboard) draws its ring again
        target.addEventListener('blur', () => target.removeAttribute(QUIET_FOCUS), { once: true });
      }
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

/**
 * A members-only page while the member cannot be loaded in passing (5xx, an HTML page, offline, a refresh
 * that failed in passing): the member stays signed in and on the page, which offers 重试. The message
 * itself was said once as a toast (useSessionLifecycle); here it stays readable.
 */
function SessionUnavailable({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <section className={styles.gatePanel} aria-labelledby="session-unavailable-title">
      <h1 id="session-unavailable-title" className={styles.gatePanelTitle}>
        暂时无法加载您的账号信息
      </h1>
      <p className={styles.gatePanelText}>
        <span>{message ?? '网络或服务暂时不可用，请稍后重试'}</span>
        <br />
        您仍处于登录状态。
      </p>
      <PrimaryButton onClick={onRetry}>重试</PrimaryButton>
    </section>
  );
}

/** Members-only and company-only routes: visitors go to login and come back after it. */
function AccessGate({ meta, children }: { meta: RouteMeta; children: React.ReactNode }) {
  const { access, loading, leaving, failed, failureMessage, retry } = useSession();
  const location = useLocation();
  if (!meta.access) return children;
  if (loading || leaving) {
    return (
      <div className={styles.gate}>
        <Spinner label="正在确认登录状态…" />
      </div>
    );
  }
  // Not knowing the member is not being signed out: never the login page for a passing failure.
  if (failed) return <SessionUnavailable message={failureMessage} onRetry={retry} />;
  if (!access.isAuthenticated) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  // Company-only pages, /mine/setting among them (spec §6: the company form comes before settings).
  if (meta.access === 'company' && !access.canUseCompanyPages) return <CompanyRequired canEdit={access.canEditCompany} title={meta.title} />;
  return children;
}

export function Shell() {
  useSessionLifecycle();
  useScrollRestoration();
  const meta = useRouteMeta();
  const { access } = useSession();
  const showFooter = meta.footer !== false;
  // A company-only page shown as the 请先完善企业信息 panel: the company form comes first.
  const gated = meta.access === 'company' && access.needsCompanyProfile;

  return (
    <div className={styles.shell} data-background={meta.background}>
      <NavigatorBridge />
      <RouteProgress />
      <TitleAndPageViews title={meta.title} />
      <RouteFocus />
      <a href="#main" className={styles.skipLink}>
        跳到主要内容
      </a>
      <Header hideRight={meta.hideHeaderRight === true} />
      <main id="main" className={showFooter ? styles.mainSpaced : styles.main}>
        <AccessGate meta={meta}>
          <Outlet />
        </AccessGate>
      </main>
      {showFooter ? <Footer /> : null}
      <BackToTop />
      <AssistantMount />
      <DialogHost calmPage={meta.task !== true && !gated} noticePrompt={meta.noticePrompt === true} companyPrompt={gated && access.canEditCompany} />
    </div>
  );
}

/** A route without the shell (/invoice/download) still needs the session and navigation bridge. */
export function BareShell() {
  useSessionLifecycle();
  useScrollRestoration();
  const meta = useRouteMeta();
  return (
    <>
      <NavigatorBridge />
      <TitleAndPageViews title={meta.title} />
      <AccessGate meta={meta}>
        <Outlet />
      </AccessGate>
      <DialogHost calmPage={false} noticePrompt={false} companyPrompt={false} />
    </>
  );
}
