/**
 * The demo owner's qualifications (docs/api.md §21): an approved 易制毒 备案证明 for 第二类 三氯甲烷 with a limit, an
 * approved 剧毒化学品购买许可证 for 叠氮化钠 that runs out 20 days after the seed's day, and a rejected 易制爆 备案.
 * Nothing covers 第三类: 丙酮 is refused to the demo owner until a qualification is added.
 *
 * Whether a qualification has expired is judged on the real clock (like every "today" of the fake mall), so the
 * demo shifts these dates by whole days to the day the fake mall starts (`withDemoQualificationDates`, as the
 * quotes): the 剧毒 licence always reads "expires in 20 days". A saved session keeps its own dates.
 */
import { DEMO } from '../demo-accounts.ts';
import { oid } from '../random.ts';
import type { QualificationRecord, Seed } from '../types.ts';
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

export function buildQualifications(): QualificationRecord[] {
  const memberId = DEMO.owner._id;
  return [
    scanned(
      {
        _id: SEEDED_QUALIFICATIONS.rejected,
        memberId,
        kind: 'explosiveRecord',
        number: '京公易爆备〔2026〕0318',
        authority: '北京市公安局海淀分局',
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
        number: '京公剧购〔2026〕0127',
        authority: '北京市公安局海淀分局',
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
        number: '（京）3S11010800127',
        authority: '北京市公安局海淀分局',
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
