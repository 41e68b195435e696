/**
 * The rules of docs/api.md §21 as pure functions (no database): which qualification kind a control class needs,
 * whether a kind may cover the classes it claims, the labels, pack sizes measured in a limit's unit, what was
 * bought under a qualification (`used`), a qualification's status as of a day, and the compliance of a cart or
 * order line (missing / reviewing / overLimit / ok). The handlers (mocks/handlers/qualifications.ts, cart.ts,
 * orders.ts) feed them records and the China date of today.
 */
import type { ControlClass, OrderStatus, QualificationKind, QualificationRecord } from './db/types.ts';
import { CONTROL_CLASSES, CONTROL_LABELS as CLASS_INFO, isControlled } from './hazard-data.ts';
import { MALL_CODE, MALL_LABELS, type MallCode } from './facts.gen.ts';
import { needsPurpose } from './purpose-rule.ts';

export { CONTROL_CLASSES, isControlled };

export type LimitUnit = 'g' | 'kg' | 'mL' | 'L';
export type QualificationStatus = 'reviewing' | 'approved' | 'rejected' | 'expired';
export type ComplianceStatus = 'ok' | 'missing' | 'reviewing' | 'overLimit';

/** The classes' short labels (易制毒第三类), from the fake mall's one table (mocks/hazard-data.ts). */
export const CONTROL_LABELS = Object.fromEntries(CONTROL_CLASSES.map((c) => [c, CLASS_INFO[c].label])) as Record<ControlClass, string>;

export const KIND_LABELS: Record<QualificationKind, string> = MALL_LABELS.QualificationKind;
export const QUALIFICATION_KINDS = Object.keys(KIND_LABELS) as QualificationKind[];

export const STATUS_LABELS: Record<QualificationStatus, string> = MALL_LABELS.QualificationStatus;

/** The classes a kind may cover (docs/api.md §21). */
export const KIND_CLASSES: Record<QualificationKind, readonly ControlClass[]> = {
  precursorLicence: ['precursor1'],
  precursorRecord: ['precursor2', 'precursor3'],
  explosiveRecord: ['explosive'],
  toxicLicence: ['toxic'],
};

export const controlledOf = (controls: readonly ControlClass[] | undefined): ControlClass[] => (controls ?? []).filter(isControlled);

/** The kind a controlled class needs. */
export function kindFor(control: ControlClass): QualificationKind | null {
  return QUALIFICATION_KINDS.find((k) => KIND_CLASSES[k].includes(control)) ?? null;
}

/** What a class needs, as the messages say it: 易制毒化学品购买备案证明（第三类）, 剧毒化学品购买许可证. */
export function neededText(control: ControlClass): string {
  const kind = kindFor(control);
  if (!kind) return '';
  const rank = { precursor1: '第一类', precursor2: '第二类', precursor3: '第三类' }[control as 'precursor1'];
  return rank ? `${KIND_LABELS[kind]}（${rank}）` : KIND_LABELS[kind];
}

/** Classes a kind may list: at least one, all of its own; else the 400 text. */
export function classesRefusal(kind: QualificationKind, classes: readonly ControlClass[]): string | null {
  if (classes.length === 0) return '请选择许可范围';
  return classes.every((c) => KIND_CLASSES[kind].includes(c)) ? null : '许可范围与资质类型不符';
}

/** A CAS registry number with its check digit right (67-64-1). */
export function isCas(text: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(text);
  if (!m) return false;
  const digits = `${m[1]}${m[2]}`.split('').reverse();
  const sum = digits.reduce((s, d, i) => s + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

/** A substance's name from a catalogue name: the grade in half-width brackets left off (三氯甲烷 (AR) → 三氯甲烷). */
export const substanceName = (materialName: string): string => materialName.replace(/\s+\([^()]*\)$/, '').trim() || materialName;

// ---------------------------------------------------------------- dates

const DAY = 86_400_000;
/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
export const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Expiring: a covering qualification that ends within this many days (its last day counted) is said on the line. */
export const EXPIRING_DAYS = 30;

type Dated = Pick<QualificationRecord, 'status' | 'validFrom' | 'validTo'>;

/** `expired` is read, never stored: an approved one whose last day (China date) is before `today`. */
export function statusOn(q: Dated, today: string): QualificationStatus {
  return q.status === 'approved' && q.validTo < today ? 'expired' : q.status;
}

/** Approved and `today` within its period. A qualification not yet in force (validFrom later) covers nothing yet. */
export const validOn = (q: Dated, today: string): boolean => q.status === 'approved' && q.validFrom <= today && today <= q.validTo;

/** Days left of an approved, valid qualification (0: today is its last day); else null. */
export function expiresInDays(q: Dated, today: string): number | null {
  return statusOn(q, today) === 'approved' && q.validFrom <= today ? daysFrom(today, q.validTo) : null;
}

// ---------------------------------------------------------------- quantities

const UNITS: Record<string, { unit: LimitUnit; factor: number }> = {
  mg: { unit: 'g', factor: 0.001 },
  g: { unit: 'g', factor: 1 },
  kg: { unit: 'kg', factor: 1 },
  µl: { unit: 'mL', factor: 0.001 },
  ul: { unit: 'mL', factor: 0.001 },
  ml: { unit: 'mL', factor: 1 },
  l: { unit: 'L', factor: 1 },
};
/** Each limit unit in the base unit of its dimension (g or mL). */
const BASE: Record<LimitUnit, { dimension: 'mass' | 'volume'; inBase: number }> = {
  g: { dimension: 'mass', inBase: 1 },
  kg: { dimension: 'mass', inBase: 1000 },
  mL: { dimension: 'volume', inBase: 1 },
  L: { dimension: 'volume', inBase: 1000 },
};

/** Rounding that keeps sums of 0.025 kg packs readable (no 0.07500000000000001). */
export const tidy = (n: number): number => Math.round(n * 1e6) / 1e6;

/** One pack in `unit` ('2.5 L' in L → 2.5, '500 mL' → 0.5, '25 g' in kg → 0.025), or null when it cannot be measured so (100 支, 25 g in L). */
export function packAmount(spec: string, unit: LimitUnit): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(mg|g|kg|µl|ul|ml|l)\s*$/i.exec(spec);
  if (!m) return null;
  const parsed = UNITS[(m[2] ?? '').toLowerCase()];
  if (!parsed) return null;
  const from = BASE[parsed.unit];
  const to = BASE[unit];
  if (from.dimension !== to.dimension) return null;
  return tidy((Number(m[1]) * parsed.factor * from.inBase) / to.inBase);
}

/** An amount and unit as the messages write them: 20 L, 0.5 L, 2.5 kg. */
export const amountText = (amount: number, unit: LimitUnit): string => `${tidy(amount)} ${unit}`;

/** An amount from one limit unit into another of the same dimension (L → mL ×1000); null across dimensions. */
export function convertAmount(amount: number, from: LimitUnit, to: LimitUnit): number | null {
  if (BASE[from].dimension !== BASE[to].dimension) return null;
  return tidy((amount * BASE[from].inBase) / BASE[to].inBase);
}

/** An order line as `used` reads it: the material's CAS, the pack (spec snapshot) and the quantity. */
export interface BoughtLine {
  cas: string | undefined;
  spec: string;
  quantity: number;
}
/** What one qualification took of one limit in an order (recorded when the order is placed or approved). */
export interface QualificationTake {
  qualificationId: string;
  kind: QualificationKind;
  number: string;
  cas: string;
  amount: number;
  unit: LimitUnit;
}
export interface OrderUnderQualification {
  status: OrderStatus;
  qualificationIds: readonly string[];
  /** what each qualification took; absent on orders recorded before takes were kept (then `lines` are read) */
  takes?: readonly QualificationTake[];
  lines: readonly BoughtLine[];
}

/**
 * Bought under a qualification for one limit: in orders not cancelled or rejected, what was taken under the same
 * kind and number (a deleted and re-uploaded licence carries its purchases; the caller passes one account's
 * orders). An order without `takes` counts every limit-CAS line if it recorded the qualification's _id.
 */
export function usedUnder(
  q: Pick<QualificationRecord, '_id' | 'kind' | 'number'>,
  limit: { cas: string; unit: LimitUnit },
  orders: readonly OrderUnderQualification[],
): number {
  let used = 0;
  for (const order of orders) {
    if (order.status === 'cancelled' || order.status === 'rejected') continue;
    if (order.takes) {
      for (const take of order.takes) {
        if (take.kind !== q.kind || take.number !== q.number || take.cas !== limit.cas) continue;
        used += convertAmount(take.amount, take.unit, limit.unit) ?? 0;
      }
      continue;
    }
    if (!order.qualificationIds.includes(q._id)) continue;
    for (const line of order.lines) {
      if (line.cas !== limit.cas) continue;
      used += (packAmount(line.spec, limit.unit) ?? 0) * line.quantity;
    }
  }
  return tidy(used);
}

// ---------------------------------------------------------------- line compliance

export interface LineCompliance {
  controls: ControlClass[];
  status: ComplianceStatus;
  message: string | null;
  purposeRequired: boolean;
  expiring: string | null;
}

/** A line to check: the material's controls, CAS and pack, and the quantity. */
export interface LineInput {
  name: string;
  controls: readonly ControlClass[] | undefined;
  cas: string | undefined;
  spec: string;
  quantity: number;
}

/** A qualification as the check reads it: the record, and `used` of each limit (same order as `limits`). */
export interface HeldQualification {
  record: Pick<QualificationRecord, '_id' | 'kind' | 'number' | 'classes' | 'substances' | 'limits' | 'status' | 'validFrom' | 'validTo'>;
  used: readonly number[];
}

export interface LineCheck extends LineCompliance {
  /** the qualification that covers each class (ok lines); the order records them */
  qualificationIds: string[];
  /** what this line takes of each limit, by `${qualificationId}|${cas}` (to add up the lines of one order) */
  takes: Record<string, number>;
}

const covers = (q: HeldQualification['record'], control: ControlClass, cas: string | undefined): boolean =>
  q.classes.includes(control) && (q.substances.length === 0 || (cas !== undefined && q.substances.includes(cas)));

const limitKey = (qualificationId: string, cas: string): string => `${qualificationId}|${cas}`;

/**
 * A line's compliance: for each controlled class of the material an approved, valid qualification listing the
 * class (and no substances, or the CAS) with room in its limit on the CAS; `alsoTaken` is what earlier lines of the
 * same order take of each limit (by `limitKey`). Missing comes first (naming every uncovered class), then reviewing
 * (a qualification in review would cover it), then overLimit (the first covering one's numbers).
 */
export function checkLine(line: LineInput, held: readonly HeldQualification[], today: string, alsoTaken: Readonly<Record<string, number>> = {}): LineCheck {
  const controls = controlledOf(line.controls);
  const purposeRequired = needsPurpose(controls);
  const base = { controls, purposeRequired, qualificationIds: [] as string[], takes: {} as Record<string, number> };
  if (controls.length === 0) return { ...base, status: 'ok', message: null, expiring: null };

  const missing: ControlClass[] = [];
  let inReview = false;
  let overLimit: string | null = null;
  const chosen: HeldQualification[] = [];
  const takes: Record<string, number> = {};
  for (const control of controls) {
    const valid = held.filter((h) => validOn(h.record, today) && covers(h.record, control, line.cas));
    if (valid.length === 0) {
      if (held.some((h) => h.record.status === 'reviewing' && covers(h.record, control, line.cas))) inReview = true;
      else missing.push(control);
      continue;
    }
    // the first with room (an already chosen one first: one qualification may cover two classes)
    const ordered = [...valid.filter((h) => chosen.includes(h)), ...valid.filter((h) => !chosen.includes(h))];
    let fit: HeldQualification | null = null;
    let firstRefusal: string | null = null;
    for (const h of ordered) {
      const refusal = limitRefusal(h, line, alsoTaken, takes);
      if (refusal === null) {
        fit = h;
        break;
      }
      firstRefusal ??= refusal;
    }
    if (fit) {
      if (!chosen.includes(fit)) chosen.push(fit);
      const index = fit.record.limits.findIndex((l) => l.cas === line.cas);
      const limit = fit.record.limits[index];
      if (limit && line.cas) takes[limitKey(fit.record._id, line.cas)] = tidy((packAmount(line.spec, limit.unit) ?? 0) * line.quantity);
    } else {
      overLimit ??= firstRefusal;
    }
  }
  const expiring = expiringText(chosen.map((h) => h.record), today);
  if (missing.length) {
    return { ...base, status: 'missing', message: `需要有效的${missing.map(neededText).join('和')}，请在资质管理中上传`, expiring };
  }
  if (inReview) return { ...base, status: 'reviewing', message: '资质审核中，通过后可下单', expiring };
  if (overLimit) return { ...base, status: 'overLimit', message: overLimit, expiring };
  return { ...base, status: 'ok', message: null, expiring, qualificationIds: chosen.map((h) => h.record._id), takes };
}

/** Why this qualification's limit on the line's CAS leaves no room for the line (overLimit text), or null. */
function limitRefusal(h: HeldQualification, line: LineInput, alsoTaken: Readonly<Record<string, number>>, takenHere: Readonly<Record<string, number>>): string | null {
  const index = h.record.limits.findIndex((l) => l.cas === line.cas);
  const limit = h.record.limits[index];
  if (!limit || !line.cas) return null;
  const key = limitKey(h.record._id, line.cas);
  if (takenHere[key] !== undefined) return null; // the same qualification already counted this line for another class
  const name = substanceName(line.name);
  const pack = packAmount(line.spec, limit.unit);
  if (pack === null) return `超出许可数量：${name} 的规格 ${line.spec} 无法按许可单位 ${limit.unit} 计量，请联系客服`;
  const used = tidy((h.used[index] ?? 0) + (alsoTaken[key] ?? 0));
  const here = tidy(pack * line.quantity);
  if (tidy(used + here) <= limit.amount) return null;
  return `超出许可数量：${name} 许可 ${amountText(limit.amount, limit.unit)}，已购 ${amountText(used, limit.unit)}，本单 ${amountText(here, limit.unit)}`;
}

/** 资质 <number> 将于 YYYY-MM-DD 到期（剩 N 天）: the soonest-ending of the covering qualifications, within EXPIRING_DAYS. */
export function expiringText(covering: readonly (Dated & Pick<QualificationRecord, 'number'>)[], today: string): string | null {
  const soon = covering
    .map((q) => ({ q, left: daysFrom(today, q.validTo) }))
    .filter((x) => x.left >= 0 && x.left <= EXPIRING_DAYS)
    .sort((a, b) => a.left - b.left)[0];
  return soon ? `资质 ${soon.q.number} 将于 ${soon.q.validTo} 到期（剩 ${soon.left} 天）` : null;
}

/**
 * The lines of one order checked together: each line's check with what the earlier lines took of the same limits.
 * The first refusal (missing/reviewing: 10172, overLimit: 10173), the qualifications the order records and what
 * each took of its limits (`takes`, counted by `usedUnder`).
 */
export function checkOrderLines(lines: readonly LineInput[], held: readonly HeldQualification[], today: string) {
  const taken: Record<string, number> = {};
  const checks = lines.map((line) => {
    const check = checkLine(line, held, today, taken);
    for (const [key, amount] of Object.entries(check.takes)) taken[key] = tidy((taken[key] ?? 0) + amount);
    return check;
  });
  const qualificationIds = [...new Set(checks.flatMap((c) => c.qualificationIds))];
  const takes: QualificationTake[] = [];
  for (const [key, amount] of Object.entries(taken)) {
    const [qualificationId, cas] = key.split('|') as [string, string];
    const record = held.find((h) => h.record._id === qualificationId)?.record;
    const unit = record?.limits.find((l) => l.cas === cas)?.unit;
    if (record && unit) takes.push({ qualificationId, kind: record.kind, number: record.number, cas, amount, unit });
  }
  return { checks, qualificationIds, takes };
}

/** 10172 / 10173 for a line that is not ok: the code and the text to the buyer (or approver). */
export function orderRefusal(line: Pick<LineInput, 'name'>, check: LineCompliance): { code: MallCode; msg: string } | null {
  if (check.status === 'missing') return { code: MALL_CODE.qualificationMissing, msg: `商品 ${line.name} ${check.message ?? ''}` };
  if (check.status === 'reviewing') return { code: MALL_CODE.qualificationMissing, msg: `商品 ${line.name} 的资质正在审核，通过后可下单` };
  if (check.status === 'overLimit') return { code: MALL_CODE.overPermitLimit, msg: check.message ?? '超出许可数量' };
  return null;
}

/** The 用途 of an explosive or toxic line: 2..100 characters. */
export const PURPOSE_MIN = 2;
export const PURPOSE_MAX = 100;

/** The approval reason of a sub-account's order with controlled lines: 含管制化学品：丙酮（易制毒第三类）、叠氮化钠（剧毒）. */
export function controlledReason(lines: readonly { name: string; controls: readonly ControlClass[] }[]): string | null {
  const parts = lines
    .filter((l) => controlledOf(l.controls).length > 0)
    .map((l) => `${substanceName(l.name)}（${controlledOf(l.controls).map((c) => CONTROL_LABELS[c]).join('、')}）`);
  return parts.length ? `含管制化学品：${[...new Set(parts)].join('、')}` : null;
}
