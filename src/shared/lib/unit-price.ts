import { formatFenRate, type Fen } from './money';

/**
 * 单价 of a pack size for comparing sizes and brands: the price per g or per mL, read from the size (`spec`, e.g.
 * 500 mL, 2.5 kg, 2×250 µL). Mass: per g, per 100 mg for a pack under 1 g; volume: per mL (a µL pack too). Only
 * mg, g, kg, μL, mL and L count (in either case): 支, 盒, 96T, 100 µg, 25,000 U have no unit price (—).
 */
export interface UnitPrice {
  /** fen per `per`, not rounded: a comparison figure, never charged (¥0.048/mL and ¥0.070/mL must not read alike) */
  fen: number;
  per: 'g' | '100 mg' | 'mL';
}

const MASS_MG: Record<string, number> = { mg: 1, g: 1000, kg: 1_000_000 };
const VOLUME_UL: Record<string, number> = { μl: 1, µl: 1, ul: 1, ml: 1000, l: 1_000_000 };
/** mg in the `100 mg` of a small pack's unit price */
const SMALL_MG = 100;
const SPEC = /^(?:(\d+)\s*[×x*]\s*)?(\d+(?:\.\d+)?)\s*([a-zμµ]+)$/i;

/** The size in mg or µL, or null for any other unit. */
export function packAmount(spec: string): { mg: number } | { ul: number } | null {
  const match = SPEC.exec(spec.trim().replace(/(\d),(?=\d{3}\b)/g, '$1'));
  if (!match) return null;
  const count = match[1] ? Number(match[1]) : 1;
  const size = Number(match[2]) * count;
  if (!(size > 0)) return null;
  // in either case: 2.5 KG, 500 G, 100 MG, 500 mL, 500 ML, 250 μL
  const unit = match[3]!.toLowerCase();
  if (Object.hasOwn(MASS_MG, unit)) return { mg: size * MASS_MG[unit]! };
  if (Object.hasOwn(VOLUME_UL, unit)) return { ul: size * VOLUME_UL[unit]! };
  return null;
}

/** The unit price of `priceFen` for the size `spec`, or null when the size is not a mass or volume. */
export function unitPrice(priceFen: Fen, spec: string): UnitPrice | null {
  const amount = packAmount(spec);
  if (!amount || !Number.isFinite(priceFen)) return null;
  if ('mg' in amount) {
    if (amount.mg < 1000) return { fen: (priceFen * SMALL_MG) / amount.mg, per: '100 mg' };
    return { fen: (priceFen * 1000) / amount.mg, per: 'g' };
  }
  return { fen: (priceFen * 1000) / amount.ul, per: 'mL' };
}

/** ¥0.10/mL, ¥0.048/mL, ¥980.00/100 mg, or — */
export function unitPriceText(priceFen: Fen, spec: string): string {
  const unit = unitPrice(priceFen, spec);
  return unit ? `${formatFenRate(unit.fen)}/${unit.per}` : '—';
}
