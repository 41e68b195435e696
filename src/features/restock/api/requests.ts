import { http, idSegment, isApiError, paths } from '@/shared/api';
import type { RestockAlert, RestockCount } from './types';

const base = paths.v1('/member/restock-alerts');

/** 到货提醒 (docs/api.md §24): waiting first, then arrived, newest first. */
export async function fetchRestockAlerts(signal?: AbortSignal): Promise<RestockAlert[]> {
  return (await http.get<RestockAlert[]>(base, { signal })).data;
}

/** Idempotent: an alert already waiting is answered again; 10190 (in stock), 10191 (50 at most) say why not. */
export async function createRestockAlert(matlId: string): Promise<RestockAlert> {
  return (await http.post<RestockAlert>(base, { json: { matlId } })).data;
}

/** A 404 (未设置该商品的到货提醒: never set, or cancelled elsewhere) means there is none now: quiet, and done. */
const ALREADY_GONE = new Set([404]);

export async function deleteRestockAlert(matlId: string): Promise<{ matlId: string }> {
  try {
    return (await http.delete<{ matlId: string }>(`${base}/${idSegment(matlId)}`, { quietCodes: ALREADY_GONE })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 404) return { matlId };
    throw error;
  }
}

/** The header's count: silent (a failure shows nothing). */
export async function fetchRestockCount(signal?: AbortSignal): Promise<RestockCount> {
  return (await http.get<RestockCount>(`${base}/count`, { signal, silent: true })).data;
}

/** Every arrived alert seen (visiting /mine/restock): silent. */
export async function markRestockSeen(): Promise<{ arrived: number }> {
  return (await http.put<{ arrived: number }>(`${base}/seen`, { silent: true })).data;
}
