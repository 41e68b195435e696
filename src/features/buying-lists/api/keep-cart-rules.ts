import { isSessionError } from '@/shared/api';
import { checkQuantity } from '@/shared/lib/contract-price';
import { updateQuantity, type CartInfo } from '@/entities/cart';

/**
 * After lines were added in one go (a buying list's 加入购物车): each of `matlIds` whose cart quantity is off the
 * company's minimum or multiple (docs/api.md §5) is set to the corrected quantity, as the cart's stepper would; the
 * cart then, and a note per line corrected (货号：该商品起订 5 包，按 5 的倍数购买，已改为 5 包). The lines are in the
 * cart already: a correction that fails is a note (the cart flags the line and the mall refuses to order it), never
 * a failure of the whole add, which the member would repeat and so add every line twice. An ended session still
 * ends it.
 */
export async function keepCartRules(cart: CartInfo, matlIds: readonly string[]): Promise<{ cart: CartInfo; notes: string[] }> {
  const notes: string[] = [];
  let now = cart;
  for (const line of cart.list.filter((l) => matlIds.includes(l.matlId) && l.available)) {
    const checked = checkQuantity(line, line.quantity);
    if (!checked.message) continue;
    try {
      now = await updateQuantity(line.matlId, checked.quantity);
      notes.push(`${line.catalogNo}：${checked.message}`);
    } catch (error) {
      if (isSessionError(error)) throw error;
      notes.push(`${line.catalogNo}：数量未能自动调整为 ${checked.quantity} ${line.unit}，请在购物车中修改`);
    }
  }
  return { cart: now, notes };
}
