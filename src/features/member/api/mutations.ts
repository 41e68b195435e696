import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadSession } from '@/shared/session/member';
import { bindWechat, resetPassword, saveCompany } from './requests';

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

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
