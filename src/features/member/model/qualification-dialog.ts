import { atom } from 'jotai';

/**
 * 添加资质 (账号设置 → 资质管理, owner only). As the fund dialog: the member centre mounts it (PageDialog), so its
 * atom and code load with the centre, not in the shell's first load.
 */
export const qualificationFormAtom = atom<{ open: boolean }>({ open: false });
