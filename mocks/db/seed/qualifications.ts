/**
 * The demo owner's qualifications (docs/api.md §21): an approved 易制毒 备案证明 for 第二类 三氯甲烷 with a limit, an
 * approved 剧毒化学品购买许可证 for 叠氮化钠 that runs out 20 days after the seed's day, and a rejected 易制爆 备案.
 * Nothing covers 第三类: 丙酮 is refused to the demo owner until a qualification is added. Each is issued by the public
 * security bureau of the company's own district (its registered address: 上海市徐汇区… → 上海市公安局徐汇分局, numbers 沪…).
 *
 * Whether a qualification has expired is judged on the real clock (like every "today" of the fake mall), so the
 * demo shifts these dates by whole days to the day the fake mall starts (`withDemoQualificationDates`, as the
 * quotes): the 剧毒 licence always reads "expires in 20 days". A saved session keeps its own dates.
 */
import { DEMO } from '../demo-accounts.ts';
import { oid } from '../random.ts';
import type { MemberRecord, QualificationRecord, Seed } from '../types.ts';
import { daysBetween } from '../../quote-rules.ts';
import { plusDays } from '../../compliance-rules.ts';
import { qualificationScan } from '../../qualification-scan.ts';
import { DAY, HOUR, SEED_NOW_MS, dayStart, iso } from './time.ts';
import { chinaDate } from '../../quote-rules.ts';

const QUALIFICATION_NS = 0x66c80000;

/** Fixed ids for links, tests and the demo controls. */
export const SEEDED_QUALIFICATIONS = {
  chloroform: oid(QUALIFICATION_NS, 1),
  azide: oid(QUALIFICATION_NS, 2),
  rejected: oid(QUALIFICATION_NS, 3),
} as const;

/** The 剧毒 licence runs out this many days after the (demo's) day. */
export const AZIDE_DAYS_LEFT = 20;

const TODAY = chinaDate(SEED_NOW_MS);

function scanned(record: Omit<QualificationRecord, 'file'>, name: string): QualificationRecord {
  return { ...record, file: { name, type: 'application/pdf', size: qualificationScan(record).length } };
}

/** Provinces' one-character abbreviations (the prefix of a permit's number: 沪公剧购…, （沪）3S…). */
const PROVINCE_ABBR: Readonly<Record<string, string>> = {
  北京: '京', 上海: '沪', 天津: '津', 重庆: '渝', 河北: '冀', 山西: '晋', 辽宁: '辽', 吉林: '吉', 黑龙江: '黑', 江苏: '苏',
  浙江: '浙', 安徽: '皖', 福建: '闽', 江西: '赣', 山东: '鲁', 河南: '豫', 湖北: '鄂', 湖南: '湘', 广东: '粤', 海南: '琼',
  四川: '川', 贵州: '贵', 云南: '云', 陕西: '陕', 甘肃: '甘', 青海: '青', 内蒙古: '蒙', 广西: '桂', 西藏: '藏', 宁夏: '宁', 新疆: '新',
};

/**
 * The public security bureau that issues a company's permits, from its registered address: 上海市徐汇区… →
 * 上海市公安局徐汇分局 (沪), 广东省深圳市南山区… → 深圳市公安局南山分局 (粤); a city without a district its 市公安局.
 */
export function localAuthority(address: string): { authority: string; abbr: string } {
  const muni = /^(北京|上海|天津|重庆)市/u.exec(address);
  const province = muni ? null : /^(?:(内蒙古|广西|西藏|宁夏|新疆)[^区]*自治区|([^省市]{2,3})省)/u.exec(address);
  const name = muni?.[1] ?? province?.[1] ?? province?.[2] ?? '';
  let rest = address.slice((muni ?? province)?.[0].length ?? 0);
  // a municipality is its own city
  const city = muni ? `${name}市` : (/^[^市区县]{2,6}市/u.exec(rest)?.[0] ?? '');
  if (!muni) rest = rest.slice(city.length);
  const district = /^[^区县市]{1,6}[区县]/u.exec(rest)?.[0];
  return { authority: `${city}公安局${district ? `${district.replace(/[区县]$/u, '')}分局` : ''}`, abbr: PROVINCE_ABBR[name] ?? '' };
}

export function buildQualifications(members: readonly MemberRecord[]): QualificationRecord[] {
  const memberId = DEMO.owner._id;
  const company = members.find((m) => m._id === memberId)?.companyInfo;
  const { authority, abbr } = localAuthority(company && 'address' in company ? company.address : '');
  // the 6-digit division of the company (its credit code's characters 3–8), as a 备案证明's number carries it
  const division = company && 'creditCode' in company ? company.creditCode.slice(2, 8) : '000000';
  return [
    scanned(
      {
        _id: SEEDED_QUALIFICATIONS.rejected,
        memberId,
        kind: 'explosiveRecord',
        number: `${abbr}公易爆备〔2026〕0318`,
        authority,
        classes: ['explosive'],
        substances: [],
        limits: [],
        validFrom: plusDays(TODAY, -10),
        validTo: plusDays(TODAY, 355),
        status: 'rejected',
        rejectReason: '证件照片不清晰，请重新上传',
        createdAt: iso(dayStart(10) + 15 * HOUR),
        reviewedAt: iso(dayStart(9) + 10 * HOUR),
      },
      '易制爆备案.pdf',
    ),
    scanned(
      {
        _id: SEEDED_QUALIFICATIONS.azide,
        memberId,
        kind: 'toxicLicence',
        number: `${abbr}公剧购〔2026〕0127`,
        authority,
        classes: ['toxic'],
        substances: ['26628-22-8'],
        limits: [{ cas: '26628-22-8', amount: 1, unit: 'kg' }],
        validFrom: plusDays(TODAY, -70),
        validTo: plusDays(TODAY, AZIDE_DAYS_LEFT),
        status: 'approved',
        createdAt: iso(dayStart(72) + 9 * HOUR),
        reviewedAt: iso(dayStart(71) + 14 * HOUR),
      },
      '剧毒化学品购买许可证.pdf',
    ),
    scanned(
      {
        _id: SEEDED_QUALIFICATIONS.chloroform,
        memberId,
        kind: 'precursorRecord',
        number: `（${abbr}）3S${division}00127`,
        authority,
        classes: ['precursor2'],
        substances: ['67-66-3'],
        limits: [{ cas: '67-66-3', amount: 20, unit: 'L' }],
        validFrom: plusDays(TODAY, -30),
        validTo: plusDays(TODAY, 150),
        status: 'approved',
        createdAt: iso(dayStart(32) + 10 * HOUR),
        reviewedAt: iso(dayStart(31) + 11 * HOUR),
      },
      '易制毒化学品购买备案证明.pdf',
    ),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const shiftIso = (time: string, days: number): string => iso(Date.parse(time) + days * DAY);

/** The qualifications dated from `nowMs`'s China day instead of the seed's (every date moved by the whole days between). */
export function shiftQualifications(list: readonly QualificationRecord[], days: number): QualificationRecord[] {
  if (days === 0) return [...list];
  return list.map((q) => ({
    ...q,
    validFrom: plusDays(q.validFrom, days),
    validTo: plusDays(q.validTo, days),
    createdAt: shiftIso(q.createdAt, days),
    ...(q.reviewedAt ? { reviewedAt: shiftIso(q.reviewedAt, days) } : {}),
  }));
}

/** The seed with its qualifications dated from the day the fake mall starts (docs/api.md §10, §21). */
export function withDemoQualificationDates(seed: Seed, nowMs: number): Seed {
  return { ...seed, qualifications: shiftQualifications(seed.qualifications, daysBetween(SEED_NOW_MS, nowMs)) };
}
