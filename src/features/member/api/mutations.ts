import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { reloadSession } from '@/shared/session';
import { memberQueries } from './queries';
import {
  bindWechat,
  bindWechatByCode,
  deleteSubMember,
  resetPassword,
  saveCompany,
  saveSubMember,
  setDefaultSubMember,
  unbindWechat,
} from './requests';

/** Saving the company profile refetches the member (header, access flags, gates). */
export function useSaveCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: () => reloadSession(qc, { member: true, cart: false }),
  });
}

/** Binding WeChat refetches the member (wechatId). */
export function useBindWechat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bindWechat,
    onSuccess: () => reloadSession(qc, { member: true, cart: false }),
  });
}

/** Binding with the official-account OAuth code (inside WeChat's browser) refetches the member too. */
export function useBindWechatByCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bindWechatByCode,
    onSuccess: () => reloadSession(qc, { member: true, cart: false }),
  });
}

export function useUnbindWechat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unbindWechat,
    onSuccess: () => reloadSession(qc, { member: true, cart: false }),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/**
 * A sub-account saved, deleted or made default: the list loads again, and so do what names the sub-accounts
 * elsewhere (the approvers of the procurement settings, who may receive a delivery).
 */
function useSubMemberMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: memberQueries.subMembersRoot() }),
        // by its root, not the entity's factory: these hooks load with the shell, the entity with its pages
        qc.invalidateQueries({ queryKey: queryRoots.procurement }),
        qc.invalidateQueries({ queryKey: queryRoots.receivers }),
        // an approver enabled or gone changes the funds' 负责人 and who may decide an order
        qc.invalidateQueries({ queryKey: queryRoots.funds }),
        qc.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  });
}

export const useSaveSubMember = () => useSubMemberMutation(saveSubMember);
export const useDeleteSubMember = () => useSubMemberMutation(deleteSubMember);
export const useSetDefaultSubMember = () => useSubMemberMutation(setDefaultSubMember);
