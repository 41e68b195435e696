import { LiteTag } from '@/shared/ui/lite';
import type { ShippingCondition } from '../api/types';
import { SHIPPING_LABEL } from '../model/shipping';

const SHIPPING_TONE: Record<ShippingCondition, string | undefined> = { ambient: undefined, icePack: 'cyan', dryIce: 'geekblue' };

/** 常温 / 2–8 ℃ 冰袋 / −20 ℃ 干冰, the same small tag in the catalogue, the cart, the checkout and the order. */
export function ShippingTag({ condition }: { condition: ShippingCondition }) {
  return <LiteTag tone={SHIPPING_TONE[condition]}>{SHIPPING_LABEL[condition]}</LiteTag>;
}
