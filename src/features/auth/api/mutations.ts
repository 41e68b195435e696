import { useMutation } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { startOauth } from '@/shared/api/wechat-oauth';
import { appHref } from '@/shared/lib/base-path';
import { useCompleteLogin, type LoginOutcome } from '../model/use-complete-login';
import type { LoginResult } from './requests';

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
      await startOauth(back, 'login');
    },
  });
}
