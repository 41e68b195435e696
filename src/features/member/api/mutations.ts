import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadSession } from '@/shared/session';
import { memberQueries } from './queries';
import {
  bindWechat,
  bindWechatByCode,
  deleteAddress,
  deleteSubMember,
  resetPassword,
  saveAddress,
  saveCompany,
  saveSubMember,
  setDefaultAddress,
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

/** Every address change reloads the book: the default may have moved. */
function useAddressMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: memberQueries.addressesRoot() }),
  });
}

export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);

function useSubMemberMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: memberQueries.subMembersRoot() }),
  });
}

export const useSaveSubMember = () => useSubMemberMutation(saveSubMember);
export const useDeleteSubMember = () => useSubMemberMutation(deleteSubMember);
export const useSetDefaultSubMember = () => useSubMemberMutation(setDefaultSubMember);
