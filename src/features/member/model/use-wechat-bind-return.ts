import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { takeOauthState } from '@/shared/api/wechat-oauth';
import { feedback } from '@/shared/lib/feedback';
import { useSession } from '@/entities/member';
import { useBindWechatByCode } from '../api/mutations';
import { WECHAT_BIND_RETURN_PARAM } from './wechat-bind-return-mark';

const BIND_RETURN_REFUSED = '微信授权已失效或来源不明，请重新授权绑定';

/**
 * The return leg of 微信授权绑定 (the WeChat-binding dialog inside WeChat's browser): `?wxbind=1&code=…&state=…` on
 * the page the binding started from. The marks leave the address bar at once; the code binds the signed-in
 * member's WeChat only with the state this tab started for a binding (src/shared/api/wechat-oauth.ts), once.
 */
function useWechatBindReturn(): void {
  const [params, setParams] = useSearchParams();
  const { access, loading } = useSession();
  const { mutate } = useBindWechatByCode();
  const used = useRef(false);
  const marked = params.get(WECHAT_BIND_RETURN_PARAM) === '1';

  useEffect(() => {
    if (!marked || used.current || loading) return;
    used.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const rest = new URLSearchParams(params);
    for (const name of ['code', 'state', WECHAT_BIND_RETURN_PARAM]) rest.delete(name);
    setParams(rest, { replace: true });
    if (!code || !takeOauthState(state, 'bind')) {
      feedback.error(BIND_RETURN_REFUSED);
      return;
    }
    if (!access.isAuthenticated) return;
    mutate(code, { onSuccess: () => feedback.success('微信绑定成功') });
  }, [marked, loading, params, setParams, access.isAuthenticated, mutate]);
}

/** The return leg's handler as a component: the shell draws it only on a marked page (../components/wechat-bind-return.tsx). */
export function WechatBindReturnLeg(): null {
  useWechatBindReturn();
  return null;
}
