import { atom } from 'jotai';

/** Cart confirmation (spec: cartInfoConfirm open flag): shown after an add-to-cart. */
export const cartConfirmAtom = atom<{ open: boolean; name: string; quantity: number }>({ open: false, name: '', quantity: 0 });

/** Quick order (快速下单): opened from the cart page and from the header search. */
export const quickOrderAtom = atom<{ open: boolean }>({ open: false });
