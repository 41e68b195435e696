/**
 * Certificates of analysis: ~1,500 lots of antibodies, ELISA kits, proteins
 * and reagents. Looked up by catalogue number + lot; popular SKUs have
 * several lots. Lot numbers follow each brand's style.
 */
import type { CoaRecord, Material } from '../types.ts';
import { createRandom, oid, type Random } from '../random.ts';
import { NS } from './ids.ts';
import { DAY, HOUR, SEED_NOW_MS, dayStart, iso, parts, yyyymmdd } from './time.ts';

const COA_TARGET = 1500;
const p2 = (n: number): string => String(n).padStart(2, '0');
const digits = (r: Random, n: number): string => {
  let s = '';
  while (s.length < n) s += String(r.int(0, 9));
  return s;
};

/**
 * A lot number in the brand's style for a lot made at `madeMs`. CST numbers
 * its lots 1, 2, 3…; pass the lot's ordinal as `seq`.
 */
export function makeLot(r: Random, brand: string, madeMs: number, seq = r.int(1, 20)): string {
  const { y, m } = parts(madeMs);
  switch (brand) {
    case 'biolegend':
      return 'B' + String(r.int(300000, 489999));
    case 'abcam':
      return `GR${r.int(3200000, 3499999)}-${r.int(1, 9)}`;
    case 'cst':
      return String(seq);
    case 'rnd':
      return (r.chance(0.5) ? 'P' : 'DL') + String(r.int(100000, 399999));
    case 'peprotech':
      return `${p2(m)}${p2(y % 100)}${digits(r, 3)}`;
    case 'sigma':
      return `SLC${'BCDFGHJKLMN'.charAt(r.int(0, 10))}${digits(r, 4)}`;
    case 'thermo':
    case 'invitrogen':
    case 'gibco':
      return '2' + digits(r, 6);
    case 'proteintech':
      return '000' + String(r.int(10000, 99999));
    case 'bd':
      return String(r.int(3000000, 4999999));
    case 'miltenyi':
      return `5${p2(y % 100)}${p2(m)}${digits(r, 5)}`;
    case 'takara':
      return `A${'BCDFGHJKLMN'.charAt(r.int(0, 10))}${digits(r, 4)}A`;
    case 'neb':
    case 'roche':
    case 'qiagen':
    case 'millipore':
    case 'biorad':
    case 'mce':
    case 'selleck':
    case 'cytiva':
    case 'corning':
    case 'eppendorf':
    case 'axygen':
      return String(r.int(10000000, 99999999));
    default:
      // Chinese brands mostly print the production date, sometimes with a batch suffix
      return r.chance(0.7) ? yyyymmdd(madeMs) : `${yyyymmdd(madeMs)}${p2(r.int(1, 12))}`;
  }
}

/** Shelf life in months by category. */
function shelfMonths(r: Random, m: Material): number {
  if (m.category === 'antibody') return r.pick([12, 18, 24]);
  if (m.category === 'elisa') return r.pick([6, 12]);
  if (m.category === 'cytokine') return r.pick([12, 24]);
  return m.cas ? r.pick([36, 60]) : r.pick([12, 24]);
}

function addMonths(ms: number, months: number): number {
  const d = new Date(ms + 8 * HOUR);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.getTime() - 8 * HOUR;
}

type Item = { name: string; standard: string; result: string };

const pct = (r: Random, lo: number, hi: number, digits = 0): string => (lo + r.next() * (hi - lo)).toFixed(digits);

function coaItems(r: Random, m: Material): Item[] {
  const required: Item[] = [];
  const optional: Item[] = [];
  const liquid = /(mL|µL|tests)$/.test(m.spec);
  if (m.category === 'antibody') {
    const flow = m.applications?.includes('流式细胞术') ?? false;
    const conc = m.conjugate && m.conjugate !== 'Purified' ? 0.2 : r.pick([0.5, 1]);
    required.push({ name: '外观', standard: '澄清液体，无沉淀', result: '符合' });
    required.push({ name: '蛋白浓度', standard: `${conc} mg/mL ±10%`, result: `${(conc * (0.93 + r.next() * 0.14)).toFixed(2)} mg/mL` });
    required.push(
      flow
        ? { name: '特异性（流式）', standard: '与阳性细胞群特异性结合，阴性细胞群无明显染色', result: '符合' }
        : { name: '特异性（WB）', standard: '阳性样本检出单一目的条带', result: '符合' },
    );
    optional.push({ name: '纯度 (SDS-PAGE)', standard: '≥90%', result: `${pct(r, 93, 99)}%` });
    optional.push({ name: '缓冲液', standard: flow ? 'PBS，含 0.09% 叠氮钠、0.2% BSA' : 'PBS，含 50% 甘油、0.02% 叠氮钠', result: '符合' });
    if (m.conjugate && m.conjugate !== 'Purified') optional.push({ name: '荧光素/蛋白比 (F/P)', standard: '符合质控规格', result: '符合' });
    else optional.push({ name: '内毒素', standard: '<0.01 EU/µg', result: '<0.005 EU/µg' });
    optional.push({ name: '同型对照背景', standard: '背景染色 ≤2%', result: `${pct(r, 0.2, 1.5, 1)}%` });
  } else if (m.category === 'elisa') {
    required.push({ name: '外观', standard: '试剂盒组分齐全，无破损、无渗漏', result: '符合' });
    required.push({ name: '标准曲线线性', standard: 'R² ≥0.990', result: `0.99${r.int(2, 9)}` });
    required.push({ name: '批内精密度', standard: 'CV ≤10%', result: `${pct(r, 2.5, 7.5, 1)}%` });
    optional.push({ name: '批间精密度', standard: 'CV ≤15%', result: `${pct(r, 4, 11, 1)}%` });
    optional.push({ name: '加标回收率', standard: '80%–120%', result: `${pct(r, 88, 108)}%` });
    optional.push({ name: '特异性', standard: '与同家族因子无明显交叉反应', result: '符合' });
    optional.push({ name: '灵敏度', standard: '符合说明书标示值', result: '符合' });
  } else if (m.category === 'cytokine') {
    const cf = m.name.includes('无载体');
    required.push({ name: '外观', standard: m.shipping === '干冰' ? '无色澄清液体' : '白色冻干粉末', result: '符合' });
    required.push({ name: '纯度 (SDS-PAGE)', standard: '≥95%', result: `${pct(r, 96, 99.5, 1)}%` });
    required.push({ name: '内毒素 (LAL 法)', standard: cf ? '<0.1 EU/µg' : '<1 EU/µg', result: cf ? '<0.01 EU/µg' : '<0.1 EU/µg' });
    optional.push({ name: '生物学活性', standard: '符合说明书 ED50 范围', result: '符合' });
    optional.push({ name: '蛋白含量', standard: `${m.spec} ±10%`, result: `${(parseFloat(m.spec) * (0.95 + r.next() * 0.1)).toFixed(1)} µg` });
    optional.push({ name: '分子量 (SDS-PAGE)', standard: '与理论分子量一致', result: '符合' });
    optional.push({ name: '纯度 (HPLC)', standard: '≥95%', result: `${pct(r, 96, 99.5, 1)}%` });
  } else if (m.cas) {
    required.push({ name: '外观', standard: liquid ? '无色透明液体' : '白色或类白色结晶性粉末', result: '符合' });
    required.push({ name: '含量', standard: '≥99.0%', result: `${pct(r, 99.1, 99.9, 1)}%` });
    required.push({ name: liquid ? '密度 (20°C)' : '水分 (Karl Fischer)', standard: liquid ? '符合规格' : '≤0.5%', result: liquid ? '符合' : `${pct(r, 0.05, 0.4, 2)}%` });
    optional.push({ name: '重金属 (以 Pb 计)', standard: '≤5 ppm', result: '<5 ppm' });
    optional.push({ name: '灼烧残渣', standard: '≤0.05%', result: `${pct(r, 0.005, 0.04, 3)}%` });
    optional.push({ name: '红外光谱鉴别', standard: '与标准图谱一致', result: '符合' });
  } else {
    required.push({ name: '外观', standard: liquid ? '澄清液体，无沉淀' : '组分齐全，包装完好', result: '符合' });
    required.push({ name: '功能检测', standard: '符合质控标准', result: '符合' });
    required.push({ name: 'RNase/DNase 残留', standard: '未检出', result: '未检出' });
    optional.push({ name: '无菌检查', standard: '无细菌、真菌生长', result: '符合' });
    optional.push({ name: 'pH 值 (25°C)', standard: '7.2–7.6', result: pct(r, 7.3, 7.5, 2) });
    optional.push({ name: '支原体检测', standard: '阴性', result: '阴性' });
  }
  const extra = r.sample(optional, r.int(0, Math.min(3, optional.length)));
  return [...required, ...optional.filter((item) => extra.includes(item))];
}

/** ~1,500 COAs for the most popular non-consumable SKUs; sn in manufacture order. */
export function buildCoas(materials: Material[], brandKeyOf: Map<string, string>): CoaRecord[] {
  const r = createRandom(0xc0a_2026);
  const eligible = materials
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.category !== 'consumable')
    .sort((a, b) => b.m.sales - a.m.sales || a.i - b.i)
    .map(({ m }) => m);

  const drafts: Omit<CoaRecord, '_id' | 'sn'>[] = [];
  const taken = new Set<string>();
  for (let rank = 0; rank < eligible.length && drafts.length < COA_TARGET; rank++) {
    const m = eligible[rank] as Material;
    const brand = brandKeyOf.get(m.mfrId) ?? '';
    const lots = Math.min(COA_TARGET - drafts.length, rank < 120 ? r.int(3, 5) : rank < 520 ? r.int(2, 3) : 1);
    const created = Date.parse(m.createdAt);
    // newest lot first, older lots 45-150 days apart, never before the SKU existed
    let made = dayStart(r.int(8, 120)) + r.int(9, 17) * HOUR;
    const dates: number[] = [];
    for (let k = 0; k < lots; k++) {
      if (made < created) break;
      dates.push(made);
      made -= r.int(45, 150) * DAY;
    }
    if (dates.length === 0) dates.push(Math.min(SEED_NOW_MS - 2 * DAY, created + r.int(1, 5) * DAY));
    dates.reverse();
    const firstSeq = r.int(1, 30);
    dates.forEach((madeMs, k) => {
      let lot = makeLot(r, brand, madeMs, firstSeq + k);
      for (let n = 2; taken.has(`${m.catalogNo}|${lot}`); n++) lot = `${lot.replace(/-\d+$/, '')}-${n}`;
      taken.add(`${m.catalogNo}|${lot}`);
      drafts.push({
        lot,
        matlId: m._id,
        catalogNo: m.catalogNo,
        materialName: m.name,
        mfrId: m.mfrId,
        mfrName: m.mfrName,
        manufacturedAt: iso(madeMs),
        expiresAt: iso(addMonths(madeMs, shelfMonths(r, m))),
        fileName: `COA_${m.catalogNo}_${lot}.pdf`,
        items: coaItems(r, m),
        conclusion: '合格',
      });
    });
  }

  const MONTH = 'ABCDEFGHJKLM';
  return drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.manufacturedAt < b.d.manufacturedAt ? -1 : a.d.manufacturedAt > b.d.manufacturedAt ? 1 : a.i - b.i))
    .map(({ d }, i) => {
      const { y, m } = parts(Date.parse(d.manufacturedAt));
      return { _id: oid(NS.coa, i + 1), sn: `COA${p2(y % 100)}${MONTH.charAt(m - 1)}${String(1200 + i * 7 + (i % 5)).padStart(6, '0')}`, ...d };
    });
}
