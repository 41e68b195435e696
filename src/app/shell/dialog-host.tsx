import { useCallback, useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import {
  accountChooserAtom,
  accountTypeAtom,
  bindPhoneAtom,
  companyOnboardingAtom,
  loadAccountChooserDialog,
  loadAccountTypeDialog,
  loadBindPhoneDialog,
  loadLoginDialog,
  loginDialogAtom,
} from '@/features/auth';
import { loadSaveToListDialog, saveToListAtom } from '@/features/buying-lists';
import { cartConfirmAtom, loadCartConfirmDialog, loadQuickOrderDialog, quickOrderAtom } from '@/features/cart';
import {
  companyFormAtom,
  loadCompanyFormDialog,
  loadResetPasswordDialog,
  loadWechatBindDialog,
  resetPasswordAtom,
  wechatBindAtom,
  WechatBindReturn,
} from '@/features/member';
import {
  closableModalAtom,
  loadClosableModal,
  loadNotificationModal,
  loadSupplyNoticeDialog,
  notificationModalAtom,
  supplyNoticeAtom,
  useNoticePrompt,
  useSupplyNoticeTrigger,
} from '@/features/notices';
import { loadQuoteRequestDialog, quoteRequestAtom } from '@/features/quotes';
import { pageDialogOpenAtom, type PromptOffer, type PromptWant } from '@/shared/lib/prompt-offer';
import { useSession } from '@/entities/member';
import { LazyDialog } from '@/shared/ui/lazy-dialog';
import { promptShownAtom, usePromptArbiter } from './use-prompt-arbiter';

/**
 * The company form as a prompt (the auth and member features meet here): on a company-only route shown as the
 * 请先完善企业信息 panel (`companyPrompt`, src/app/shell/company-required.tsx), and right after a new 企业/单位账号
 * registered (companyOnboardingAtom), for a member who may fill it in and has no company yet.
 */
function useCompanyFormOffer(companyPrompt: boolean): PromptOffer {
  const store = useStore();
  const onboarding = useAtomValue(companyOnboardingAtom);
  const { access, loading, leaving } = useSession();
  const needs = access.needsCompanyProfile && access.canEditCompany;
  useEffect(() => {
    // a registration that ended with a company (or an account that may not edit it): nothing left to ask
    if (onboarding && !loading && access.isAuthenticated && !needs) store.set(companyOnboardingAtom, false);
  }, [onboarding, loading, access.isAuthenticated, needs, store]);
  const open = useCallback(() => {
    store.set(companyOnboardingAtom, false);
    store.set(companyFormAtom, (s) => ({ ...s, open: true }));
  }, [store]);
  let want: PromptWant = 'no';
  if ((companyPrompt || onboarding) && !leaving) want = loading ? 'unknown' : needs ? 'yes' : 'no';
  return { want, open };
}

/** The dialogs of signing in: what follows a sign-in (the supply notice, the company form) may still open after them. */
const signInDialogOpenAtom = atom((get) => [loginDialogAtom, accountChooserAtom, bindPhoneAtom, accountTypeAtom].some((dialog) => get(dialog).open));

/**
 * Every other dialog of the host, and those a page mounts itself (PageDialog: the order detail's, the member
 * centre's): while one is open no prompt opens, and one the user opened holds all prompts back.
 */
const otherDialogOpenAtom = atom(
  (get) =>
    get(pageDialogOpenAtom) ||
    [companyFormAtom, wechatBindAtom, resetPasswordAtom, supplyNoticeAtom, notificationModalAtom, closableModalAtom, cartConfirmAtom, quickOrderAtom, quoteRequestAtom, saveToListAtom].some(
      (dialog) => get(dialog).open,
    ),
);

const DIALOGS = { signIn: signInDialogOpenAtom, other: otherDialogOpenAtom };

/**
 * Every dialog of the spec, on the one jotai store. A dialog's code loads on
 * its first opening; any page or non-React code opens it by setting its atom
 * (appStore.set(companyFormAtom, { open: true })). The dialogs that open by
 * themselves (prompts) are offered to one arbiter, which opens at most one per
 * browser session, on calm pages only (src/app/shell/prompts.ts).
 */
export function DialogHost({ calmPage, noticePrompt, companyPrompt }: { calmPage: boolean; noticePrompt: boolean; companyPrompt: boolean }) {
  const companyForm = useCompanyFormOffer(companyPrompt);
  const supplyNotice = useSupplyNoticeTrigger();
  const shown = useAtomValue(promptShownAtom);
  // nothing asked of the mall off the home page (routes.ts noticePrompt), off a calm one, or once a prompt opened in this session
  const mallNotice = useNoticePrompt(noticePrompt && calmPage && shown === null);
  usePromptArbiter({ companyForm, supplyNotice, mallNotice }, DIALOGS, calmPage);
  return (
    <>
      <WechatBindReturn />
      <LazyDialog atom={loginDialogAtom} load={loadLoginDialog} />
      <LazyDialog atom={accountChooserAtom} load={loadAccountChooserDialog} />
      <LazyDialog atom={bindPhoneAtom} load={loadBindPhoneDialog} />
      <LazyDialog atom={accountTypeAtom} load={loadAccountTypeDialog} />
      <LazyDialog atom={companyFormAtom} load={loadCompanyFormDialog} />
      <LazyDialog atom={wechatBindAtom} load={loadWechatBindDialog} />
      <LazyDialog atom={resetPasswordAtom} load={loadResetPasswordDialog} />
      <LazyDialog atom={supplyNoticeAtom} load={loadSupplyNoticeDialog} />
      <LazyDialog atom={notificationModalAtom} load={loadNotificationModal} />
      <LazyDialog atom={closableModalAtom} load={loadClosableModal} />
      <LazyDialog atom={cartConfirmAtom} load={loadCartConfirmDialog} />
      <LazyDialog atom={quickOrderAtom} load={loadQuickOrderDialog} />
      <LazyDialog atom={quoteRequestAtom} load={loadQuoteRequestDialog} />
      <LazyDialog atom={saveToListAtom} load={loadSaveToListDialog} />
    </>
  );
}
