import { useAtomValue } from 'jotai';
import {
  accountChooserAtom,
  accountTypeAtom,
  bindPhoneAtom,
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
  notificationModalAtom,
  supplyNoticeAtom,
  useSupplyNoticeTrigger,
} from '@/features/notices';
import { LazyDialog } from '@/shared/ui/lazy-dialog';

/**
 * Every dialog of the spec, on the one jotai store. A dialog's code loads on
 * its first opening; any page or non-React code opens it by setting its atom
 * (appStore.set(companyFormAtom, { open: true })).
 */
export function DialogHost({ wechatPrompt }: { wechatPrompt: boolean }) {
  useSupplyNoticeTrigger();
  // The WeChat prompt waits while the supply notice or the company form is up.
  const supplyOpen = useAtomValue(supplyNoticeAtom).open;
  const companyOpen = useAtomValue(companyFormAtom).open;
  useWechatPrompt(wechatPrompt && !supplyOpen && !companyOpen);
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
