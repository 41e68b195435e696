/**
 * Company qualifications of the fake mall (docs/api.md §21): the owner uploads and deletes them, every member of
 * the account reads them; the demo reviews an upload by itself after 10 s (read lazily, as the quotes' answers)
 * unless the control `POST /__mock/qualifications/{id}/review` decides first; `…/expire` ends an approved one.
 * The account's compliance of cart and order lines (mocks/compliance-rules.ts) is read here for the cart and the
 * orders (./cart.ts, ./orders.ts).
 *
 * Uploaded scans stay in memory only, like payment receipts: after a reload of the demo the file answers 404.
 * The seed's scans are drawn on request (mocks/qualification-scan.ts).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import { iso } from '../db/seed/time.ts';
import type { ControlClass, MemberRecord, QualificationKind, QualificationRecord } from '../db/types.ts';
import { Answer, accountOwnerId, api, fail, field, handle, newId, nowIso, ok, readJson, refuse, withMember } from '../lib.ts';
import { CONTROL_CLASSES, QUALIFICATION_KINDS, STATUS_LABELS, classesRefusal, isCas, plusDays, statusOn, type LimitUnit } from '../compliance-rules.ts';
import { accountQualifications, qualificationView, settleReviews } from '../qualification-data.ts';
import { sniffReceiptType } from '../payment.ts';
import { fileResponse } from '../pdf.ts';
import { chinaToday } from '../procurement-data.ts';
import { qualificationScan } from '../qualification-scan.ts';
import { requireCompany } from './orders.ts';
import { MALL_CODE, MALL_COUNTS } from '../facts.gen.ts';

export const MAX_QUALIFICATIONS = MALL_COUNTS.qualifications;
export const MAX_SCAN_BYTES = MALL_COUNTS.qualificationFileBytes;
export const SCAN_RULE = '资质文件须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB';
/** A demo upload is approved by itself this long after it was made (docs/api.md §21). */
export const AUTO_REVIEW_MS = 10_000;
export const DEFAULT_REJECT_REASON = '证件照片不清晰，请重新上传';
const UNITS: readonly LimitUnit[] = ['g', 'kg', 'mL', 'L'];

// ---------------------------------------------------------------- the upload

function findQualification(member: MemberRecord, id: string): QualificationRecord {
  const q = accountQualifications(accountOwnerId(member)).find((x) => x._id === id);
  if (!q) throw new Answer(fail(404, '资质不存在'));
  return q;
}

function requireOwner(member: MemberRecord): void {
  if (member.parentMbrId) throw new Answer(refuse('子账号无权管理资质', MALL_CODE.subAccountNoQualifications));
}

const bad = (msg: string): Answer => new Answer(fail(400, msg));

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A JSON array field; absent or empty = []; anything else than an array answers `msg`. */
function jsonArray(form: FormData, name: string, msg: string, required = false): unknown[] {
  const raw = text(form, name);
  if (raw === '') {
    if (required) throw bad(msg);
    return [];
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw bad(msg);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string): boolean => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The form's fields checked in the order the form shows them; the 400 texts of docs/api.md §21. */
function readForm(form: FormData) {
  const kind = text(form, 'kind');
  if (!(QUALIFICATION_KINDS as string[]).includes(kind)) throw bad('请选择资质类型');
  const number = text(form, 'number');
  if (number === '') throw bad('证件编号不能为空');
  if (Array.from(number).length > 50) throw bad('证件编号不能超过 50 个字符');
  const authority = text(form, 'authority');
  if (authority === '') throw bad('发证机关不能为空');
  if (Array.from(authority).length > 50) throw bad('发证机关不能超过 50 个字符');
  const classes = jsonArray(form, 'classes', '请选择许可范围', true);
  if (!classes.every((c): c is ControlClass => typeof c === 'string' && (CONTROL_CLASSES as string[]).includes(c))) throw bad('请选择许可范围');
  const classRefusal = classesRefusal(kind as QualificationKind, [...new Set(classes)]);
  if (classRefusal) throw bad(classRefusal);
  const substances = jsonArray(form, 'substances', 'CAS 号格式不正确');
  if (!substances.every((s): s is string => typeof s === 'string' && isCas(s.trim()))) throw bad('CAS 号格式不正确');
  const cas = [...new Set(substances.map((s) => s.trim()))];
  const limits = jsonArray(form, 'limits', '许可数量格式不正确').map((raw) => {
    const l = (typeof raw === 'object' && raw !== null ? raw : {}) as { cas?: unknown; amount?: unknown; unit?: unknown };
    const limitCas = typeof l.cas === 'string' ? l.cas.trim() : '';
    if (!isCas(limitCas)) throw bad('CAS 号格式不正确');
    if (cas.length > 0 && !cas.includes(limitCas)) throw bad('许可数量的 CAS 号须在许可品种中');
    if (typeof l.amount !== 'number' || !Number.isFinite(l.amount) || l.amount <= 0) throw bad('许可数量须大于 0');
    if (!UNITS.includes(l.unit as LimitUnit)) throw bad('许可数量单位只能是 g、kg、mL 或 L');
    return { cas: limitCas, amount: l.amount, unit: l.unit as LimitUnit };
  });
  if (new Set(limits.map((l) => l.cas)).size < limits.length) throw bad('同一 CAS 号只能设置一个许可数量');
  const validFrom = text(form, 'validFrom');
  const validTo = text(form, 'validTo');
  if (validFrom === '' || validTo === '') throw bad('请填写有效期');
  if (!isDate(validFrom) || !isDate(validTo)) throw bad('有效期格式应为 YYYY-MM-DD');
  if (validTo < validFrom) throw bad('有效期结束日期不能早于开始日期');
  if (validTo < chinaToday()) throw bad('资质已过期，请上传有效期内的资质');
  return { kind: kind as QualificationKind, number, authority, classes: [...new Set(classes)], substances: cas, limits, validFrom, validTo };
}

/** A file name as kept: no folders, no control characters, at most 100 characters. */
function cleanFileName(name: string, contentType: string): string {
  const base = Array.from(name.split(/[\\/]/).pop() ?? '')
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
  const ext = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/jpeg' ? 'jpg' : contentType.split('/')[1];
  return Array.from(base || `资质文件.${ext}`).slice(-100).join('');
}

// ---------------------------------------------------------------- handlers

export const qualificationHandlers = [
  http.get(
    api.v1('/member/qualifications'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok(accountQualifications(accountOwnerId(member)).slice(0, MAX_QUALIFICATIONS).map(qualificationView));
    }),
  ),

  http.post(
    api.v1('/member/qualifications'),
    withMember(async ({ request, member }) => {
      requireOwner(member);
      requireCompany(member);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, '请选择资质类型');
      }
      const fields = readForm(form);
      const file = form.get('file');
      if (file === null || typeof file === 'string') return fail(400, '请上传资质文件');
      if (file.size === 0 || file.size > MAX_SCAN_BYTES) return refuse(SCAN_RULE, MALL_CODE.badQualificationFile);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // the type is read from the bytes: a renamed file is refused, whatever it claims
      const type = sniffReceiptType(bytes);
      if (!type) return refuse(SCAN_RULE, MALL_CODE.badQualificationFile);
      // checked after the last await and written in the same step: two uploads sent together cannot both pass
      if (accountQualifications(member._id).length >= MAX_QUALIFICATIONS) return refuse(`最多保存 ${MAX_QUALIFICATIONS} 个资质`, MALL_CODE.qualificationLimit);
      const record: QualificationRecord = {
        _id: newId(),
        memberId: member._id,
        ...fields,
        status: 'reviewing',
        file: { name: cleanFileName(file.name, type), type, size: bytes.length },
        bytes,
        createdAt: nowIso(),
        autoReviewAt: iso(Date.now() + AUTO_REVIEW_MS),
      };
      db.state.qualifications.push(record);
      return ok(qualificationView(record), '资质已提交，审核通过后可购买管制化学品');
    }),
  ),

  http.delete(
    api.v1('/member/qualifications/:id'),
    withMember(({ params, member }) => {
      requireOwner(member);
      requireCompany(member);
      const q = findQualification(member, String(params.id));
      db.state.qualifications = db.state.qualifications.filter((x) => x !== q);
      return ok({ _id: q._id });
    }),
  ),

  http.get(
    api.v1('/member/qualifications/:id/file'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const q = findQualification(member, String(params.id));
      const seeded = db.seed.qualifications.some((s) => s._id === q._id);
      const bytes = q.bytes ?? (seeded ? qualificationScan(q) : undefined);
      // an upload's bytes are kept in memory only: gone after a reload of the demo (fake mall only)
      if (!bytes) return fail(404, '资质文件已过期，请重新上传');
      return fileResponse(bytes.slice(), q.file.type, q.file.name);
    }),
  ),
];

/** The demo controls of docs/api.md §10 (no token). */
export const qualificationControlHandlers = [
  http.post(
    api.mock('/qualifications/:id/review'),
    handle(async ({ params, request }) => {
      settleReviews();
      const q = db.state.qualifications.find((x) => x._id === String(params.id));
      if (!q) return fail(404, '资质不存在');
      const body = await readJson(request);
      const approve = field.boolean(body, 'approve', 'approve');
      const reason = field.string(body, 'reason', '驳回原因', { required: false, max: 200 });
      if (q.status !== 'reviewing') return fail(409, `该资质${STATUS_LABELS[statusOn(q, chinaToday())]}，不在审核中`);
      q.status = approve ? 'approved' : 'rejected';
      q.reviewedAt = nowIso();
      delete q.autoReviewAt;
      if (approve) delete q.rejectReason;
      else q.rejectReason = reason || DEFAULT_REJECT_REASON;
      return ok(qualificationView(q));
    }),
  ),

  http.post(
    api.mock('/qualifications/:id/expire'),
    handle(({ params }) => {
      settleReviews();
      const q = db.state.qualifications.find((x) => x._id === String(params.id));
      if (!q) return fail(404, '资质不存在');
      const today = chinaToday();
      if (statusOn(q, today) !== 'approved') return fail(409, `该资质${STATUS_LABELS[statusOn(q, today)]}，只有已通过的资质可以设为过期`);
      q.validTo = plusDays(today, -1);
      if (q.validFrom > q.validTo) q.validFrom = q.validTo;
      return ok(qualificationView(q));
    }),
  ),
];
