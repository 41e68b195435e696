import { useMutation } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { appHref } from '@/shared/lib/base-path';
import { useCompleteLogin, type LoginOutcome } from '../model/use-complete-login';
import { beginOauthState } from '../model/oauth-state';
import { fetchOauthUrl, type LoginResult } from './requests';

/**
 * A login call as a mutation that ends in useCompleteLogin. `handle` may take
 * an error over (answer true), e.g. a wrong code shown on its field; any other
 * error is the mutation's `error`, which the form shows once.
 */
export function useLogin<V>(call: (vars: V) => Promise<LoginResult>, handle?: (error: ApiError, vars: V) => boolean) {
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: async (vars: V): Promise<LoginOutcome | 'handled'> => {
      let result: LoginResult;
      try {
        result = await call(vars);
      } catch (error) {
        if (isApiError(error) && handle?.(error, vars)) return 'handled';
        throw error;
      }
      return complete(result);
    },
  });
}

export const OAUTH_URL_REFUSED = '授权地址不安全，已阻止跳转';

/** Only an https: authorisation page is followed (or this shop's own origin, as the fake mall answers). */
function isSafeOauthUrl(url: string): boolean {
  try {
    const target = new URL(url);
    return target.protocol === 'https:' || target.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Leaves for the authorisation page without a referrer. With one, this page's
 * URL (its redirect=, a refused return leg's code and state) would go to the
 * authorisation host and, through the redirect back, become the return leg's
 * document.referrer, which third-party scripts such as analytics read.
 */
function leaveWithoutReferrer(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.referrerPolicy = 'no-referrer';
  link.rel = 'noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The official-account OAuth start inside the WeChat browser: a fresh `state`
 * (src/features/auth/model/oauth-state.ts), the authorisation URL from the
 * mall, and off to it.
 */
export function useOauthStart() {
  return useMutation({
    mutationFn: async (redirect: string | null | undefined) => {
      const back = new URL(appHref(ROUTES.login), window.location.origin);
      back.searchParams.set('type', 'wx');
      if (redirect) back.searchParams.set('redirect', redirect);
      const { url } = await fetchOauthUrl(back.toString(), beginOauthState());
      if (!isSafeOauthUrl(url)) {
        feedback.error(OAUTH_URL_REFUSED);
        return;
      }
      leaveWithoutReferrer(url);
    },
  });
}
