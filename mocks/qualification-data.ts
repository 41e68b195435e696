/**
 * The account's qualifications as the handlers read them (docs/api.md §21): demo reviews that have come due
 * (settled lazily, as the quotes' answers), the `Qualification` answer, and the compliance of cart and order lines
 * against the account's qualifications. The rules themselves are pure, in mocks/compliance-rules.ts; the handlers
 * are in mocks/handlers/qualifications.ts, the cart's and orders' use in mocks/handlers/cart.ts and orders.ts.
 */
import { db } from './db/index.ts';
import type { ControlClass, Material, MemberRecord, OrderRecord, QualificationRecord } from './db/types.ts';
import { accountOwnerId } from './lib.ts';
import {
  KIND_LABELS,
  STATUS_LABELS,
  checkLine,
  checkOrderLines,
  controlledOf,
  expiresInDays,
  orderRefusal,
  statusOn,
  substanceName,
  usedUnder,
  type HeldQualification,
  type LineCompliance,
  type LineInput,
  type OrderUnderQualification,
  type QualificationTake,
} from './compliance-rules.ts';
import { chinaToday } from './procurement-data.ts';
import type { MallCode } from './facts.gen.ts';

/** Approves the demo uploads whose review time has come (each at its own time); saved when anything changed. */
export function settleReviews(nowMs = Date.now()): void {
  let changed = false;
  for (const q of db.state.qualifications) {
    if (q.status !== 'reviewing' || q.autoReviewAt === undefined || Date.parse(q.autoReviewAt) > nowMs) continue;
    q.status = 'approved';
    q.reviewedAt = q.autoReviewAt;
    delete q.autoReviewAt;
    changed = true;
  }
  if (changed) db.touch();
}

/** The account's qualifications, newest first (reviews that came due settled). */
export function accountQualifications(ownerId: string): QualificationRecord[] {
  settleReviews();
  return db.state.qualifications.filter((q) => q.memberId === ownerId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const materialOf = (matlId: string): Material | undefined => db.state.materials.find((m) => m._id === matlId);

/** A substance's name from the catalogue (grade left off), else the CAS itself. */
export function casName(cas: string): string {
  const material = db.state.materials.find((m) => m.cas === cas);
  return material ? substanceName(material.name) : cas;
}

/** The account's orders as `used` reads them, the order `except` left out (an order re-checked at approval). */
function ordersUnder(ownerId: string, except?: OrderRecord): OrderUnderQualification[] {
  return db.state.orders
    .filter((o) => o.memberId === ownerId && o.compliance && o !== except)
    .map((o) => ({
      status: o.status,
      qualificationIds: o.compliance?.qualificationIds ?? [],
      ...(o.compliance?.takes ? { takes: o.compliance.takes } : {}),
      lines: o.items.map((i) => ({ cas: materialOf(i.matlId)?.cas, spec: i.spec, quantity: i.quantity })),
    }));
}

function heldBy(ownerId: string, except?: OrderRecord): HeldQualification[] {
  const orders = ordersUnder(ownerId, except);
  return accountQualifications(ownerId).map((record) => ({ record, used: record.limits.map((l) => usedUnder(record, l, orders)) }));
}

export function qualificationView(q: QualificationRecord) {
  const today = chinaToday();
  const orders = ordersUnder(q.memberId);
  const status = statusOn(q, today);
  return {
    _id: q._id,
    kind: q.kind,
    kindLabel: KIND_LABELS[q.kind],
    number: q.number,
    authority: q.authority,
    classes: [...q.classes],
    substances: q.substances.map((cas) => ({ cas, name: casName(cas) })),
    limits: q.limits.map((l) => ({ cas: l.cas, name: casName(l.cas), amount: l.amount, unit: l.unit, used: usedUnder(q, l, orders) })),
    validFrom: q.validFrom,
    validTo: q.validTo,
    status,
    statusLabel: STATUS_LABELS[status],
    rejectReason: q.status === 'rejected' ? q.rejectReason ?? null : null,
    expiresInDays: expiresInDays(q, today),
    file: { ...q.file },
    createdAt: q.createdAt,
    reviewedAt: q.reviewedAt ?? null,
  };
}

// ---------------------------------------------------------------- compliance of lines (cart, preview, orders)

/** A line of a material as the rules read it (a material gone from the catalogue is not controlled). */
export function lineInput(matlId: string, quantity: number, fallback: { name: string; spec: string } = { name: '', spec: '' }): LineInput {
  const m = materialOf(matlId);
  return { name: m?.name ?? fallback.name, controls: m?.hazard?.controls, cas: m?.cas, spec: m?.spec ?? fallback.spec, quantity };
}

const publicPart = ({ controls, status, message, purposeRequired, expiring }: LineCompliance): LineCompliance => ({ controls, status, message, purposeRequired, expiring });

/** One cart line's compliance, on its own (docs/api.md §21 `CartLine.compliance`). */
export function cartLineCompliance(member: MemberRecord, matlId: string, quantity: number): LineCompliance {
  const input = lineInput(matlId, quantity);
  if (controlledOf(input.controls).length === 0) return publicPart(checkLine(input, [], chinaToday()));
  return publicPart(checkLine(input, heldBy(accountOwnerId(member)), chinaToday()));
}

export interface OrderCompliance {
  /** controlled lines only, as the preview shows them */
  lines: ({ matlId: string; name: string } & LineCompliance)[];
  /** the first refusal (10172 / 10173), else null */
  refusal: { code: MallCode; msg: string } | null;
  qualificationIds: string[];
  /** what each qualification took of its limits (the order records it; `used` counts it) */
  takes: QualificationTake[];
  /** the lines that must record a 用途 */
  purposeLines: { matlId: string; name: string }[];
  controlled: { matlId: string; name: string; controls: ControlClass[] }[];
}

/** The lines of one order checked together (their amounts added up against the limits). */
export function orderCompliance(ownerId: string, items: readonly { matlId: string; name: string; spec: string; quantity: number }[], except?: OrderRecord): OrderCompliance {
  const inputs = items.map((i) => lineInput(i.matlId, i.quantity, i));
  const controlledAt = inputs.map((l, index) => ({ l, index })).filter(({ l }) => controlledOf(l.controls).length > 0);
  if (controlledAt.length === 0) return { lines: [], refusal: null, qualificationIds: [], takes: [], purposeLines: [], controlled: [] };
  const { checks, qualificationIds, takes } = checkOrderLines(inputs, heldBy(ownerId, except), chinaToday());
  const lines = controlledAt.map(({ l, index }) => ({ matlId: items[index]!.matlId, name: l.name, ...publicPart(checks[index]!) }));
  const first = lines.find((l) => l.status !== 'ok');
  return {
    lines,
    refusal: first ? orderRefusal(first, first) : null,
    qualificationIds,
    takes,
    purposeLines: lines.filter((l) => l.purposeRequired).map(({ matlId, name }) => ({ matlId, name })),
    controlled: lines.map(({ matlId, name, controls }) => ({ matlId, name, controls })),
  };
}
