import { atom } from 'jotai';

/**
 * 扫码查找 open or not: the COA page's button opens it, its close and a new location close it. `cameraAtOnce`: opened
 * by a press (the page's button, the phone header's link), so a phone's camera starts at once.
 */
export const scanDialogAtom = atom<{ open: boolean; cameraAtOnce?: boolean }>({ open: false });
