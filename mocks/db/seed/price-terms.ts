/**
 * The demo owner's company's terms (协议价与阶梯价, docs/api.md §5): contract prices on a few consumables, ladders on
 * common tips, a minimum and a multiple on some, one expired contract price and one not yet in effect. Named by
 * catalogue number (none of them is in a seeded cart or buying list, so the other demos keep their prices); a
 * number missing from the catalogue fails the seed loudly. Dates are China dates around SEED_NOW, moved to the day
 * the fake mall starts (withDemoPriceTermDates).
 */
import { DEMO } from '../demo-accounts.ts';
import type { Material, PriceTermsRecord, Seed } from '../types.ts';
import { addDays, chinaDate, daysBetween } from '../../quote-rules.ts';
import { SEED_NOW_MS } from './time.ts';

const TODAY = chinaDate(SEED_NOW_MS);

type Plan = Omit<PriceTermsRecord, 'ownerId' | 'matlId'>;

const PLANS: [catalogNo: string, plan: Plan][] = [
  // 1000 µL 吸头 (盒, list ¥48): contract price and a ladder
  ['MCT-789-L-100BX', { contractPrice: 42, validFrom: addDays(TODAY, -60), validTo: addDays(TODAY, 305), breaks: [{ from: 10, price: 39 }, { from: 50, price: 36 }] }],
  // 10 µL 吸头 (盒, list ¥31.50): a ladder only
  ['606913-96BX', { breaks: [{ from: 10, price: 29 }, { from: 20, price: 27.5 }] }],
  // 15 mL 离心管 (包, list ¥43): contract price, minimum 5, multiple 5
  ['631281-50PK', { contractPrice: 39.5, validFrom: addDays(TODAY, -30), validTo: addDays(TODAY, 335), minQuantity: 5, multiple: 5 }],
  // 无血清细胞冻存液 (瓶, list ¥162.50): contract price, minimum 2
  ['7113002-50ML', { contractPrice: 150, validFrom: addDays(TODAY, -90), validTo: addDays(TODAY, 90), minQuantity: 2 }],
  // 200 µL 吸头 (袋, list ¥39): multiple 2 and a ladder
  ['653953-1000PK', { breaks: [{ from: 10, price: 36 }], minQuantity: 2, multiple: 2 }],
  // 1.5 mL 离心管 (list ¥45.50): the contract price expired yesterday
  ['BS-33-P-500PK', { contractPrice: 40, validFrom: addDays(TODAY, -366), validTo: addDays(TODAY, -1) }],
  // 60 mm 培养皿 (list ¥115.50): the contract price starts next week
  ['184749-20PK', { contractPrice: 99, validFrom: addDays(TODAY, 7), validTo: addDays(TODAY, 372) }],
];

export function buildPriceTerms(materials: readonly Material[]): PriceTermsRecord[] {
  return PLANS.map(([catalogNo, plan]) => {
    const material = materials.find((m) => m.catalogNo === catalogNo);
    if (!material) throw new Error(`price terms seed: ${catalogNo} is not in the catalogue`);
    return { ownerId: DEMO.owner._id, matlId: material._id, ...plan };
  });
}

/** The seed's validity dates moved by whole days to the day the fake mall starts (as the demo quotes, §16). */
export function withDemoPriceTermDates(seed: Seed, nowMs: number): Seed {
  const days = daysBetween(SEED_NOW_MS, nowMs);
  return {
    ...seed,
    priceTerms: seed.priceTerms.map(({ validFrom, validTo, ...rest }) => ({
      ...rest,
      ...(validFrom ? { validFrom: addDays(validFrom, days) } : {}),
      ...(validTo ? { validTo: addDays(validTo, days) } : {}),
    })),
  };
}
