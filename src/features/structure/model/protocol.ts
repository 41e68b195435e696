import type { StructureIndexEntry, StructureMode } from './search';

/** What the page posts to the structure worker (worker.ts). */
export type ToWorker =
  | { type: 'index'; version: string; entries: StructureIndexEntry[] }
  | { type: 'search'; seq: number; text: string; mode: StructureMode; threshold: number };

export interface DrawnHit {
  idcode: string;
  ids: string[];
  score: number;
  /** OpenChemLib's own SVG of the structure, shown as an image (never inserted as markup) */
  svg: string;
}

/** What the worker answers. */
export type FromWorker =
  | { type: 'result'; seq: number; hits: DrawnHit[]; total: number }
  | { type: 'refused'; seq: number; reason: 'empty' | 'invalid' | 'no-index' | 'failed' };

const PERCENT = new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 0 });

/** A similarity (0–1) as a percentage: 70%. */
export const percent = (share: number) => PERCENT.format(share);
