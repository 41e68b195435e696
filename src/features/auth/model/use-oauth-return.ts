import { useEffect, useRef } from 'react';
import { feedback, getFeedback } from '@/shared/lib/feedback';
import { readTokenInfo } from '@/shared/storage';
import { useLogin } from '../api/mutations';
import { loginByOauthCode } from '../api/requests';
import { takeOauthState } from './oauth-state';

export const OAUTH_RETURN_REFUSED = '微信授权已失效或来源不明，请重新授权登录';

/**
 * The official-account OAuth return leg (`/account/login?code=…&state=…`):
 * the code is exchanged once, only with the state this tab started
 * (src/features/auth/model/oauth-state.ts), and over an existing session only
 * after the user agrees to switch accounts.
 */
export function useOauthReturn(code: string | null, state: string | null): void {
  const { modal } = getFeedback();
  const { mutate } = useLogin((oauthCode: string) => loginByOauthCode(oauthCode));
  const used = useRef(false);
  useEffect(() => {
    if (!code || used.current) return;
    used.current = true;
    if (!takeOauthState(state)) {
      feedback.error(OAUTH_RETURN_REFUSED);
      return;
    }
    if (readTokenInfo()) {
      modal.confirm({
        title: '当前已登录，是否切换为微信授权的账号？',
        content: '切换后将退出当前账号。',
        okText: '切换账号',
        cancelText: '保持当前账号',
        onOk: () => mutate(code),
      });
      return;
    }
    mutate(code);
  }, [code, state, modal, mutate]);
}
