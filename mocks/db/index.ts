/**
 * The fake mall's in-memory database: a deep copy of the deterministic seed
 * plus run-time state (SMS codes, QR scenes, tickets, revoked tokens,
 * counters). `reset()` returns to the seed. In the browser both are saved to
 * the tab's sessionStorage after every change, so a reload changes nothing:
 * the cart and orders stay, and so does an SMS code already sent.
 */
import { createSeed } from './seed/index.ts';
import { withDemoPriceTermDates } from './seed/price-terms.ts';
import { scaled } from './seed/large.ts';
import { withDemoQualificationDates } from './seed/qualifications.ts';
import { withDemoQuoteDates } from './seed/quotes.ts';
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
// the demo's quotes and qualifications are dated from the day the fake mall starts (docs/api.md §10, §21); a saved
// session keeps its own. Exported for tests: a mall started before midnight (China time) keeps that day's dates after it.
export const MALL_STARTED_MS = Date.now();
// MOCK_SCALE=large (node): the large account on top (mocks/db/seed/large.ts); reset() returns to it too
const pristine: Seed = scaled(
  withDemoPriceTermDates(withDemoQualificationDates(withDemoQuoteDates(createSeed(), MALL_STARTED_MS), MALL_STARTED_MS), MALL_STARTED_MS),
);

/**
 * A deep copy of the seed: plain objects and arrays copied by hand, anything
 * else by structuredClone. The same result as structuredClone, in about a
 * sixth of the time (every test resets the database).
 */
function copy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}

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

/** Run-time state as saved: everything but the websocket listeners (live objects of this page). */
type SavedRuntime = Omit<Runtime, 'revoked' | 'sceneListeners'> & { revoked: string[] };

function saveRuntime(runtime: Runtime): SavedRuntime {
  const { sceneListeners: _listeners, revoked, ...rest } = runtime;
  return { ...rest, revoked: [...revoked] };
}

function restoreRuntime(saved: Partial<SavedRuntime> | undefined): Runtime {
  const runtime = freshRuntime();
  if (!saved || typeof saved !== 'object') return runtime;
  if (Array.isArray(saved.sms)) runtime.sms = saved.sms;
  if (Array.isArray(saved.qrScenes)) runtime.qrScenes = saved.qrScenes;
  if (saved.wechatTickets && typeof saved.wechatTickets === 'object') runtime.wechatTickets = saved.wechatTickets;
  if (Array.isArray(saved.revoked)) runtime.revoked = new Set(saved.revoked);
  if (typeof saved.tokenSerial === 'number') runtime.tokenSerial = saved.tokenSerial;
  if (typeof saved.idSerial === 'number') runtime.idSerial = saved.idSerial;
  if (saved.stats && typeof saved.stats === 'object') runtime.stats = { ...runtime.stats, ...saved.stats };
  return runtime;
}

/**
 * The collections a member can change. The catalogue is not saved (it is large and only the restock control writes
 * it): `restocks` records what that control changed, and load() applies it to the catalogue again.
 */
const MUTABLE = [
  'members',
  'addresses',
  'subMembers',
  'invoiceProfiles',
  'carts',
  'orders',
  'stockOuts',
  'invoices',
  'notices',
  'procurementSettings',
  'reimbursementRules',
  'funds',
  'afterSales',
  'quotes',
  'statements',
  'qualifications',
  'buyingLists',
  'restockAlerts',
  'restocks',
  'serviceMessages',
  'wechatIdentities',
] as const satisfies readonly (keyof Seed)[];

/** What is saved of the data: photo and receipt bytes left out (a few real photos exceed the tab's storage quota). */
function savedData(state: Seed): Record<string, unknown> {
  const data: Record<string, unknown> = Object.fromEntries(MUTABLE.map((key) => [key, state[key]]));
  data.afterSales = state.afterSales.map((c) => ({ ...c, photos: c.photos.map((p) => ({ type: p.type })) }));
  // qualification scans likewise (docs/api.md §21): a seeded one is drawn again on request, an uploaded one is gone
  data.qualifications = state.qualifications.map(({ bytes: _bytes, ...q }) => q);
  // payment receipts likewise: name, type and size are kept, the bytes are not (docs/api.md §17)
  data.orders = state.orders.map((o) =>
    o.paymentReceipts?.length ? { ...o, paymentReceipts: o.paymentReceipts.map(({ base64: _bytes, ...receipt }) => receipt) } : o,
  );
  return data;
}

/** The seed's photos are made again on every load: a seeded case gets its bytes back after a reload. */
function restoreSeedPhotos(state: Seed): void {
  for (const record of state.afterSales) {
    const seeded = pristine.afterSales.find((c) => c._id === record._id);
    if (!seeded) continue;
    record.photos = record.photos.map((photo, i) => photo.base64 !== undefined ? photo : { ...photo, ...(seeded.photos[i] ? { base64: seeded.photos[i].base64 } : {}) });
  }
}

/** The restock control's stock (docs/api.md §10) back on the catalogue after a reload. */
function applyRestocks(state: Seed): void {
  for (const restock of state.restocks) {
    const material = state.materials.find((m) => m._id === restock.matlId);
    if (material && typeof restock.stock === 'number') material.stock = restock.stock;
  }
}

let quotaWarned = false;

function load(): { state: Seed; runtime: Runtime } {
  const state = copy(pristine);
  let runtime = freshRuntime();
  const raw = session()?.getItem(STORAGE_KEY);
  if (raw) {
    try {
      const saved = JSON.parse(raw) as Partial<Seed> & { runtime?: Partial<SavedRuntime> };
      for (const key of MUTABLE) if (Array.isArray(saved[key])) Object.assign(state, { [key]: saved[key] });
      restoreSeedPhotos(state);
      applyRestocks(state);
      runtime = restoreRuntime(saved.runtime);
    } catch {
      session()?.removeItem(STORAGE_KEY);
    }
  }
  return { state, runtime };
}

const loaded = load();
// After reset() the copy of the seed is made when the state is next read: many unit tests never reach the mall, and
// tests/setup.ts resets it after each test (a copy is about 17 ms, a tenth of `npm test`'s CPU when made every time).
let current: Seed | undefined = loaded.state;

export const db = {
  get state(): Seed {
    return (current ??= copy(pristine));
  },
  set state(value: Seed) {
    current = value;
  },
  runtime: loaded.runtime,
  /** The seed as generated (read-only use: catalogue look-ups that never change). */
  seed: pristine,
  /** Back to the seed: every change of this session is dropped. */
  reset(): void {
    const listeners = db.runtime.sceneListeners;
    current = undefined;
    db.runtime = freshRuntime();
    db.runtime.sceneListeners = listeners;
    session()?.removeItem(STORAGE_KEY);
  },
  /** Persist after a change (browser only): the data (photo bytes left out) and the run-time state, in one entry. */
  touch(): void {
    const storage = session();
    if (!storage) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ ...savedData(db.state), runtime: saveRuntime(db.runtime) }));
    } catch (error) {
      // quota: the session keeps working in memory, and the demo says once that a reload will lose it
      if (!quotaWarned) console.warn('[fake mall] sessionStorage is full: changes are kept in memory only until the next reload', error);
      quotaWarned = true;
    }
  },
};
