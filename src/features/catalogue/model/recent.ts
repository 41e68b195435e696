import { useCallback, useSyncExternalStore } from 'react';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '@/shared/storage';

/** 最近浏览: what a strip needs of a material, kept on this device only. */
export interface RecentMaterial {
  _id: string;
  name: string;
  catalogNo: string;
  price: number;
  image?: string;
}

export const RECENT_LIMIT = 12;

const listeners = new Set<() => void>();
let cache: RecentMaterial[] = [];
let cacheKey = '[]';

function isRecent(value: unknown): value is RecentMaterial {
  return typeof value === 'object' && value !== null && typeof (value as RecentMaterial)._id === 'string' && typeof (value as RecentMaterial).name === 'string';
}

/** A stable snapshot: the same array while the stored list is unchanged. */
function read(): RecentMaterial[] {
  const raw = readJson<unknown>(STORAGE_KEYS.recentMaterials);
  const list = Array.isArray(raw) ? raw.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  const key = JSON.stringify(list);
  if (key !== cacheKey) {
    cache = list;
    cacheKey = key;
  }
  return cache;
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function rememberMaterial(item: RecentMaterial): void {
  const next = [item, ...read().filter((m) => m._id !== item._id)].slice(0, RECENT_LIMIT);
  writeJson(STORAGE_KEYS.recentMaterials, next);
  emit();
}

export function clearRecent(): void {
  removeItem(STORAGE_KEYS.recentMaterials);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.recentMaterials || event.key === null) listener();
  };
  globalThis.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener('storage', onStorage);
  };
}

export function useRecentMaterials(): { items: RecentMaterial[]; clear: () => void } {
  const items = useSyncExternalStore(subscribe, read, read);
  return { items, clear: useCallback(() => clearRecent(), []) };
}
