import { useSyncExternalStore } from 'react';
import { readItem, readTokenInfo, sessionIdOf, STORAGE_KEYS, subscribeTokenInfo, writeJson } from '@/shared/storage';

/** A product in the compare tray: the size it was chosen at (its _id) and its product, so a product is in once. */
export interface TrayItem {
  id: string;
  productNo: string;
  name: string;
}

export const COMPARE_LIMIT = 4;
export const COMPARE_LIMIT_TEXT = `最多对比 ${COMPARE_LIMIT} 件商品`;

/**
 * Kept in local storage with the sign-in it was made in, so it outlives a reload and a visit elsewhere: a logout
 * clears all local storage (src/features/auth/api/logout.ts), another sign-in finds it empty. A visitor's tray
 * goes with the visitor when they sign in.
 */
interface Stored {
  session: string | null;
  items: TrayItem[];
}

const EMPTY: TrayItem[] = [];
const listeners = new Set<() => void>();

function currentSession(): string | null {
  const token = readTokenInfo();
  return token ? sessionIdOf(token) : null;
}

function isItem(value: unknown): value is TrayItem {
  const item = value as TrayItem;
  return typeof value === 'object' && value !== null && typeof item.id === 'string' && typeof item.productNo === 'string' && typeof item.name === 'string';
}

function parse(raw: string | null): Stored {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!value || !Array.isArray(value.items)) return { session: null, items: EMPTY };
    return { session: typeof value.session === 'string' ? value.session : null, items: value.items.filter(isItem).slice(0, COMPARE_LIMIT) };
  } catch {
    return { session: null, items: EMPTY };
  }
}

let cachedRaw: string | null | undefined;
let cachedSession: string | null | undefined;
let cachedItems: TrayItem[] = EMPTY;

/** This sign-in's tray: the same array while neither the stored tray nor the sign-in changes. */
export function readTray(): TrayItem[] {
  const raw = readItem(STORAGE_KEYS.compareTray);
  const session = currentSession();
  if (raw !== cachedRaw || session !== cachedSession) {
    cachedRaw = raw;
    cachedSession = session;
    const stored = parse(raw);
    cachedItems = stored.session === null || stored.session === session ? stored.items : EMPTY;
  }
  return cachedItems;
}

function write(items: TrayItem[]): void {
  writeJson(STORAGE_KEYS.compareTray, { session: currentSession(), items } satisfies Stored);
  listeners.forEach((listener) => listener());
}

/** Adds or removes a product; 'full' when four are in already (nothing changes). */
export function toggleTray(item: TrayItem): 'added' | 'removed' | 'full' {
  const items = readTray();
  if (items.some((i) => i.productNo === item.productNo)) {
    write(items.filter((i) => i.productNo !== item.productNo));
    return 'removed';
  }
  if (items.length >= COMPARE_LIMIT) return 'full';
  write([...items, { id: item.id, productNo: item.productNo, name: item.name }]);
  return 'added';
}

/** Takes out the product of a size (the compare page's 移除). */
export function removeFromTray(id: string): void {
  const items = readTray();
  const next = items.filter((i) => i.id !== id);
  if (next.length !== items.length) write(next);
}

export function clearTray(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab, or a sign-in or logout (tokenInfo, or all storage cleared)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.compareTray || event.key === STORAGE_KEYS.tokenInfo) listener();
  };
  globalThis.addEventListener('storage', onStorage);
  const stopToken = subscribeTokenInfo(() => listener());
  return () => {
    stopToken();
    listeners.delete(listener);
    globalThis.removeEventListener('storage', onStorage);
  };
}

/** The tray as React reads it; drawn again on a change here, in another tab, and on a sign-in or logout. */
export function useCompareTray(): TrayItem[] {
  return useSyncExternalStore(subscribe, readTray, readTray);
}
