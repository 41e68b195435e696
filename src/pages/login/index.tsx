import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { loadLoginPanel, useOauthReturn } from '@/features/auth';
import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { safeRedirect } from '@/shared/lib/safe-redirect';
import { historyAtom } from '@/shared/session';
import { useSession } from '@/entities/member';
import { useNoFloatingOnPhone } from '@/shared/ui/action-bar';
import { withAntd } from '@/shared/ui/with-antd';
import styles from './login.module.css';

// Kept out of the first load (src/features/auth/index.ts): the introduction draws at once, without antd,
// and the panel follows inside antd's scope (the page is `antd: false` in src/app/router.tsx), with the small
// stylesheet of its own components (scripts/antd-sheets.ts).
const LoginPanel = lazy(() => withAntd(loadLoginPanel().then((m) => m.LoginPanel), 'login'));

const BENEFITS = [
  ['正品授权', 'BioLegend、达优等品牌授权经销，批次 COA 可查'],
  ['企业采购', '增值税专票、销售合同、子账号分级管理'],
  ['冷链直达', '干冰、冰袋全程冷链，顺丰配送可追踪'],
];

export function Component() {
  const [params, setParams] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), ROUTES.home);
  const { access, loading } = useSession();
  const setHistory = useSetAtom(historyAtom);
  // the floating 小助手 would cover the form and the introduction on a phone (issue 24 item 7)
  useNoFloatingOnPhone();

  useEffect(() => setHistory(redirect), [redirect, setHistory]);

  // The introduction paints first; the panel's code (antd's form) is fetched once it is shown, so the
  // page shows before the form's hundred-odd KiB arrive on a slow phone (docs/performance.md).
  const [panelWanted, setPanelWanted] = useState(false);
  useEffect(() => {
    // two frames: the first is the one that paints the introduction, the second starts after it was shown
    let frame = requestAnimationFrame(() => {
      // a transition: React draws the form in slices, yielding to the browser in between
      frame = requestAnimationFrame(() => startTransition(() => setPanelWanted(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // The official-account OAuth return leg: checked, then exchanged once.
  useOauthReturn(params.get('code'), params.get('state'));
  // Read once, the code and state leave the address bar: not kept in history, not in a later referrer.
  useEffect(() => {
    if (!params.has('code') && !params.has('state')) return;
    const rest = new URLSearchParams(params);
    rest.delete('code');
    rest.delete('state');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  if (!loading && access.isAuthenticated) return <Navigate to={redirect} replace />;

  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-label="商城介绍">
        <h1 className={styles.title}>欢迎来到实验材料商城</h1>
        <ul className={styles.benefits}>
          {BENEFITS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <p className={styles.service}>
          客服热线 {HOTLINE}（{HOTLINE_HOURS}）
        </p>
      </section>
      <section className={styles.card} aria-label="登录">
        <div className={styles.panelSlot}>
          <Suspense fallback={null}>
            {panelWanted ? <LoginPanel initialTab={params.get('type') === 'wx' ? 'wx' : 'sms'} /> : null}
          </Suspense>
        </div>
      </section>
    </div>
  );
}
