/**
 * Catalogue of the fake mall: manufacturers (brands), tags and ~3,000 SKUs.
 * Every product family (productNo) comes in 1-4 pack sizes; each size is a
 * Material whose catalogNo = productNo + '-' + size code.
 */
import { smilesField } from './structures.ts';
import type { Manufacturer, Material, MaterialCategory, MaterialHazard, MaterialTag } from '../types.ts';
import { createRandom, oid, type Random } from '../random.ts';
import {
  BRANDS,
  CONJUGATES,
  CONSUMABLES,
  CYTOKINES,
  ELISA_TARGETS,
  FLOW_MARKERS,
  HAZARD_REAGENTS,
  RAT_MARKERS,
  REAGENT_HAZARDS,
  REAGENT_SYNONYMS,
  REAGENTS,
  TAGS,
  WB_TARGETS,
} from './catalogue-data.ts';
import { NS } from './ids.ts';
import { DAY, HOUR, SEED_NOW_MS, dayStart, iso } from './time.ts';
import { round2 } from '../../rmb.ts';
import { needsPurpose } from '../../purpose-rule.ts';

export interface Catalogue {
  manufacturers: Manufacturer[];
  tags: MaterialTag[];
  /** Every material before the hazard chemicals (what the other seed builders draw from) */
  materials: Material[];
  /** The chemicals added with the hazard data (HAZARD_REAGENTS), ids after `materials` (docs/api.md §20) */
  hazardMaterials: Material[];
  /** Brand key (biolegend, dakewe…) by manufacturer _id */
  brandKeyOf: Map<string, string>;
}

interface Size {
  spec: string;
  code: string;
  unit: string;
  price: number;
}

interface Family {
  brand: string;
  category: MaterialCategory;
  productNo: string;
  name: string;
  nameEn: string;
  sizes: Size[];
  storage: string;
  shipping: string;
  description: string;
  cas?: string;
  synonyms?: readonly string[];
  hazard?: MaterialHazard;
  host?: string;
  clone?: string;
  reactivity?: string[];
  conjugate?: string;
  applications?: string[];
  /** Category tags; the first one is always kept */
  tags: string[];
  /** Popularity 1-3 */
  pop: number;
}

const STORAGE: Record<string, [string, string]> = {
  rt: ['室温，密封干燥保存', '常温'],
  rtFlam: ['阴凉通风处密封保存，远离火源', '常温'],
  rtDark: ['室温避光保存', '常温'],
  c4: ['2-8°C 保存', '冰袋'],
  c4Dark: ['2-8°C 避光保存', '冰袋'],
  m20: ['-20°C 保存', '冰袋'],
  m20Dark: ['-20°C 避光保存', '冰袋'],
  m20Dry: ['-20°C 保存，避免反复冻融', '干冰'],
  m80: ['-80°C 保存', '干冰'],
  rtCorr: ['阴凉通风处密封保存，与碱类、金属粉末分开存放', '常温'],
  rtOx: ['阴凉通风处密封保存，远离火源及还原剂、易燃物', '常温'],
  rtDarkOx: ['避光密封保存，远离还原剂及易燃物', '常温'],
  rtToxic: ['阴凉干燥处密封保存，与酸类分开存放，双人双锁管理', '常温'],
  rtDry: ['干燥处密封保存，严禁接触水和酸', '常温'],
};

const SPECIES: Record<string, { cn: string; en: string; En: string }> = {
  h: { cn: '人', en: 'human', En: 'Human' },
  m: { cn: '小鼠', en: 'mouse', En: 'Mouse' },
  r: { cn: '大鼠', en: 'rat', En: 'Rat' },
};

/** Price factor of a brand against the domestic tier (reagents and consumables). */
const TIER: Record<string, number> = {
  sigma: 2.2, gibco: 1.8, invitrogen: 2.2, thermo: 2.1, roche: 2.5, qiagen: 2.5, neb: 2.0, takara: 1.8,
  biorad: 1.9, cytiva: 1.6, biolegend: 2.0, bd: 2.0, mce: 1.3, selleck: 1.5, millipore: 2.0, corning: 1.8,
  eppendorf: 2.2, axygen: 1.5, dakewe: 1.2, yeasen: 1.15, vazyme: 1.2, macklin: 0.9, aladdin: 0.95,
  sinopharm: 0.7, multisciences: 1.1, biosharp: 0.95, nest: 1.05, labselect: 0.9,
};

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';


function money(v: number, min: number, max: number): number {
  const step = v >= 1000 ? 10 : v >= 200 ? 1 : 0.5;
  return round2(Math.min(max, Math.max(min, Math.round(v / step) * step)));
}

/** `100 µg` -> 100UG, `25 tests` -> 25T, `25,000 U` -> 25KU, `2×250 µL` -> 2X250UL */
function specCode(spec: string): string {
  const s = spec
    .replace(/\s+/g, '')
    .replace(/,000U$/, 'KU')
    .replace(/,/g, '')
    .replace(/×/g, 'X')
    .replace(/µ/g, 'U')
    .replace(/tests$/, 'T')
    .replace(/次$/, 'T')
    .replace(/片$/, 'TAB')
    .replace(/套$/, 'KIT');
  return s.toUpperCase();
}

function reagentUnit(spec: string): string {
  if (/(次|tests|套|片)$/.test(spec)) return '盒';
  if (/(U|µL)$/.test(spec)) return '支';
  return '瓶';
}

export function buildCatalogue(): Catalogue {
  const r = createRandom(0x5eed_ca7a);

  const manufacturers: Manufacturer[] = BRANDS.map((brand, i) => ({
    _id: oid(NS.manufacturer, i + 1),
    name: brand.name,
    nameEn: brand.nameEn,
    country: brand.country,
    isAuthorizedDealer: brand.dealer,
    description: brand.description,
    logoText: brand.logoText,
    website: brand.website,
    sort: i + 1,
  }));
  const brandByKey = new Map(BRANDS.map((brand, i) => [brand.key, { def: brand, mfr: manufacturers[i] as Manufacturer }]));
  const brandKeyOf = new Map<string, string>(manufacturers.map((m, i) => [m._id, (BRANDS[i] as { key: string }).key]));

  const tags: MaterialTag[] = TAGS.map((tag, i) => ({
    _id: oid(NS.tag, i + 1),
    name: tag.name,
    description: tag.description,
    color: tag.color,
    sort: i + 1,
  }));
  const tagId = new Map(TAGS.map((tag, i) => [tag.key, (tags[i] as MaterialTag)._id]));

  const families: Family[] = [];
  const pn = productNumbers(r);

  flowFamilies(r, pn, families);
  wbFamilies(r, pn, families);
  elisaFamilies(r, pn, families);
  cytokineFamilies(r, pn, families);
  reagentFamilies(r, pn, families);
  consumableFamilies(r, pn, families);

  // Families -> SKUs
  const materials: Material[] = [];
  const primaryTags: string[][] = [];
  const catalogNos = new Set<string>();
  for (const fam of families) {
    const brand = brandByKey.get(fam.brand);
    if (!brand) throw new Error(`unknown brand ${fam.brand}`);
    const recent = r.chance(0.07);
    const ageDays = recent ? r.int(3, 85) : r.int(95, 2600);
    const created = dayStart(ageDays) + r.int(9 * 60, 18 * 60) * 60_000;
    const famSales = Math.floor(r.next() * r.next() * 260 * fam.pop) + r.int(0, 25);
    fam.sizes.forEach((size, i) => {
      const catalogNo = `${fam.productNo}-${size.code}`;
      if (catalogNos.has(catalogNo)) throw new Error(`duplicate catalogNo ${catalogNo}`);
      catalogNos.add(catalogNo);
      const outOfStock = r.chance(0.12);
      const share = i === 0 ? 1 : 0.25 + r.next() * 0.6;
      let sales = Math.round(famSales * share * (recent ? ageDays / 120 : 1));
      if (fam.category === 'consumable' || fam.category === 'reagent') sales = Math.round(sales * 1.8);
      const maxStock = { antibody: 60, elisa: 40, cytokine: 50, reagent: 200, consumable: 500 }[fam.category];
      const m: Material = {
        _id: oid(NS.material, materials.length + 1),
        productNo: fam.productNo,
        catalogNo,
        name: fam.name,
        nameEn: fam.nameEn,
        category: fam.category,
        mfrId: brand.mfr._id,
        mfrName: brand.mfr.name,
        tagIds: [],
        spec: size.spec,
        unit: size.unit,
        price: size.price,
        stock: outOfStock ? 0 : r.int(1, maxStock),
        leadDays: outOfStock ? (brand.def.country === '中国' ? r.int(5, 12) : r.int(10, 30)) : 0,
        storage: fam.storage,
        shipping: fam.shipping,
        ...(fam.cas ? { cas: fam.cas } : {}),
        ...smilesField(fam.cas),
        ...(fam.synonyms ? { synonyms: [...fam.synonyms] } : {}),
        ...(fam.hazard ? { hazard: structuredClone(fam.hazard) } : {}),
        ...(fam.host ? { host: fam.host } : {}),
        ...(fam.clone ? { clone: fam.clone } : {}),
        ...(fam.reactivity ? { reactivity: [...fam.reactivity] } : {}),
        ...(fam.conjugate ? { conjugate: fam.conjugate } : {}),
        ...(fam.applications ? { applications: [...fam.applications] } : {}),
        description: fam.description,
        sales,
        createdAt: iso(created + i * 3 * HOUR),
        offShelf: !recent && r.chance(0.02),
      };
      materials.push(m);
      primaryTags.push(fam.tags);
    });
  }

  // Tags need the whole catalogue (热销 = top sales).
  const sorted = materials.map((m) => m.sales).sort((a, b) => b - a);
  const hotFrom = sorted[Math.floor(sorted.length * 0.08)] ?? Infinity;
  materials.forEach((m, i) => {
    const brand = brandByKey.get(brandKeyOf.get(m.mfrId) ?? '');
    const primary = primaryTags[i] ?? [];
    const [first, ...rest] = primary;
    const must: string[] = [];
    if (rest.includes('hazard')) must.push('hazard');
    if (Date.parse(m.createdAt) > SEED_NOW_MS - 90 * DAY) must.push('new');
    if (m.sales >= hotFrom && m.sales > 0 && promotable(m)) must.push('hot');
    if (m.shipping === '干冰') must.push('dryice');
    const optional = r.sample(
      [
        ...rest.filter((k) => k !== 'hazard'),
        ...(brand?.def.dealer ? ['authorized', 'authorized'] : []),
        brand?.def.country === '中国' ? 'domestic' : 'import',
        ...(m.shipping === '冰袋' ? ['cold'] : []),
        ...(m.stock >= 20 ? ['instock'] : []),
        ...(r.chance(0.06) && promotable(m) ? ['promo'] : []),
        ...(r.chance(0.25) ? ['research'] : []),
      ],
      12,
    );
    const want = r.chance(0.08) ? 1 : r.int(2, 4);
    const keys: string[] = first ? [first] : [];
    for (const key of [...must, ...optional]) {
      if (keys.length >= Math.max(want, Math.min(4, must.length + 1))) break;
      if (!keys.includes(key)) keys.push(key);
    }
    m.tagIds = keys.map((key) => {
      const id = tagId.get(key);
      if (!id) throw new Error(`unknown tag ${key}`);
      return id;
    });
  });

  // 缺货 (src/shared/lib/stock-status.ts): a few out-of-stock SKUs have no lead time (leadDays 0): the
  // supplier cannot say when, so they cannot be ordered. Picked without the random source, so every
  // other value of the seed stays as it was.
  let outOfStock = 0;
  for (const m of materials) {
    if (m.stock === 0 && outOfStock++ % UNAVAILABLE_EVERY === UNAVAILABLE_EVERY - 1) m.leadDays = 0;
  }

  const hazardMaterials = buildHazardMaterials(materials, catalogNos, brandByKey, tagId);

  return { manufacturers, tags, materials, hazardMaterials, brandKeyOf };
}

/**
 * HAZARD_REAGENTS as SKUs, after every other material: their own random source and product numbers (checked
 * against the existing catalogue numbers), ids after the existing ones, and no out-of-stock SKU, so that the
 * controlled chemicals can be ordered in the demo. Nothing here touches the main random source.
 */
function buildHazardMaterials(
  existing: readonly Material[],
  catalogNos: Set<string>,
  brandByKey: Map<string, { def: { country: string; dealer: boolean }; mfr: Manufacturer }>,
  tagId: Map<string, string>,
): Material[] {
  const r = createRandom(0x5eed_4a2d);
  const pn = productNumbers(r);
  const families: Family[] = [];
  reagentFamilies(r, pn, families, HAZARD_REAGENTS);
  const out: Material[] = [];
  for (const fam of families) {
    const brand = brandByKey.get(fam.brand);
    if (!brand) throw new Error(`unknown brand ${fam.brand}`);
    let productNo = fam.productNo;
    while (fam.sizes.some((size) => catalogNos.has(`${productNo}-${size.code}`))) productNo = pn(fam.brand, 'reagent');
    const ageDays = r.int(95, 1800);
    const created = dayStart(ageDays) + r.int(9 * 60, 18 * 60) * 60_000;
    const famSales = Math.floor(r.next() * 200 * fam.pop) + r.int(10, 40);
    const tagKeys = [fam.tags[0] ?? 'biochem', 'hazard', brand.def.country === '中国' ? 'domestic' : 'import'];
    fam.sizes.forEach((size, i) => {
      const catalogNo = `${productNo}-${size.code}`;
      catalogNos.add(catalogNo);
      out.push({
        _id: oid(NS.material, existing.length + out.length + 1),
        productNo,
        catalogNo,
        name: fam.name,
        nameEn: fam.nameEn,
        category: fam.category,
        mfrId: brand.mfr._id,
        mfrName: brand.mfr.name,
        tagIds: tagKeys.map((key) => {
          const id = tagId.get(key);
          if (!id) throw new Error(`unknown tag ${key}`);
          return id;
        }),
        spec: size.spec,
        unit: size.unit,
        price: size.price,
        stock: r.int(6, 80),
        leadDays: 0,
        storage: fam.storage,
        shipping: fam.shipping,
        ...(fam.cas ? { cas: fam.cas } : {}),
        ...smilesField(fam.cas),
        ...(fam.synonyms ? { synonyms: [...fam.synonyms] } : {}),
        ...(fam.hazard ? { hazard: structuredClone(fam.hazard) } : {}),
        description: fam.description,
        sales: Math.round(famSales * (i === 0 ? 1.8 : 0.5 + r.next() * 0.6)),
        createdAt: iso(created + i * 3 * HOUR),
        offShelf: false,
      });
    });
  }
  return out;
}

/**
 * 热销 and 促销 are never given to a controlled chemical (易制毒, 易制爆, 剧毒: docs/api.md §5 Tags): the mall does
 * not promote what needs a buyer permit. 危险化学品 alone may be promoted.
 */
export const promotable = (m: Pick<Material, 'hazard'>): boolean => !(m.hazard?.controls ?? []).some((c) => c !== 'hazardous');

/** Every how-manyth out-of-stock SKU is 缺货 without a lead time (about 25 of 400). */
const UNAVAILABLE_EVERY = 16;

// ---------------------------------------------------------------------------
// Product numbers, in each brand's own style

type Pn = (brand: string, kind: string, opt?: { sp?: string; letter?: string; conj?: string; mono?: boolean }) => string;

function productNumbers(r: Random): Pn {
  const used = new Set<string>();
  const d = (n: number): string => {
    let s = String(r.int(1, 9));
    while (s.length < n) s += String(r.int(0, 9));
    return s;
  };
  const z = (n: number): string => {
    let s = '';
    while (s.length < n) s += String(r.int(0, 9));
    return s;
  };
  const L = (): string => LETTERS.charAt(r.int(0, LETTERS.length - 1));
  const EB_PREFIX: Record<string, string> = { FITC: '11', PE: '12', APC: '17', 'PerCP-Cy5.5': '45', 'PE-Cy7': '25', AF488: '53' };

  const make = (brand: string, kind: string, opt: { sp?: string; letter?: string; conj?: string; mono?: boolean }): string => {
    const sp = opt.sp ?? 'h';
    const letter = opt.letter ?? L();
    switch (brand) {
      case 'biolegend':
        if (kind === 'flow') return (sp === 'h' ? '3' : sp === 'm' ? '1' : '2') + z(5);
        if (kind === 'elisa') return '43' + z(4);
        if (kind === 'cyto') return '5' + z(5);
        return '42' + z(4);
      case 'dakewe':
        if (kind === 'elisa') return (sp === 'h' ? '1110' : sp === 'm' ? '1210' : '1310') + z(3);
        if (kind === 'cyto') return '1001' + z(3);
        return '711' + z(4);
      case 'abcam':
        return 'ab' + String(r.int(100000, 289999));
      case 'thermo':
        if (kind === 'flow') return `${EB_PREFIX[opt.conj ?? ''] ?? '14'}-${z(4)}-${sp === 'h' ? '42' : '82'}`;
        if (kind === 'consumable') return '1' + z(5);
        return String(r.int(23000, 89999));
      case 'invitrogen':
        if (kind === 'elisa') return `${sp === 'h' ? 'BMS' : 'BMS6'}${z(3)}`;
        return '1' + z(7);
      case 'sigma':
        return letter + z(4);
      case 'rnd':
        if (kind === 'elisa') return (sp === 'h' ? 'D' : sp === 'm' ? 'M' : 'R') + z(4);
        return `${d(3)}-${letter}`;
      case 'peprotech':
        return `${sp === 'h' ? r.pick(['100', '200', '300', '400', '500']) : r.pick(['210', '250', '315', '450'])}-${z(2)}`;
      case 'cst':
        return String(r.int(2000, 99999));
      case 'bd':
        return '5' + r.pick(['55', '57', '60', '61', '62', '63', '64']) + z(3);
      case 'miltenyi':
        return `130-1${z(2)}-${z(3)}`;
      case 'corning':
        return r.chance(0.5) ? d(4) : '43' + z(4);
      case 'eppendorf':
        return '0030' + z(6);
      case 'biosharp':
        return `BS-${r.int(10, 99)}-${letter}`;
      case 'solarbio':
        return letter + z(4);
      case 'beyotime':
        return (kind === 'wb' ? 'AF' : r.pick(['P', 'C', 'ST', 'D', 'R'])) + z(4);
      case 'yeasen':
        return d(5) + 'ES';
      case 'vazyme':
        return r.pick(['P', 'Q', 'R', 'C', 'E', 'N']) + d(3);
      case 'cwbio':
        return 'CW' + z(4);
      case 'sangon':
        return r.pick(['A', 'B', 'C', 'E']) + d(6);
      case 'absin':
        return 'abs' + d(6);
      case 'proteintech':
        return opt.mono ? `6${z(4)}-1-Ig` : `${r.int(1, 2)}${z(4)}-1-AP`;
      case 'abclonal':
        return 'A' + d(5);
      case 'huabio':
        return `ET${d(4)}-${r.int(1, 99)}`;
      case 'multisciences':
        return kind === 'elisa' ? `EK${sp === 'h' ? '1' : '2'}${z(2)}` : `AP${d(3)}`;
      case 'neobio':
        return (sp === 'h' ? 'EHC' : sp === 'm' ? 'EMC' : 'ERC') + z(3);
      case 'novoprotein':
        return (sp === 'h' ? 'C' : 'CM') + z(3);
      case 'sinobio':
        return `${d(5)}-${sp === 'h' ? 'H' : 'M'}${r.pick(['08H', '08B', '07E', 'NAE', '01H'])}`;
      case 'transgen':
        return r.pick(['AQ', 'AT', 'AP', 'EM', 'ER']) + d(3);
      case 'tiangen':
        return r.pick(['DP', 'FP', 'KR', 'MD']) + d(3);
      case 'takara':
        return r.pick(['RR', 'RP', 'R0', '97']) + d(3) + r.pick(['A', 'B', 'Q']);
      case 'gibco':
        return '1' + z(7);
      case 'nest':
        return r.pick(['6', '7', '8']) + z(5);
      case 'jetbiofil':
        return r.pick(['TCF', 'TCP', 'TCD', 'CFT', 'FPE', 'CTM']) + '0' + z(5);
      case 'axygen':
        return `${r.pick(['MCT', 'PCR', 'TF', 'T', 'UC'])}-${d(3)}-${r.pick(['C', 'A', 'B', 'L'])}`;
      case 'labselect':
        return r.pick(['5', '1', '6']) + z(5);
      case 'macklin':
      case 'aladdin':
        return letter + z(6);
      case 'sinopharm':
        return '1' + z(7);
      case 'millipore':
        return r.pick(['SLGP', 'UFC9', 'IPVH', 'SCGP', 'HATF']) + z(5);
      case 'biorad':
        return '1' + z(6);
      case 'roche':
        return '0' + z(10);
      case 'qiagen':
        return String(r.int(27104, 79899));
      case 'neb':
        return r.pick(['M0', 'R3', 'N3']) + z(3);
      case 'mce':
        return 'HY-' + d(5);
      case 'selleck':
        return 'S' + d(4);
      case 'cytiva':
        return 'SH3' + z(4);
      case 'elabscience':
        return kind === 'elisa'
          ? `E-EL-${sp === 'h' ? 'H' : sp === 'm' ? 'M' : 'R'}${z(4)}`
          : kind === 'flow'
            ? `E-AB-F${z(4)}`
            : `E-CK-A${z(3)}`;
      default:
        throw new Error(`no product numbers for ${brand}`);
    }
  };

  return (brand, kind, opt = {}) => {
    for (let i = 0; i < 1000; i++) {
      const no = make(brand, kind, opt);
      if (!used.has(no)) {
        used.add(no);
        return no;
      }
    }
    throw new Error(`product numbers of ${brand} exhausted`);
  };
}

// ---------------------------------------------------------------------------
// Flow cytometry antibodies

const INTRACELLULAR = new Set(['FOXP3', 'IFN-γ', 'IL-17A', 'TNF-α', 'IL-4', 'Ki-67', 'Granzyme B', 'Perforin']);

function flowFamilies(r: Random, pn: Pn, out: Family[]): void {
  const [storage, shipping] = STORAGE.c4Dark as [string, string];
  const conjByShort = new Map(CONJUGATES.map((c) => [c[0], c]));

  const add = (
    brand: string,
    marker: string,
    sp: string,
    clone: string,
    host: string,
    conj: string | null,
    names: { name: string; nameEn: string },
    sizes: [string, number][],
    checkpoint: boolean,
    pop: number,
  ): void => {
    const species = SPECIES[sp] as { cn: string };
    const apps = conj
      ? ['流式细胞术', ...(conj === 'AF488' && r.chance(0.4) ? ['免疫荧光'] : [])]
      : ['流式细胞术', ...r.sample(['免疫沉淀', '功能实验', 'WB', '免疫组化'], r.int(1, 2))];
    const conjDesc = conj ? (conjByShort.get(conj)?.[2] ?? conj) : '';
    const intra = INTRACELLULAR.has(marker);
    const description = conj
      ? `${conjDesc}标记的抗${species.cn} ${marker} 单克隆抗体（克隆号 ${clone}），适用于流式细胞术${intra ? '胞内染色（需固定破膜）' : '细胞表面染色'}。推荐用量 5 µL/测试（10⁶ 个细胞/100 µL）。`
      : `纯化抗${species.cn} ${marker} 单克隆抗体（克隆号 ${clone}），可用于${apps.join('、')}。${r.chance(0.4) ? '不含叠氮钠，低内毒素，适用于功能实验。' : ''}`;
    out.push({
      brand,
      category: 'antibody',
      productNo: pn(brand, 'flow', { sp, conj: conj ?? 'Purified' }),
      ...names,
      sizes: sizes.map(([spec, price]) => ({ spec, code: specCode(spec), unit: '支', price })),
      storage: conj ? storage : (STORAGE.c4 as [string, string])[0],
      shipping,
      description,
      host,
      clone,
      reactivity: [species.cn],
      conjugate: conj ?? 'Purified',
      applications: apps,
      tags: ['flow', 'mono', ...(checkpoint ? ['checkpoint'] : []), ...(apps.includes('免疫组化') ? ['ihc'] : [])],
      pop,
    });
  };

  const splitClone = (s: string): [string, string] => {
    const [clone = s, host = '大鼠'] = s.split(':');
    return [clone, host];
  };

  // BioLegend: the widest flow range
  for (const [marker, hClones, mClones, pop, checkpoint] of FLOW_MARKERS) {
    const variants: [string, string, string][] = [];
    if (hClones.length) variants.push(['h', r.chance(0.75) ? (hClones[0] as string) : r.pick(hClones), '小鼠']);
    if (mClones.length) {
      const [clone, host] = splitClone(r.chance(0.75) ? (mClones[0] as string) : r.pick(mClones));
      variants.push(['m', clone, host]);
    }
    for (const [sp, clone, host] of variants) {
      const spEn = (SPECIES[sp] as { en: string }).en;
      const spCn = (SPECIES[sp] as { cn: string }).cn;
      const n = pop === 3 ? r.int(3, 4) : pop === 2 ? r.int(2, 3) : r.int(1, 2);
      for (const c of r.sample(CONJUGATES, n)) {
        const bv = c[0].startsWith('BV') ? 1.25 : 1;
        const p25 = r.int(98, 158) * 10 * bv;
        add('biolegend', marker, sp, clone, host, c[0], {
          name: `${c[0]} 标记抗${spCn} ${marker} 抗体`,
          nameEn: `${c[1]} anti-${spEn} ${marker} Antibody`,
        }, [['25 tests', money(p25, 800, 6000)], ['100 tests', money(p25 * (2.2 + r.next() * 0.4), 800, 6000)]], checkpoint, pop);
      }
      if (r.chance(pop >= 2 ? 0.5 : 0.25)) {
        const p100 = r.int(138, 228) * 10;
        add('biolegend', marker, sp, clone, host, null, {
          name: `纯化抗${spCn} ${marker} 抗体`,
          nameEn: `Purified anti-${spEn} ${marker} Antibody`,
        }, [['100 µg', money(p100, 800, 6000)], ['500 µg', money(p100 * 2.6, 800, 6000)]], checkpoint, pop);
      }
    }
  }
  for (const [marker, clone] of RAT_MARKERS) {
    for (const c of r.sample(CONJUGATES.slice(0, 5), 2)) {
      const p25 = r.int(108, 158) * 10;
      add('biolegend', marker, 'r', clone, '小鼠', c[0], {
        name: `${c[0]} 标记抗大鼠 ${marker} 抗体`,
        nameEn: `${c[1]} anti-rat ${marker} Antibody`,
      }, [['25 tests', money(p25, 800, 6000)], ['100 tests', money(p25 * 2.4, 800, 6000)]], false, 1);
    }
  }

  // BD Biosciences
  const BD_CONJ: [string, string][] = [['FITC', 'FITC'], ['PE', 'PE'], ['APC', 'APC'], ['PerCP-Cy5.5', 'PerCP-Cy™5.5'], ['PE-Cy7', 'PE-Cy™7'], ['APC-Cy7', 'APC-H7'], ['BV421', 'BV421']];
  for (const [marker, hClones, mClones, pop, checkpoint] of FLOW_MARKERS) {
    if (pop < 2) continue;
    if (hClones.length) {
      for (const [short, bdName] of r.sample(BD_CONJ, r.int(1, 2))) {
        const clone = hClones[hClones.length > 1 ? 1 : 0] as string;
        const p = r.int(128, 188) * 10;
        add('bd', marker, 'h', clone, '小鼠', short, {
          name: `${short} 标记小鼠抗人 ${marker} 单克隆抗体`,
          nameEn: `${bdName} Mouse Anti-Human ${marker}`,
        }, [['50 tests', money(p, 800, 6000)], ['100 tests', money(p * 1.7, 800, 6000)]], checkpoint, pop);
      }
    }
    if (mClones.length && r.chance(0.6)) {
      const [clone, host] = splitClone(mClones[0] as string);
      const [short, bdName] = r.pick(BD_CONJ);
      const hostEn = host === '仓鼠' ? 'Hamster' : host === '小鼠' ? 'Mouse' : 'Rat';
      const p = r.int(128, 188) * 10;
      add('bd', marker, 'm', clone, host, short, {
        name: `${short} 标记${host}抗小鼠 ${marker} 单克隆抗体`,
        nameEn: `${bdName} ${hostEn} Anti-Mouse ${marker}`,
      }, [['50 tests', money(p, 800, 6000)], ['100 tests', money(p * 1.7, 800, 6000)]], checkpoint, pop);
    }
  }

  // Thermo Fisher (eBioscience)
  const EB_CONJ: [string, string][] = [['FITC', 'FITC'], ['PE', 'PE'], ['APC', 'APC'], ['PerCP-Cy5.5', 'PerCP-Cyanine5.5'], ['PE-Cy7', 'PE-Cyanine7'], ['AF488', 'Alexa Fluor™ 488']];
  for (const [marker, hClones, mClones, pop, checkpoint] of FLOW_MARKERS) {
    if (pop < 2 && !r.chance(0.3)) continue;
    const variants: [string, string, string][] = [];
    if (hClones.length) variants.push(['h', r.pick(hClones), '小鼠']);
    if (mClones.length && r.chance(0.6)) variants.push(['m', ...splitClone(r.pick(mClones))]);
    for (const [sp, clone, host] of variants) {
      const [short, ebName] = r.pick(EB_CONJ);
      const p = r.int(88, 138) * 10;
      add('thermo', marker, sp, clone, host, short, {
        name: `${marker} 单克隆抗体 (${clone})，${short} 标记，抗${(SPECIES[sp] as { cn: string }).cn}`,
        nameEn: `${marker} Monoclonal Antibody (${clone}), ${ebName}, eBioscience™`,
      }, [['25 tests', money(p, 800, 6000)], ['100 tests', money(p * 2.4, 800, 6000)]], checkpoint, pop);
    }
  }

  // Miltenyi REAfinity (recombinant human IgG1)
  const MB_CONJ: [string, string][] = [['FITC', 'FITC'], ['PE', 'PE'], ['APC', 'APC'], ['PE-Cy7', 'PE-Vio® 770'], ['BV421', 'VioBlue®']];
  for (const [marker, hClones, , pop, checkpoint] of FLOW_MARKERS) {
    if (!hClones.length || pop < 2 || r.chance(0.35)) continue;
    const [short, mbName] = r.pick(MB_CONJ);
    const p = r.int(118, 168) * 10;
    add('miltenyi', marker, 'h', `REA${r.int(100, 999)}`, '重组人 IgG1', short, {
      name: `${marker} 抗体，抗人，${short} 标记，REAfinity™`,
      nameEn: `${marker} Antibody, anti-human, ${mbName}, REAfinity™`,
    }, [['30 tests', money(p, 800, 6000)], ['100 tests', money(p * 2.5, 800, 6000)]], checkpoint, pop);
  }

  // Elabscience
  for (const [marker, hClones, , pop, checkpoint] of FLOW_MARKERS) {
    if (!hClones.length || r.chance(pop >= 2 ? 0.4 : 0.8)) continue;
    const short = r.pick(['FITC', 'PE', 'APC', 'PerCP-Cy5.5']);
    const clone = hClones[0] as string;
    const p = r.int(80, 100) * 10;
    add('elabscience', marker, 'h', clone, '小鼠', short, {
      name: `${short} 标记抗人 ${marker} 抗体 [${clone}]`,
      nameEn: `${short} Anti-Human ${marker} Antibody [${clone}]`,
    }, [['25 tests', money(p, 800, 6000)], ['100 tests', money(p * 1.9, 800, 6000)]], checkpoint, pop);
  }
}

// ---------------------------------------------------------------------------
// WB / IHC antibodies

function wbFamilies(r: Random, pn: Pn, out: Family[]): void {
  const [storage, shipping] = STORAGE.m20Dry as [string, string];
  const brands: [string, number, number, [string, number][]][] = [
    // brand, number of targets, share of monoclonals, sizes [spec, price factor] (first = base price range below)
    ['cst', 56, 0.8, [['20 µL', 1], ['100 µL', 3.2]]],
    ['abcam', 40, 0.85, [['30 µL', 1], ['100 µL', 2.6]]],
    ['proteintech', 45, 0.3, [['50 µL', 1], ['150 µL', 2.1]]],
    ['abclonal', 35, 0.6, [['20 µL', 1], ['100 µL', 2.2]]],
    ['huabio', 25, 1, [['50 µL', 1], ['100 µL', 1.6]]],
    ['absin', 25, 0.4, [['50 µL', 1], ['100 µL', 1.6]]],
    ['beyotime', 20, 0.5, [['100 µL', 1]]],
  ];
  const base: Record<string, [number, number]> = {
    cst: [118, 148], abcam: [138, 188], proteintech: [88, 118], abclonal: [80, 98], huabio: [80, 108], absin: [80, 108], beyotime: [88, 138],
  };
  for (const [brand, count, monoShare, sizes] of brands) {
    const picked = new Set(r.sample(WB_TARGETS.map((t) => t[0]), count));
    for (const [target, pop, ihcUsual] of WB_TARGETS) {
      if (!picked.has(target)) continue;
      const mono = r.chance(monoShare);
      const host = brand === 'proteintech' && mono ? '小鼠' : '兔';
      let clone = '';
      if (mono) {
        if (brand === 'cst') clone = `${r.pick(['D', 'E', 'C'])}${r.int(1, 99)}${LETTERS.charAt(r.int(0, 23))}${r.int(1, 12)}`;
        else if (brand === 'abcam') clone = `EPR${r.int(1000, 24999)}${r.chance(0.3) ? `-${r.int(2, 9)}` : ''}`;
        else if (brand === 'proteintech') clone = `${r.int(1, 9)}${LETTERS.charAt(r.int(0, 23))}${r.int(1, 12)}${LETTERS.charAt(r.int(0, 23))}${r.int(1, 9)}`;
        else if (brand === 'abclonal') clone = `ARC${r.int(1000, 2999)}`;
        else if (brand === 'huabio') clone = `JF${r.int(10, 99)}-${r.int(10, 99)}`;
        else clone = `${r.pick(['RM', 'SY', 'BY'])}${r.int(100, 999)}`;
      }
      const ihc = ihcUsual ? r.chance(0.85) : r.chance(0.2);
      const apps = ['WB', ...(ihc ? ['免疫组化'] : []), ...(r.chance(0.4) ? ['免疫荧光'] : []), ...(r.chance(0.2) ? ['免疫沉淀'] : [])];
      const reactivity = r.chance(0.6) ? ['人', '小鼠', '大鼠'] : r.chance(0.6) ? ['人', '小鼠'] : ['人'];
      const kind = mono ? '单克隆' : '多克隆';
      const hostCn = host === '兔' ? '兔' : '鼠';
      let name: string;
      let nameEn: string;
      if (brand === 'cst') {
        name = mono ? `${target} (${clone}) 兔单克隆抗体` : `${target} 兔多克隆抗体`;
        nameEn = mono ? `${target} (${clone}) ${r.chance(0.3) ? 'XP® ' : ''}Rabbit mAb` : `${target} Antibody`;
      } else if (brand === 'abcam') {
        name = mono ? `抗 ${target} 兔单克隆抗体 [${clone}]` : `抗 ${target} 兔多克隆抗体`;
        nameEn = mono ? `Anti-${target} antibody [${clone}]` : `Anti-${target} antibody`;
      } else if (brand === 'proteintech') {
        name = `${target} ${hostCn}${kind}抗体`;
        nameEn = `${target} ${mono ? 'Monoclonal' : 'Polyclonal'} antibody`;
      } else {
        name = `${target} 兔${kind}抗体`;
        nameEn = `${target} Rabbit ${mono ? 'mAb' : 'pAb'}`;
      }
      const [lo, hi] = base[brand] ?? [90, 120];
      const p = r.int(lo, hi) * 10;
      const dilution = r.pick(['1:1000', '1:2000', '1:5000']);
      out.push({
        brand,
        category: 'antibody',
        productNo: pn(brand, 'wb', { mono }),
        name,
        nameEn,
        sizes: sizes.map(([spec, f]) => ({ spec, code: specCode(spec), unit: '支', price: money(p * f, 800, 6000) })),
        storage,
        shipping: shipping === '干冰' ? '冰袋' : shipping,
        description: `${hostCn}${kind}抗体，特异性识别${reactivity.join('/')}源 ${target} 蛋白，已通过 ${apps.join('、')} 验证。推荐 WB 稀释比例 ${dilution}${ihc ? '，IHC-P 1:100–1:400' : ''}。`,
        host,
        ...(clone ? { clone } : {}),
        reactivity,
        applications: apps,
        tags: ['wb', mono ? 'mono' : 'poly', ...(ihc ? ['ihc'] : []), ...(apps.includes('免疫荧光') ? ['if'] : []), ...(target === 'PD-L1' ? ['checkpoint'] : [])],
        pop,
      });
    }
  }
}

// ---------------------------------------------------------------------------
// ELISA kits

function elisaUnit(target: string): string {
  if (['CRP', 'Ferritin', 'Adiponectin', 'IgE'].includes(target)) return 'ng/mL';
  if (target === 'Insulin') return 'µIU/mL';
  return 'pg/mL';
}

function elisaFamilies(r: Random, pn: Pn, out: Family[]): void {
  const [storage, shipping] = STORAGE.c4 as [string, string];
  // brand, counts per species, sizes, 96T price range (tens of yuan), pre-coated
  const plan: [string, Record<string, number>, string[], [number, number], boolean][] = [
    ['dakewe', { h: 99, m: 99, r: 99 }, ['96T', '48T'], [318, 428], true],
    ['biolegend', { h: 14, m: 10 }, ['96T'], [528, 728], false],
    ['rnd', { h: 20, m: 10 }, ['96T'], [628, 798], false],
    ['multisciences', { h: 25, m: 15 }, ['96T', '48T'], [318, 388], true],
    ['neobio', { h: 20, m: 10 }, ['96T', '48T'], [328, 398], true],
    ['elabscience', { h: 20, m: 12, r: 8 }, ['96T', '48T'], [308, 368], true],
    ['abcam', { h: 12 }, ['96T'], [588, 798], false],
    ['invitrogen', { h: 12, m: 8 }, ['96T'], [468, 648], false],
    ['absin', { h: 15 }, ['96T', '48T'], [318, 378], true],
  ];
  for (const [brand, counts, sizes, [lo, hi], precoated] of plan) {
    for (const sp of ['h', 'm', 'r']) {
      const want = counts[sp] ?? 0;
      if (!want) continue;
      const available = ELISA_TARGETS.filter((t) => t[2].includes(sp));
      // popular targets first, then a seeded choice of the rest
      const chosen = new Set(
        want >= available.length
          ? available.map((t) => t[0])
          : [...available.filter((t) => t[3] >= 2).map((t) => t[0]), ...r.sample(available.filter((t) => t[3] < 2).map((t) => t[0]), want)].slice(0, want),
      );
      const species = SPECIES[sp] as { cn: string; En: string };
      for (const [target, cnName, , pop] of available) {
        if (!chosen.has(target)) continue;
        const tname = cnName ? `${cnName} (${target})` : target;
        let name = `${species.cn} ${tname} ELISA 试剂盒`;
        let nameEn = `${species.En} ${target} ELISA Kit`;
        if (brand === 'dakewe') {
          name += '（预包被）';
          nameEn += ' (pre-coated)';
        } else if (brand === 'biolegend') {
          name = `LEGEND MAX™ ${name}`;
          nameEn = `LEGEND MAX™ ${nameEn}`;
        } else if (brand === 'rnd') {
          name = `${species.cn} ${tname} Quantikine ELISA 试剂盒`;
          nameEn = `${species.En} ${target} Quantikine ELISA Kit`;
        } else if (brand === 'abcam') {
          nameEn = `${species.En} ${target} ELISA Kit (SimpleStep)`;
        }
        const unit = elisaUnit(target);
        const top = unit === 'pg/mL' ? r.pick([250, 500, 1000, 2000]) : r.pick([10, 50, 100, 200]);
        const low = Math.round((top / 64) * 100) / 100;
        const sens = Math.round(low * (0.2 + r.next() * 0.4) * 100) / 100;
        const p96 = r.int(lo, hi) * 10;
        const sensitive = !precoated || sens < 1;
        out.push({
          brand,
          category: 'elisa',
          productNo: pn(brand, 'elisa', { sp }),
          name,
          nameEn,
          sizes: sizes.map((spec) => ({
            spec,
            code: spec,
            unit: '盒',
            price: money(spec === '96T' ? p96 : p96 * 0.64, 2000, 8000),
          })),
          storage,
          shipping,
          description: `采用双抗体夹心法定量检测${species.cn}血清、血浆及细胞培养上清中的 ${target}${precoated ? '，酶标板已预包被捕获抗体' : ''}。检测范围 ${low}–${top} ${unit}，灵敏度 ${sens} ${unit}，检测时间约 ${r.pick(['3', '3.5', '4', '4.5'])} 小时。`,
          tags: ['elisa', ...(precoated ? ['precoated'] : []), ...(sensitive ? ['highsens'] : [])],
          pop,
        });
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Recombinant proteins / cytokines

function cytokineFamilies(r: Random, pn: Pn, out: Family[]): void {
  // brand, number per species (99 = all), sizes [spec, factor], 10 µg base range (tens of yuan), carrier-free share
  const plan: [string, Record<string, number>, [string, number][], [number, number], number][] = [
    ['peprotech', { h: 99, m: 99, r: 99 }, [['10 µg', 1], ['100 µg', 4.2]], [88, 138], 0.7],
    ['biolegend', { h: 20, m: 12 }, [['10 µg', 1], ['50 µg', 2.8]], [98, 148], 0],
    ['rnd', { h: 18, m: 8 }, [['10 µg', 1], ['50 µg', 3]], [138, 218], 0.5],
    ['dakewe', { h: 25, m: 10 }, [['10 µg', 1], ['100 µg', 4.5]], [48, 88], 0.2],
    ['novoprotein', { h: 20, m: 6 }, [['10 µg', 1], ['100 µg', 4]], [38, 78], 0.3],
    ['sinobio', { h: 15 }, [['10 µg', 1], ['50 µg', 2.5]], [78, 128], 0.4],
    ['miltenyi', { h: 10 }, [['10 µg', 1], ['100 µg', 5]], [108, 158], 0],
  ];
  for (const [brand, counts, sizes, [lo, hi], cfShare] of plan) {
    for (const sp of ['h', 'm', 'r']) {
      const want = counts[sp] ?? 0;
      if (!want) continue;
      const available = CYTOKINES.filter((c) => c[1].includes(sp));
      const chosen = new Set(
        want >= available.length
          ? available.map((c) => c[0])
          : [...available.filter((c) => c[3] >= 2).map((c) => c[0]), ...r.sample(available.filter((c) => c[3] < 2).map((c) => c[0]), want)].slice(0, want),
      );
      const species = SPECIES[sp] as { cn: string; En: string };
      for (const [target, , growthFactor, pop] of available) {
        if (!chosen.has(target)) continue;
        // BioLegend sells popular cytokines both with carrier and carrier-free
        const variants = brand === 'biolegend' && pop === 3 ? [false, true] : [r.chance(cfShare)];
        for (const cf of variants) {
          const source = growthFactor && r.chance(0.5) ? r.pick(['HEK293 细胞', 'CHO 细胞']) : '大肠杆菌';
          const liquid = brand === 'sinobio' && r.chance(0.3);
          const [storage, shipping] = liquid ? (STORAGE.m80 as [string, string]) : ['-20°C 保存，复溶后 2-8°C 可保存 1 周', '冰袋'];
          let nameEn = `Recombinant ${species.En} ${target}`;
          if (brand === 'rnd') nameEn += ' Protein';
          if (brand === 'sinobio') nameEn += ' Protein (His Tag)';
          if (brand === 'biolegend' && cf) nameEn += ' (carrier-free)';
          if (brand === 'rnd' && cf) nameEn += ', CF';
          const ed50 = r.pick(['0.1–0.5 ng/mL', '0.5–2 ng/mL', '1–5 ng/mL', '5–20 ng/mL', '≤ 1 ng/mL']);
          const p = r.int(lo, hi) * 10 * (cf ? 1.1 : 1);
          out.push({
            brand,
            category: 'cytokine',
            productNo: pn(brand, 'cyto', { sp, letter: target.replace(/[^A-Z]/g, '').slice(0, 2) || 'RP' }),
            name: `重组${species.cn} ${target} 蛋白${cf ? '（无载体）' : ''}`,
            nameEn,
            sizes: sizes.map(([spec, f]) => ({ spec, code: specCode(spec), unit: '支', price: money(p * f, 300, 8000) })),
            storage,
            shipping,
            description: `${source}表达的重组${species.cn} ${target}，纯度 ≥${r.pick([95, 97, 98])}%（SDS-PAGE），内毒素 <${cf ? '0.1' : '1'} EU/µg，生物学活性 ED50 ${ed50}。${cf ? '不含 BSA 等载体蛋白，适用于对载体蛋白敏感的实验。' : '含 BSA 载体蛋白，稳定性更佳。'}${liquid ? '液体剂型。' : '冻干粉，使用前按说明书复溶。'}`,
            tags: ['recomb', 'cytokine', ...(cf ? ['cf'] : []), ...(growthFactor ? ['stemcell'] : [])],
            pop,
          });
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Reagents

const EN_OVERRIDES: Record<string, string> = {
  'invitrogen|Liposomal Transfection Reagent': 'Lipofectamine™ 3000 Transfection Reagent',
  'yeasen|Liposomal Transfection Reagent': 'Hieff Trans™ Liposomal Transfection Reagent',
  'takara|TRIzol™ Reagent': 'RNAiso Plus',
  'tiangen|TRIzol™ Reagent': 'TRNzol Universal Reagent',
  'cwbio|TRIzol™ Reagent': 'RNAzol Total RNA Extraction Reagent',
  'cytiva|Lymphocyte Separation Medium (1.077 g/mL)': 'Ficoll-Paque™ PLUS',
  'neb|EcoRI Restriction Enzyme': 'EcoRI-HF®',
  'vazyme|SYBR Green qPCR Master Mix (2×)': 'ChamQ Universal SYBR qPCR Master Mix',
  'yeasen|SYBR Green qPCR Master Mix (2×)': 'Hieff® qPCR SYBR Green Master Mix (No Rox)',
  'takara|SYBR Green qPCR Master Mix (2×)': 'TB Green® Premix Ex Taq™ II',
  'vazyme|cDNA Synthesis SuperMix with gDNA Remover': 'HiScript III RT SuperMix for qPCR (+gDNA wiper)',
  'takara|cDNA Synthesis SuperMix with gDNA Remover': 'PrimeScript™ RT reagent Kit with gDNA Eraser',
  'thermo|BCA Protein Assay Kit': 'Pierce™ BCA Protein Assay Kit',
  'thermo|ECL Chemiluminescent Substrate': 'Pierce™ ECL Western Blotting Substrate',
  'biolegend|Transcription Factor Fix/Perm Buffer Set': 'True-Nuclear™ Transcription Factor Buffer Set',
  'thermo|Transcription Factor Fix/Perm Buffer Set': 'eBioscience™ Foxp3/Transcription Factor Staining Buffer Set',
  'bd|Transcription Factor Fix/Perm Buffer Set': 'BD Pharmingen™ Transcription Factor Buffer Set',
  'bd|Skim Milk Powder': 'Difco™ Skim Milk',
  'qiagen|Plasmid Mini Kit': 'QIAprep® Spin Miniprep Kit',
  'qiagen|Gel Extraction Kit': 'QIAquick® Gel Extraction Kit',
  'tiangen|Plasmid Mini Kit': 'TIANprep Mini Plasmid Kit',
  'vazyme|High-Fidelity DNA Polymerase': 'Phanta® Max Super-Fidelity DNA Polymerase',
  'neb|High-Fidelity DNA Polymerase': 'Q5® High-Fidelity DNA Polymerase',
  'takara|High-Fidelity DNA Polymerase': 'PrimeSTAR® Max DNA Polymerase',
  'biolegend|Red Blood Cell Lysis Buffer': 'RBC Lysis Buffer (10×)',
  'biolegend|Annexin V-FITC/PI Apoptosis Detection Kit': 'FITC Annexin V Apoptosis Detection Kit with PI',
  'bd|Annexin V-FITC/PI Apoptosis Detection Kit': 'FITC Annexin V Apoptosis Detection Kit I',
};

const USE_PHRASE: Record<string, string> = {
  buffer: '常用于缓冲液与溶液配制',
  protein: '用于蛋白提取、电泳及 Western Blot 实验',
  molbio: '用于分子克隆、PCR 与核酸相关实验',
  qpcr: '用于逆转录与实时荧光定量 PCR',
  cellculture: '用于细胞培养及细胞功能实验',
  antibiotic: '用于细胞或菌株的抗性筛选',
  smallmol: '小分子工具化合物，用于信号通路与药理学研究',
  flowkit: '用于流式细胞术样本制备与染色',
  biochem: '通用生化试剂，适用于多种实验体系',
  if: '用于细胞核复染与荧光显微观察',
};

const USE_PRIORITY = ['flowkit', 'qpcr', 'buffer', 'protein', 'molbio', 'antibiotic', 'smallmol', 'cellculture', 'if', 'biochem'];

const CONTROL_TEXT: Record<string, string> = {
  precursor1: '易制毒化学品（第一类）',
  precursor2: '易制毒化学品（第二类）',
  precursor3: '易制毒化学品（第三类）',
  explosive: '易制爆危险化学品',
  toxic: '剧毒化学品',
};

function chemicalGrade(brand: string): string {
  if (brand === 'sigma') return '≥99%，BioReagent 级';
  if (brand === 'sinopharm') return '分析纯 (AR)';
  if (brand === 'macklin' || brand === 'aladdin') return '≥99%，AR 级';
  if (brand === 'mce' || brand === 'selleck') return 'HPLC 纯度 ≥98%';
  return '生物技术级 (BR)';
}

function reagentFamilies(r: Random, pn: Pn, out: Family[], rows: typeof REAGENTS = REAGENTS): void {
  rows.forEach(([cn, en, cas, storageKey, sizesText, base, brandsText, tagsText], row) => {
    const [storage, shipping] = STORAGE[storageKey] ?? (STORAGE.rt as [string, string]);
    const tagKeys = tagsText.split(',');
    const sizes = sizesText.split(';').map((s) => {
      const [spec = '', factor = '1'] = s.split('*');
      return { spec, factor: Number(factor) };
    });
    const pop = row < 12 ? 3 : row < 40 ? 2 : 1;
    for (const brand of brandsText.split(',')) {
      const tier = (TIER[brand] ?? 1) * (0.9 + r.next() * 0.2);
      const nameEn = EN_OVERRIDES[`${brand}|${en}`] ?? en;
      const use = USE_PHRASE[USE_PRIORITY.find((k) => tagKeys.includes(k)) ?? 'biochem'] ?? '';
      const grade = cas ? chemicalGrade(brand) : '即用型，批间稳定性好';
      const ghs = REAGENT_HAZARDS[cn];
      const controlled = (ghs?.controls ?? []).filter((c) => c !== 'hazardous');
      const hazard = controlled.length > 0
        ? `属${controlled.map((c) => CONTROL_TEXT[c]).join('、')}，购买须提供有效的购买资质${needsPurpose(controlled) ? '，下单时如实登记用途' : ''}，请按规定储存和使用。`
        : tagKeys.includes('hazard') ? '属危险化学品，请按规定储存和使用。' : '';
      out.push({
        brand,
        category: 'reagent',
        productNo: pn(brand, 'reagent', { letter: /[A-Z]/.test(en.charAt(0).toUpperCase()) ? en.charAt(0).toUpperCase().replace(/[IOSVZ]/, 'T') : 'R' }),
        name: cn,
        nameEn,
        sizes: sizes.map(({ spec, factor }) => ({ spec, code: specCode(spec), unit: reagentUnit(spec), price: money(base * factor * tier, 50, 2000) })),
        storage,
        shipping,
        ...(cas ? { cas } : {}),
        ...(REAGENT_SYNONYMS[cn] ? { synonyms: REAGENT_SYNONYMS[cn] } : {}),
        ...(ghs ? { hazard: ghs } : {}),
        description: `${cn}${cas ? `（CAS ${cas}）` : ''}，${grade}。${use}。${hazard}`,
        tags: [tagKeys[0] ?? 'biochem', ...tagKeys.slice(1)],
        pop,
      });
    }
  });
}

// ---------------------------------------------------------------------------
// Consumables

function consumableFamilies(r: Random, pn: Pn, out: Family[]): void {
  const [storage, shipping] = ['室温保存，避免阳光直射', '常温'];
  CONSUMABLES.forEach(([cn, en, sizesText, brandsText, tagsText, desc], row) => {
    const sizes = sizesText.split(';').map((s) => {
      const [spec = '', code = '', price = '0', unit = '包'] = s.split('@');
      return { spec, code, price: Number(price), unit };
    });
    const tagKeys = tagsText.split(',');
    for (const brand of brandsText.split(',')) {
      const tier = (TIER[brand] ?? 1) * (0.92 + r.next() * 0.16);
      out.push({
        brand,
        category: 'consumable',
        productNo: pn(brand, 'consumable'),
        name: cn,
        nameEn: en,
        sizes: sizes.map((s) => ({ spec: s.spec, code: s.code, unit: s.unit, price: money(s.price * tier, 30, 900) })),
        storage,
        shipping,
        description: `${cn}，${desc}`,
        tags: tagKeys,
        pop: row < 10 ? 3 : row < 25 ? 2 : 1,
      });
    }
  });
}
