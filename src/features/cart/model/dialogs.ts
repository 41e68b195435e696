import { atom } from 'jotai';

/** Cart confirmation (spec: cartInfoConfirm open flag): shown after an add-to-cart. */
export const cartConfirmAtom = atom<{ open: boolean; name: string; quantity: number }>({ open: false, name: '', quantity: 0 });
