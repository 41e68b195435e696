import { http, paths, saveFile } from '@/shared/api';
import { cartOf, isCart } from './requests';
import type { BatchAnswer, BatchLine, CartInfo } from './types';

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

/** `keepalive`: sent as the page goes away (a reload or a typed address must not lose the last quantity). */
export async function updateQuantity(matlId: string, quantity: number, { keepalive = false } = {}): Promise<CartInfo> {
  const body = await http.put<unknown>(paths.v1(`/carts/${encodeURIComponent(matlId)}/quantity`), { json: { quantity }, keepalive });
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
