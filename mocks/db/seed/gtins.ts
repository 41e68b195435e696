/**
 * GTINs (GS1, AI 01) of the packs whose labels carry a GS1 DataMatrix: Sigma-Aldrich's and Merck Millipore's
 * (docs/api.md §5 `gtin`). Real-format GTIN-14s: indicator 0, a company prefix of Merck's style, the pack's
 * item reference, a valid check digit. Deterministic: by the order of the catalogue.
 */
import type { Material } from '../types.ts';

const GTIN_BRANDS: Readonly<Record<string, string>> = { sigma: '04061836', millipore: '04061838' };

/** The GS1 check digit of the digits before it (mod 10, weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** Gives every pack of the GS1 brands its GTIN-14 (in place). */
export function assignGtins(materials: Material[], brandKeyOf: ReadonlyMap<string, string>): void {
  const next = new Map<string, number>();
  for (const m of materials) {
    const prefix = GTIN_BRANDS[brandKeyOf.get(m.mfrId) ?? ''];
    if (!prefix) continue;
    const item = (next.get(prefix) ?? 0) + 1;
    next.set(prefix, item);
    const body = `${prefix}${String(item).padStart(5, '0')}`;
    m.gtin = `${body}${gs1CheckDigit(body)}`;
  }
}
