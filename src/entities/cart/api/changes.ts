import { http, isSessionError, paths, saveFile } from '@/shared/api';
import { cartOf, isCart } from './requests';
import type { BatchAnswer, BatchLine, CartInfo } from './types';
import { checkQuantity } from '@/shared/lib/contract-price';

/**
 * The cart's changes (docs/api.md §4): each answers the whole cart. Apart from ./requests.ts (what the shell
 * loads on every page), so they load with the pages that change the cart.
 */
/** `POST {v1}/carts`: adds to the member's cart (to an existing line, quantities add up). */
export async function addToCart(input: { matlId: string; quantity: number }): Promise<CartInfo> {
  const body = await http.post<unknown>(paths.v1('/carts'), { json: input });
  return cartOf(body.data);
}

export async function selectLine(matlId: string, selected: boolean): Promise<CartInfo> {
  const body = await http.put<unknown>(paths.v1(`/carts/${encodeURIComponent(matlId)}/selected`), { json: { selected } });
  return cartOf(body.data);
}

/** `matlIds: 'all'` selects or clears the whole cart. */
export async function selectLines(matlIds: string[] | 'all', selected: boolean): Promise<CartInfo> {
  const body = await http.put<unknown>(paths.v1('/carts/multi/selected'), { json: { matlIds, selected } });
  return cartOf(body.data);
}

export async function updateQuantity(matlId: string, quantity: number): Promise<CartInfo> {
  const body = await http.put<unknown>(paths.v1(`/carts/${encodeURIComponent(matlId)}/quantity`), { json: { quantity } });
  return cartOf(body.data);
}

/** One id, or several joined by commas (docs/api.md §4). */
export async function deleteLines(matlIds: string[]): Promise<CartInfo> {
  const body = await http.delete<unknown>(paths.v1(`/carts/${matlIds.map(encodeURIComponent).join(',')}`));
  return cartOf(body.data);
}

export async function exportCart(): Promise<void> {
  const { data } = await http.blob('GET', paths.v1('/carts/export'));
  saveFile(data, `购物车-${new Date().toISOString().slice(0, 10)}`, 'csv');
}

/** Checks (dryRun) or adds lines by catalogue number: quick order and reorder (POST {v1}/carts/batch). */
export async function batchLines(lines: BatchLine[], dryRun: boolean): Promise<BatchAnswer> {
  const body = await http.post<BatchAnswer>(paths.v1('/carts/batch'), { json: { lines, dryRun } });
  return { results: body.data.results, cart: isCart(body.data.cart) ? body.data.cart : null };
}

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
