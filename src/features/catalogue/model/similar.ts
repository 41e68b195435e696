/**
 * 相似现货 (docs/api.md §5 Structures): the structures nearest a product's, by the Tanimoto similarity of the
 * index's FFP512 fingerprints (128 hex digits: 16 32-bit words), pure bit arithmetic: no OpenChemLib.
 */
import type { MaterialDetail, MaterialSummary } from '@/entities/material';
import { permitStates, type ControlClass, type Qualification } from '@/entities/qualification';

/** The classes that need a buyer permit (every class but 危险化学品, docs/api.md §20). */
const permitClasses = (m: Pick<MaterialSummary, 'hazard'>): ControlClass[] => (m.hazard?.controls ?? []).filter((c) => c !== 'hazardous');

/**
 * The company holds an approved permit for each class the material needs, one that lists no substances or this
 * material's CAS (docs/api.md §21, as the mall checks an order). None needed: true; not a member: only then.
 */
export function covered(m: Pick<MaterialSummary, 'hazard' | 'cas'>, held: readonly Qualification[] | undefined): boolean {
  const controls = permitClasses(m);
  if (controls.length === 0) return true;
  if (held === undefined) return false;
  const forThis = held.filter((q) => q.substances.length === 0 || (m.cas !== undefined && q.substances.some((s) => s.cas === m.cas)));
  return permitStates(controls, forThis).every((s) => s.state === 'approved');
}

/**
 * Whether a product page offers 相似现货: off shelf, out of stock, or controlled beyond the permits of the member's
 * company (`held`: its qualifications; undefined for a visitor, or while they load: nothing stops their buying yet).
 */
export function offersSimilar(material: Pick<MaterialDetail, 'offShelf' | 'stock' | 'hazard' | 'cas'>, held: readonly Qualification[] | undefined): boolean {
  return material.offShelf || material.stock === 0 || (held !== undefined && !covered(material, held));
}

export interface Fingerprinted {
  id: string;
  idcode: string;
  fingerprint: string;
}

/** Analogues below this similarity are not offered. */
export const MIN_SIMILARITY = 0.5;

/** The fingerprint's 16 words; a malformed one reads as no bits. */
export function fingerprintWords(hex: string): Uint32Array {
  const words = new Uint32Array(16);
  if (!/^[0-9A-Fa-f]{128}$/.test(hex)) return words;
  for (let i = 0; i < 16; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
  return words;
}

function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** |a ∧ b| / |a ∨ b|; 0 when neither has a bit. */
export function tanimoto(a: Uint32Array, b: Uint32Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < 16; i++) {
    both += bitCount((a[i] ?? 0) & (b[i] ?? 0));
    either += bitCount((a[i] ?? 0) | (b[i] ?? 0));
  }
  return either === 0 ? 0 : both / either;
}

/**
 * The index's materials nearest the product's structure (found in the index by its id, else by its idcode: an
 * off-shelf product is not in the index), nearest first, at least `min` similar; the product itself left out.
 * None when its structure is not in the index.
 */
export function nearestStructures(
  entries: readonly Fingerprinted[],
  product: { id: string; idcode: string | undefined },
  min = MIN_SIMILARITY,
): { id: string; score: number }[] {
  const own = entries.find((e) => e.id === product.id) ?? entries.find((e) => e.idcode === product.idcode);
  if (!own || !product.idcode) return [];
  const target = fingerprintWords(own.fingerprint);
  return entries
    .filter((e) => e.id !== product.id)
    .map((e) => ({ id: e.id, score: e.idcode === own.idcode ? 1 : tanimoto(target, fingerprintWords(e.fingerprint)) }))
    .filter((hit) => hit.score >= min)
    .sort((a, b) => b.score - a.score);
}

/** The index's entries nearest the product, at most 50 (what one materials?ids= call lists). */
export function similarInStockIds(entries: readonly Fingerprinted[], product: { _id: string; idcode?: string }) {
  return nearestStructures(entries, { id: product._id, idcode: product.idcode }).slice(0, 50);
}

/** Cards shown at most. */
export const SIMILAR_SHOWN = 6;

/**
 * The listed materials of the ranked ids, nearest first: in stock, of another product than this one, one per
 * product, orderable for the company (`orderable`), at most SIMILAR_SHOWN.
 */
export function similarInStock<M extends { _id: string; productNo: string; stock: number }>(
  ranked: readonly { id: string; score: number }[],
  listed: readonly M[],
  productNo: string,
  orderable: (m: M) => boolean,
): { material: M; score: number }[] {
  const byId = new Map(listed.map((m) => [m._id, m]));
  const seen = new Set([productNo]);
  const out: { material: M; score: number }[] = [];
  for (const { id, score } of ranked) {
    const m = byId.get(id);
    if (!m || m.stock <= 0 || seen.has(m.productNo) || !orderable(m)) continue;
    seen.add(m.productNo);
    out.push({ material: m, score });
    if (out.length === SIMILAR_SHOWN) break;
  }
  return out;
}

const PERCENT = new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 0 });

/** A similarity (0–1) as a percentage: 87%. */
export const percent = (share: number) => PERCENT.format(share);
