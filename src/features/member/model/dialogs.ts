import { atom } from 'jotai';

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
