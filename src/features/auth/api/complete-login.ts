import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { navigateTo } from '@/shared/lib/navigation';
import { safeRedirect } from '@/shared/lib/safe-redirect';
import { reloadSession, setFlag, STORAGE_KEYS, writeTokenInfo, type AppStore } from '@/shared/session';
import { accountChooserAtom, bindPhoneAtom, loginDialogAtom } from '../model/dialogs';
import type { LoginResult } from './requests';

export interface LoginContext {
  qc: QueryClient;
  store: AppStore;
  /** a same-origin path to return to (taken from the URL or the dialog); anything else is ignored */
  redirect?: string | null;
  /** in the login dialog: stay on the page instead of navigating */
  stay?: boolean;
}

/**
 * Every login ends here. Tokens: stored, the supply-notice flag set, the
 * session reloaded, back to where the user was (same-origin only). Several
 * accounts: the chooser. No account: bind a phone.
 */
export async function completeLogin(result: LoginResult, context: LoginContext): Promise<'signed-in' | 'choose' | 'bind'> {
  const { qc, store } = context;
  if ('accounts' in result) {
    store.set(accountChooserAtom, { open: true, title: '选择要登录的账号', accountsInfo: result.accounts, ticket: result.ticket });
    return 'choose';
  }
  if ('needBind' in result) {
    store.set(bindPhoneAtom, { open: true, title: '绑定手机号', tokenInfo: { ticket: result.ticket } });
    return 'bind';
  }
  writeTokenInfo({ accessToken: result.accessToken, refreshToken: result.refreshToken });
  setFlag(STORAGE_KEYS.showLoginModal, true);
  store.set(accountChooserAtom, (prev) => ({ ...prev, open: false, accountsInfo: [], ticket: '' }));
  store.set(bindPhoneAtom, (prev) => ({ ...prev, open: false, tokenInfo: null }));
  store.set(loginDialogAtom, { open: false });
  await reloadSession(qc, { member: true, cart: true });
  if (!context.stay) await navigateTo(safeRedirect(context.redirect, ROUTES.home), { replace: true });
  return 'signed-in';
}
