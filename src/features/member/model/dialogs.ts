import { atom } from 'jotai';

/** Company information form. Done refetches the member and closes. */
export const companyFormAtom = atom<{ open: boolean }>({ open: false });

/**
 * WeChat binding, opened by the member (账号设置 → 绑定微信); never by itself (docs/prompts.md: never over a task).
 * `isClosed`: 取消 in this tab.
 */
export const wechatBindAtom = atom<{ open: boolean; isClosed: boolean }>({ open: false, isClosed: false });

/** Change (reset) password. */
export const resetPasswordAtom = atom<{ open: boolean }>({ open: false });
