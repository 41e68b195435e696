import { http, paths, saveFile } from '@/shared/api';
import type { BatchAnswer, CartView } from './types';

export async function selectLine(matlId: string, selected: boolean): Promise<CartView> {
  const body = await http.put<CartView>(paths.v1(`/carts/${encodeURIComponent(matlId)}/selected`), { json: { selected } });
  return body.data;
}

/** `matlIds: 'all'` selects or clears the whole cart. */
export async function selectLines(matlIds: string[] | 'all', selected: boolean): Promise<CartView> {
  const body = await http.put<CartView>(paths.v1('/carts/multi/selected'), { json: { matlIds, selected } });
  return body.data;
}

export async function updateQuantity(matlId: string, quantity: number): Promise<CartView> {
  const body = await http.put<CartView>(paths.v1(`/carts/${encodeURIComponent(matlId)}/quantity`), { json: { quantity } });
  return body.data;
}

/** One id, or several joined by commas (docs/api.md §4). */
export async function deleteLines(matlIds: string[]): Promise<CartView> {
  const body = await http.delete<CartView>(paths.v1(`/carts/${matlIds.map(encodeURIComponent).join(',')}`));
  return body.data;
}

export async function exportCart(): Promise<void> {
  const { data } = await http.blob('GET', paths.v1('/carts/export'));
  saveFile(data, `购物车-${new Date().toISOString().slice(0, 10)}`, 'csv');
}

/** Checks (dryRun) or adds quick-order lines by catalogue number. */
export async function batchLines(lines: { catalogNo: string; quantity: number }[], dryRun: boolean): Promise<BatchAnswer> {
  const body = await http.post<BatchAnswer>(paths.v1('/carts/batch'), { json: { lines, dryRun } });
  return body.data;
}
