import { atom } from 'jotai';
import type { Fund } from '@/entities/fund';

/** Company information form. Done refetches the member and closes. */
export const companyFormAtom = atom<{ open: boolean }>({ open: false });

/**
 * WeChat binding. Opens by itself on some routes when the member has no wechatId, unless closed (src/app/shell/prompts.ts);
 * `source` 'prompt' when it opened by itself (it then offers 不再提示), else the member opened it (账号设置 → 绑定微信).
 */
export const wechatBindAtom = atom<{ open: boolean; isClosed: boolean; source?: 'prompt' | 'user' }>({ open: false, isClosed: false });

/** The official-account OAuth return leg of a binding is being handled (./use-wechat-bind-return.ts): no prompt meanwhile. */
export const wechatBindReturnAtom = atom(false);

/** Change (reset) password. */
export const resetPasswordAtom = atom<{ open: boolean }>({ open: false });

/**
 * 新增经费 / 编辑经费 (账号设置 → 经费, owner only): `fund` is the fund being edited, null for a new one; `members`
 * the account's sub-accounts who may be allowed to charge it, as the 经费 section has them (the dialog asks nothing).
 */
export const fundFormAtom = atom<{ open: boolean; fund: Fund | null; members: { value: string; label: string }[] }>({
  open: false,
  fund: null,
  members: [],
});
