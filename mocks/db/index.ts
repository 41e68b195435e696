/**
 * The fake mall's in-memory database: a deep copy of the deterministic seed
 * plus run-time state (SMS codes, QR scenes, counters). `reset()` returns to
 * the seed. In the browser the state is saved to sessionStorage after every
 * change, so a reload keeps the cart, orders and addresses of this tab.
 */
import { createSeed } from './seed/index.ts';
import type { Seed } from './types.ts';

export interface SmsCode {
  phone: string;
  code: string;
  purpose: string;
  sentAt: number;
  expiresAt: number;
  triesLeft: number;
}

export type QrStatus = 'WAITING' | 'SCANNED' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED';

export interface QrScene {
  sceneId: string;
  status: QrStatus;
  createdAt: number;
  expiresAt: number;
  /** the WeChat identity that scanned */
  wechatId?: string;
}

export interface Runtime {
  sms: SmsCode[];
  qrScenes: QrScene[];
  /** one-time tickets issued after a WeChat scan, exchanged for tokens or a chooser */
  wechatTickets: Record<string, string>;
  revoked: Set<string>;
  tokenSerial: number;
  idSerial: number;
  stats: { requests: number; refresh: number; logins: number; smsSent: number };
  /** notified when a QR scene changes (the websocket pushes the status) */
  sceneListeners: Set<(scene: QrScene) => void>;
}

const STORAGE_KEY = 'lab-mall:fake-db';
const pristine: Seed = createSeed();

function freshRuntime(): Runtime {
  return {
    sms: [],
    qrScenes: [],
    wechatTickets: {},
    revoked: new Set(),
    tokenSerial: 1,
    idSerial: 1,
    stats: { requests: 0, refresh: 0, logins: 0, smsSent: 0 },
    sceneListeners: new Set(),
  };
}

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The collections a member can change; the catalogue is never written, so it is not saved. */
const MUTABLE = [
  'members',
  'addresses',
  'subMembers',
  'invoiceProfiles',
  'carts',
  'orders',
  'stockOuts',
  'invoices',
  'wechatIdentities',
] as const satisfies readonly (keyof Seed)[];

function load(): Seed {
  const state = structuredClone(pristine);
  const raw = session()?.getItem(STORAGE_KEY);
  if (raw) {
    try {
      const saved = JSON.parse(raw) as Partial<Seed>;
      for (const key of MUTABLE) if (Array.isArray(saved[key])) Object.assign(state, { [key]: saved[key] });
    } catch {
      session()?.removeItem(STORAGE_KEY);
    }
  }
  return state;
}

export const db = {
  state: load(),
  runtime: freshRuntime(),
  /** The seed as generated (read-only use: catalogue look-ups that never change). */
  seed: pristine,
  /** Back to the seed: every change of this session is dropped. */
  reset(): void {
    const listeners = db.runtime.sceneListeners;
    db.state = structuredClone(pristine);
    db.runtime = freshRuntime();
    db.runtime.sceneListeners = listeners;
    session()?.removeItem(STORAGE_KEY);
  },
  /** Persist after a change (browser only). */
  touch(): void {
    const storage = session();
    if (!storage) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(MUTABLE.map((key) => [key, db.state[key]]))));
    } catch {
      // quota: the session keeps working in memory
    }
  },
};
