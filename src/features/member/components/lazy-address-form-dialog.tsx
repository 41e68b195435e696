import { useEffect, type ComponentProps } from 'react';
import { useChunk } from '@/shared/lib/use-chunk';
import { sayDialogFailed } from '@/shared/ui/page-dialog';
import type { AddressFormDialog as Dialog } from './address-form-dialog';

const loadAddressDialog = () => import('./address-form-dialog');

/**
 * 新增 / 编辑收货地址 (address-form-dialog.tsx), its code (antd's Cascader, with the Tree it builds on: about 22 KiB
 * gzip) fetched on the first opening, not with 账号设置 or checkout. When it does not come, the opening is said once
 * and closed as a cancel: the page and what was entered on it stay.
 */
export function AddressFormDialog(props: ComponentProps<typeof Dialog>) {
  const { open, onClose } = props;
  const { module, failed } = useChunk(loadAddressDialog, open);
  useEffect(() => {
    if (!failed) return;
    sayDialogFailed();
    onClose();
  }, [failed, onClose]);
  // once in it stays mounted: it resets its own fields at each opening
  if (!module) return null;
  return <module.AddressFormDialog {...props} />;
}
