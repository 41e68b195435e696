import type { ControlClass, Qualification, QualificationKind } from '../api/types';
import { KIND_CLASSES, QUALIFICATION_KIND_LABEL } from './rules';

/** What the company holds for one kind of permit a blocked line needs (docs/api.md §21). */
export interface PermitState {
  kind: QualificationKind;
  /** none: 未上传; approved: held (the mall's own message says what is wrong: substance, limit, not yet in force) */
  state: 'none' | 'reviewing' | 'rejected' | 'expired' | 'approved';
  /** e.g. 本企业的易制爆危险化学品购买备案（编号 …）已驳回：扫描件不清晰 */
  text: string;
  /** the held one's end of validity (YYYY-MM-DD), none when none is held */
  validTo: string | null;
}

const KINDS = Object.keys(KIND_CLASSES) as QualificationKind[];

/**
 * The company's permit of each kind the classes need: the newest qualification of that kind listing the class
 * (the list comes newest first), or none. 危险化学品 needs none.
 */
export function permitStates(controls: readonly ControlClass[], qualifications: readonly Qualification[]): PermitState[] {
  const out: PermitState[] = [];
  for (const control of controls) {
    const kind = KINDS.find((k) => KIND_CLASSES[k].includes(control));
    if (!kind || out.some((p) => p.kind === kind)) continue;
    const label = QUALIFICATION_KIND_LABEL[kind];
    const held = qualifications.find((q) => q.kind === kind && q.classes.includes(control));
    if (!held) {
      out.push({ kind, state: 'none', text: `本企业尚未上传${label}`, validTo: null });
      continue;
    }
    const which = `本企业的${label}（编号 ${held.number}）`;
    const text = {
      reviewing: `${which}审核中，通过后可下单`,
      rejected: `${which}已驳回${held.rejectReason ? `：${held.rejectReason}` : ''}`,
      expired: `${which}已于 ${held.validTo} 到期`,
      approved: `${which}已通过`,
    }[held.status];
    out.push({ kind, state: held.status, text, validTo: held.validTo });
  }
  return out;
}

/** Whom a sub-account asks, and for what: 上传 when none is held, 更新 when one is refused or ended, else to wait. */
export function permitContact(states: readonly PermitState[], ownerName: string | undefined): string {
  const owner = ownerName ? `主账号 ${ownerName} ` : '主账号';
  if (states.some((s) => s.state === 'rejected' || s.state === 'expired')) return `请联系${owner}更新资质`;
  if (states.some((s) => s.state === 'none')) return `请联系${owner}上传资质`;
  if (states.some((s) => s.state === 'reviewing')) return `请等待审核，或联系${owner}`.trimEnd();
  return `如需调整，请联系${owner}`.trimEnd();
}

/** The mall's text without its way to 资质管理, which a sub-account may not change (请在资质管理中上传). */
export const withoutUploadHint = (text: string) => text.replace(/[，,]?请在资质管理中上传[。]?$/u, '');
