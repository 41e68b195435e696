import { http, idSegment, paths } from '@/shared/api';
import type { BuyingList, BuyingListSummary, ListImportAnswer, ListToCartAnswer } from './types';

/** A line to put in a list: a material and how many. */
export interface ListLineInput {
  matlId: string;
  quantity: number;
}

const base = paths.v1('/member/buying-lists');
const one = (id: string) => `${base}/${idSegment(id)}`;

/** GET: own lists first, then those shared by others of the account (docs/api.md §23). */
export async function fetchBuyingLists(signal?: AbortSignal): Promise<BuyingListSummary[]> {
  return (await http.get<BuyingListSummary[]>(base, { signal })).data;
}

export async function fetchBuyingList(id: string, signal?: AbortSignal): Promise<BuyingList> {
  return (await http.get<BuyingList>(one(id), { signal, silent: true })).data;
}

export async function createBuyingList(input: { name: string; shared?: boolean; lines?: ListLineInput[] }): Promise<BuyingList> {
  return (await http.post<BuyingList>(base, { json: input })).data;
}

export async function updateBuyingList({ id, ...patch }: { id: string; name?: string; shared?: boolean }): Promise<BuyingList> {
  return (await http.put<BuyingList>(one(id), { json: patch })).data;
}

export async function deleteBuyingList(id: string): Promise<{ _id: string }> {
  return (await http.delete<{ _id: string }>(one(id))).data;
}

/** Quantities add to lines already there. */
export async function addListLines({ id, lines }: { id: string; lines: ListLineInput[] }): Promise<BuyingList> {
  return (await http.post<BuyingList>(`${one(id)}/lines`, { json: { lines } })).data;
}

export async function setListLineQuantity({ id, matlId, quantity }: { id: string; matlId: string; quantity: number }): Promise<BuyingList> {
  return (await http.put<BuyingList>(`${one(id)}/lines/${idSegment(matlId)}`, { json: { quantity } })).data;
}

export async function removeListLine({ id, matlId }: { id: string; matlId: string }): Promise<BuyingList> {
  return (await http.delete<BuyingList>(`${one(id)}/lines/${idSegment(matlId)}`)).data;
}

/** 粘贴导入: what the quick-order parser read; `ok` and `unavailable` lines are added. */
export async function importListLines({ id, lines }: { id: string; lines: { catalogNo: string; quantity: number }[] }): Promise<ListImportAnswer> {
  return (await http.post<ListImportAnswer>(`${one(id)}/import`, { json: { lines } })).data;
}

/** 加入购物车: every line, or these; the same report as a reorder. */
export async function listToCart({ id, matlIds }: { id: string; matlIds?: string[] }): Promise<ListToCartAnswer> {
  return (await http.post<ListToCartAnswer>(`${one(id)}/to-cart`, { json: matlIds ? { matlIds } : {} })).data;
}
