/**
 * Buying lists (常购清单, docs/api.md §23) and restock alerts (到货提醒, §24) of the seed: the demo owner's shared
 * 「细胞培养常用」 (with a 期货 flask out of stock) and a private list, the sub-account 陈晨's private list, and the
 * owner's waiting alert on that flask. Materials are named by catalogue number (no random draws: the rest of the
 * seed stays as it is); a number missing from the catalogue fails the seed loudly.
 */
import { DEMO } from '../demo-accounts.ts';
import { oid } from '../random.ts';
import type { BuyingListRecord, Material, RestockAlertRecord } from '../types.ts';
import { DAY, HOUR, iso, SEED_NOW_MS } from './time.ts';

const BUYING_LIST_NS = 0x66c80000;
const RESTOCK_ALERT_NS = 0x66c90000;

/** The 期货 T25 flask of 「细胞培养常用」: out of stock in the seed, the owner waits for it. */
export const RESTOCK_DEMO_CATALOG_NO = '3862-10PK';

interface ListPlan {
  memberId: string;
  name: string;
  shared: boolean;
  /** days before SEED_NOW it was made and last changed */
  createdDaysAgo: number;
  updatedDaysAgo: number;
  lines: [catalogNo: string, quantity: number][];
}

const PLANS: ListPlan[] = [
  {
    memberId: DEMO.owner._id,
    name: '细胞培养常用',
    shared: true,
    createdDaysAgo: 60,
    updatedDaysAgo: 4,
    lines: [
      ['11118344-500ML', 6], // DMEM 高糖培养基
      ['12486478-500ML', 2], // 胎牛血清 (干冰)
      ['10012215-100ML', 2], // 青霉素-链霉素双抗
      ['16983918-100ML', 3], // 0.25% 胰酶-EDTA
      ['P6204-500ML', 4], // PBS
      ['8871-20PK', 2], // 60 mm 细胞培养皿
      [RESTOCK_DEMO_CATALOG_NO, 5], // T25 细胞培养瓶: 期货, out of stock
    ],
  },
  {
    memberId: DEMO.owner._id,
    name: 'PCR 与分子实验耗材',
    shared: false,
    createdDaysAgo: 35,
    updatedDaysAgo: 12,
    lines: [
      ['0030035959-500PK', 2], // 1.5 mL 离心管
      ['MCT-313-C-1000PK', 1], // 0.2 mL PCR 管
      ['0030042319-96BX', 5], // 10 µL 吸头
      ['PCR-282-C-1000PK', 2], // 200 µL 吸头
      ['431950-50PK', 2], // 15 mL 离心管
    ],
  },
  {
    memberId: DEMO.sub._id,
    name: '流式抗体 · T 细胞',
    shared: false,
    createdDaysAgo: 20,
    updatedDaysAgo: 2,
    lines: [
      ['309486-25T', 2], // BV421 CD3
      ['355715-25T', 2], // FITC CD4
      ['379722-25T', 1], // BV421 CD8a
      ['300350-100T', 1], // BV421 CD4 100 tests: 期货
    ],
  },
];

function byCatalogNo(materials: readonly Material[], catalogNo: string): Material {
  const material = materials.find((m) => m.catalogNo === catalogNo);
  if (!material) throw new Error(`seed: no material ${catalogNo} for the buying lists`);
  return material;
}

export function buildBuyingLists(materials: readonly Material[]): BuyingListRecord[] {
  return PLANS.map((plan, i) => {
    const created = SEED_NOW_MS - plan.createdDaysAgo * DAY;
    const updated = SEED_NOW_MS - plan.updatedDaysAgo * DAY;
    const step = (updated - created) / plan.lines.length;
    return {
      _id: oid(BUYING_LIST_NS, i + 1),
      memberId: plan.memberId,
      name: plan.name,
      shared: plan.shared,
      // added one after another between creation and the last change, the last line at the last change
      lines: plan.lines.map(([catalogNo, quantity], n) => ({
        matlId: byCatalogNo(materials, catalogNo)._id,
        quantity,
        addedAt: iso(created + (n + 1) * step),
      })),
      createdAt: iso(created),
      updatedAt: iso(updated),
    };
  });
}

export function buildRestockAlerts(materials: readonly Material[]): RestockAlertRecord[] {
  const flask = byCatalogNo(materials, RESTOCK_DEMO_CATALOG_NO);
  if (flask.stock > 0) throw new Error(`seed: ${RESTOCK_DEMO_CATALOG_NO} must be out of stock for the restock demo`);
  return [
    {
      _id: oid(RESTOCK_ALERT_NS, 1),
      memberId: DEMO.owner._id,
      matlId: flask._id,
      status: 'waiting',
      seen: false,
      createdAt: iso(SEED_NOW_MS - 3 * DAY - 2 * HOUR),
    },
  ];
}
