import { useSetAtom } from 'jotai';
import { Button, type ButtonProps } from 'antd';
import { PageDialog } from '@/shared/ui/page-dialog';
import type { PackSource } from '../model/build-pack';
import { packDialogAtom } from '../model/sources';

const loadPackDialog = () => import('./pack-dialog');

/** 报销材料包, mounted by the pages that offer it and loaded (with fflate) on its first opening. */
export const PackDialogMount = () => <PageDialog atom={packDialogAtom} load={loadPackDialog} />;

/** Opens the pack's dialog for `source` (nothing to pack: disabled). */
export function PackButton({ source, children = '报销材料包', ...props }: { source: PackSource } & Omit<ButtonProps, 'onClick'>) {
  const setDialog = useSetAtom(packDialogAtom);
  return (
    <Button {...props} disabled={props.disabled || source.orders.length === 0} onClick={() => setDialog((s) => ({ open: true, source, run: s.run + 1 }))}>
      {children}
    </Button>
  );
}
