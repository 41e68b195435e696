import { atom } from 'jotai';

/** 扫码查找 open or not: the COA page's button opens it, its close and a new location close it. */
export const scanDialogAtom = atom({ open: false });
