import { atom } from 'jotai';
import type { Fund } from '@/entities/fund';

/**
 * 新增经费 / 编辑经费 (账号设置 → 经费, owner only): `fund` is the fund being edited, null for a new one; `members`
 * the account's sub-accounts who may be allowed to charge it, as the 经费 section has them (the dialog asks nothing);
 * `approvers` who may be its 经费负责人 (approve its orders): the owner first, then the approver sub-accounts.
 * Apart from the shell's dialogs (model/dialogs.ts): the member centre mounts this one, so its atom loads with it.
 */
type Option = { value: string; label: string };
export const fundFormAtom = atom<{ open: boolean; fund: Fund | null; members: Option[]; approvers: Option[] }>({
  open: false,
  fund: null,
  members: [],
  approvers: [],
});
