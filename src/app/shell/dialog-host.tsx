import { useEffect } from 'react';
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
import { cartConfirmAtom, loadCartConfirmDialog, loadQuickOrderDialog, quickOrderAtom } from '@/features/cart';
import {
  companyFormAtom,
  loadCompanyFormDialog,
  loadResetPasswordDialog,
  loadWechatBindDialog,
  resetPasswordAtom,
  useWechatPrompt,
  wechatBindAtom,
} from '@/features/member';
import {
  closableModalAtom,
  loadClosableModal,
  loadNotificationModal,
  loadSupplyNoticeDialog,
  noticePromptShownAtom,
  notificationModalAtom,
  supplyNoticeAtom,
  useNoticePrompt,
  useSupplyNoticeTrigger,
} from '@/features/notices';
import { useSession } from '@/shared/session';
import { LazyDialog } from '@/shared/ui/lazy-dialog';

/**
 * A new 企业/单位账号 goes on to the company form (the auth and member features meet
 * here): once the member is loaded, after the supply notice was acknowledged.
 */
function useCompanyOnboarding() {
  const store = useStore();
  const onboarding = useAtomValue(companyOnboardingAtom);
  const supplyOpen = useAtomValue(supplyNoticeAtom).open;
  const { access, loading } = useSession();
  useEffect(() => {
    if (!onboarding || loading || !access.isAuthenticated) return;
    // read the store, not the render's value: the notice may have opened in this same commit
    if (store.get(supplyNoticeAtom).open) return;
    store.set(companyOnboardingAtom, false);
    if (!access.hasCompany && access.canEditCompany) store.set(companyFormAtom, (s) => ({ ...s, open: true }));
  }, [onboarding, loading, access.isAuthenticated, access.hasCompany, access.canEditCompany, supplyOpen, store]);
}

/**
 * Another dialog was open in this page load (the store lives as long as the page): one that opened by itself
 * (the supply notice, the company form, the WeChat prompt) or one the user opened (login, 修改密码, …).
 */
const otherDialogSeenAtom = atom(false);

/** Whether any dialog of the host other than the notices' two is open now. */
const anyOtherDialogOpenAtom = atom((get) =>
  [loginDialogAtom, accountChooserAtom, bindPhoneAtom, accountTypeAtom, companyFormAtom, wechatBindAtom, resetPasswordAtom, supplyNoticeAtom, cartConfirmAtom, quickOrderAtom].some(
    (dialog) => get(dialog).open,
  ),
);

/**
 * Every dialog of the spec, on the one jotai store. A dialog's code loads on
 * its first opening; any page or non-React code opens it by setting its atom
 * (appStore.set(companyFormAtom, { open: true })).
 */
export function DialogHost({ wechatPrompt, noticePrompt }: { wechatPrompt: boolean; noticePrompt: boolean }) {
  const store = useStore();
  useSupplyNoticeTrigger();
  useCompanyOnboarding();
  const supplyOpen = useAtomValue(supplyNoticeAtom).open;
  const companyOpen = useAtomValue(companyFormAtom).open;
  const seenBefore = useAtomValue(otherDialogSeenAtom);
  const otherDialogSeen = useAtomValue(anyOtherDialogOpenAtom) || seenBefore;
  useEffect(() => {
    if (otherDialogSeen) store.set(otherDialogSeenAtom, true);
  }, [otherDialogSeen, store]);
  // At most one prompt per page load, never over or after another dialog (no pile-up on sign-in, nothing
  // interrupting what the user opened): the notices then wait for the next page load.
  useNoticePrompt(noticePrompt && !otherDialogSeen);
  const noticeShown = useAtomValue(noticePromptShownAtom);
  // The WeChat prompt waits while the supply notice or the company form is up, and not after a notice.
  useWechatPrompt(wechatPrompt && !supplyOpen && !companyOpen && !noticeShown);
  return (
    <>
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
    </>
  );
}
