import { http, idSegment, paths } from '@/shared/api';
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

export async function deleteRestockAlert(matlId: string): Promise<{ matlId: string }> {
  return (await http.delete<{ matlId: string }>(`${base}/${idSegment(matlId)}`)).data;
}

/** The header's count: silent (a failure shows nothing). */
export async function fetchRestockCount(signal?: AbortSignal): Promise<RestockCount> {
  return (await http.get<RestockCount>(`${base}/count`, { signal, silent: true })).data;
}

/** Every arrived alert seen (visiting /mine/restock): silent. */
export async function markRestockSeen(): Promise<{ arrived: number }> {
  return (await http.put<{ arrived: number }>(`${base}/seen`, { silent: true })).data;
}
