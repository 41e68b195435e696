import { useCallback, useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { PromptOffer, PromptWant } from '@/shared/lib/prompt-offer';
import { readSessionFlag, readWechatPromptOff, SESSION_KEYS } from '@/shared/storage';
import { useSession } from '@/entities/member';
import { wechatBindAtom, wechatBindReturnAtom } from './dialogs';

/**
 * The WeChat-binding invitation on routes that allow it: it wants to open once the session is ready and the
 * signed-in member has no wechatId, unless it was closed in this tab (取消: atom flag, remembered in
 * sessionStorage) or the member chose 不再提示 on this device (localStorage, keyed by a digest of the member id:
 * src/shared/storage/index.ts). Whether it opens in this page load is the shell's prompt arbiter's call
 * (src/app/shell/prompts.ts: the least important prompt).
 */
export function useWechatPrompt(routeAllows: boolean): PromptOffer {
  const { member, access, loading, leaving } = useSession();
  const [state, setState] = useAtom(wechatBindAtom);
  const returning = useAtomValue(wechatBindReturnAtom);
  const memberId = access.isAuthenticated ? (member?._id ?? '') : '';

  let want: PromptWant = 'no';
  if (routeAllows && !leaving) {
    if (loading) want = 'unknown';
    else if (memberId !== '' && !member?.wechatId && !returning && !state.isClosed && !readSessionFlag(SESSION_KEYS.wechatBindClosed) && !readWechatPromptOff(memberId)) want = 'yes';
  }

  const open = useCallback(() => setState({ open: true, isClosed: false, source: 'prompt' }), [setState]);

  // Signed out meanwhile (logout, another tab): nothing left to bind.
  const signedOut = !loading && !access.isAuthenticated;
  useEffect(() => {
    if (signedOut && state.open) setState((s) => ({ ...s, open: false }));
  }, [signedOut, state.open, setState]);

  return { want, open };
}
