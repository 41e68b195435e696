import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { ROUTES } from '@/shared/config/routes';
import { navigateTo } from '@/shared/lib/navigation';
import { safeRedirect } from '@/shared/lib/safe-redirect';
import { historyAtom, signIn } from '@/shared/session';
import type { LoginResult } from '../api/requests';
import { accountChooserAtom, bindPhoneAtom, loginDialogAtom } from './dialogs';

export type LoginOutcome = 'signed-in' | 'choose' | 'bind';

/**
 * Every login ends here. Tokens: stored (the session then loads member and
 * cart once, src/shared/session/caches.ts signIn), back to where the user was
 * (same-origin only). Several accounts: the chooser. No account: bind a phone.
 *
 * Where to go follows from the state, so no caller passes it: with the login
 * dialog open, its `redirectTo` or (without one) staying on the page;
 * otherwise the login page's redirect (historyAtom).
 */
export function useCompleteLogin(): (result: LoginResult) => Promise<LoginOutcome> {
  const qc = useQueryClient();
  const store = useStore();
  return useCallback(
    async (result: LoginResult) => {
      if ('accounts' in result) {
        store.set(accountChooserAtom, { open: true, title: '选择要登录的账号', accountsInfo: result.accounts, ticket: result.ticket });
        return 'choose';
      }
      if ('needBind' in result) {
        store.set(bindPhoneAtom, { open: true, title: '绑定手机号', tokenInfo: { ticket: result.ticket } });
        return 'bind';
      }
      const dialog = store.get(loginDialogAtom);
      const stay = dialog.open && !dialog.redirectTo;
      const redirect = dialog.open ? dialog.redirectTo : store.get(historyAtom);
      signIn(qc, { accessToken: result.accessToken, refreshToken: result.refreshToken });
      store.set(accountChooserAtom, (prev) => ({ ...prev, open: false, accountsInfo: [], ticket: '' }));
      store.set(bindPhoneAtom, (prev) => ({ ...prev, open: false, tokenInfo: null }));
      store.set(loginDialogAtom, { open: false });
      if (!stay) await navigateTo(safeRedirect(redirect, ROUTES.home), { replace: true });
      return 'signed-in';
    },
    [qc, store],
  );
}
