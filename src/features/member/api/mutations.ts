import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/shared/api/invalidating-mutation';
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

export const useSaveSubMember = () => useInvalidatingMutation(saveSubMember, memberQueries.subMembersRoot());
export const useDeleteSubMember = () => useInvalidatingMutation(deleteSubMember, memberQueries.subMembersRoot());
export const useSetDefaultSubMember = () => useInvalidatingMutation(setDefaultSubMember, memberQueries.subMembersRoot());
