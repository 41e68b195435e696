import { useEffect } from 'react';
import { useChunk } from '@/shared/lib/use-chunk';
import { sayDialogFailed } from '@/shared/ui/page-dialog';
import { useRegions } from '../api/regions';
import type { AddressFormDialog as AddressDialog } from './address-form-dialog';
import type { SubMemberFormDialog as SubMemberDialog } from './sub-member-form-dialog';

type DialogProps = { open: boolean; onClose: () => void };

/**
 * A dialog opened by props, its code fetched on the first opening, not with the page. When it does not come, the
 * opening is said once (sayDialogFailed) and closed as a cancel: the page and what was entered on it stay. Once in,
 * it stays mounted (each dialog resets its own fields at an opening).
 */
function useLazyDialog<M>(load: () => Promise<M>, { open, onClose }: DialogProps): M | null {
  const { module, failed } = useChunk(load, open);
  useEffect(() => {
    if (!failed) return;
    sayDialogFailed();
    onClose();
  }, [failed, onClose]);
  return module;
}

// antd's Cascader, with the Tree it builds on: about 22 KiB gzip, off 账号设置 and checkout until 新增地址
const loadAddressDialog = () => import('./address-form-dialog');
// antd's Modal, Input and Switch: off 账号设置 until 新增子账号 or 编辑
const loadSubMemberDialog = () => import('./sub-member-form-dialog');

/** 新增 / 编辑收货地址 (address-form-dialog.tsx), fetched on the first opening, its regions beside it. */
export function AddressFormDialog(props: Parameters<typeof AddressDialog>[0]) {
  const module = useLazyDialog(loadAddressDialog, props);
  useRegions(props.open);
  return module ? <module.AddressFormDialog {...props} /> : null;
}

/** 新增 / 编辑子账号 (sub-member-form-dialog.tsx), fetched on the first opening. */
export function SubMemberFormDialog(props: Parameters<typeof SubMemberDialog>[0]) {
  const module = useLazyDialog(loadSubMemberDialog, props);
  return module ? <module.SubMemberFormDialog {...props} /> : null;
}
