import { atom } from 'jotai';

/** Company information form. Done refetches the member and closes. */
export const companyFormAtom = atom<{ open: boolean }>({ open: false });

/** WeChat binding. Opens by itself on some routes when the member has no wechatId, unless closed. */
export const wechatBindAtom = atom<{ open: boolean; isClosed: boolean }>({ open: false, isClosed: false });

/** Change (reset) password. */
export const resetPasswordAtom = atom<{ open: boolean }>({ open: false });
