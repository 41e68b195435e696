import { ROUTES } from '@/shared/config/routes';
import type { ControlClass, LimitUnit, QualificationKind, QualificationStatus } from '../api/types';
import { MALL_COUNTS, MALL_LABELS } from '@/shared/api/mall-facts.gen';

/** Where a member reads and manages the account's qualifications (账号设置 → 资质管理): the cart's and checkout's links. */
export const QUALIFICATIONS_HREF = `${ROUTES.settings}#qualifications`;

/** §21: at most this many qualifications per account (10175). */
export const MAX_QUALIFICATIONS = MALL_COUNTS.qualifications;
/** §21: the scan's limit (10171). */
export const MAX_QUALIFICATION_FILE_BYTES = MALL_COUNTS.qualificationFileBytes;
/** An approved qualification ending within this many days is flagged (as the cart's `expiring`). */
export const EXPIRING_DAYS = 30;

/** The contract's labels (docs/openapi.yaml x-enum-labels), as the mall spells them. */
export const CONTROL_CLASS_LABEL: Record<ControlClass, string> = MALL_LABELS.ControlClass;

/** The kinds as the mall writes them (kindLabel); the classes a kind covers are chosen beside it (KIND_CLASSES). */
export const QUALIFICATION_KIND_LABEL: Record<QualificationKind, string> = MALL_LABELS.QualificationKind;

export const QUALIFICATION_KINDS: readonly QualificationKind[] = Object.keys(QUALIFICATION_KIND_LABEL) as QualificationKind[];

/** The classes a kind may cover (the mall answers 400 `许可范围与资质类型不符` otherwise). */
export const KIND_CLASSES: Record<QualificationKind, readonly ControlClass[]> = {
  precursorLicence: ['precursor1'],
  precursorRecord: ['precursor2', 'precursor3'],
  explosiveRecord: ['explosive'],
  toxicLicence: ['toxic'],
};

/** §21 `purposeRequired`: the order records a 用途 for 易制爆 and 剧毒 lines (10174); 易制毒 needs none. */
export const recordsPurpose = (controls: readonly ControlClass[]): boolean => controls.some((c) => c === 'explosive' || c === 'toxic');

export const LIMIT_UNITS: readonly LimitUnit[] = ['g', 'kg', 'mL', 'L'];

export const QUALIFICATION_STATUS_COLOR: Record<QualificationStatus, string> = {
  reviewing: 'gold',
  approved: 'green',
  rejected: 'red',
  expired: 'default',
};

const CAS_FORMAT = /^(\d{2,7})-(\d{2})-(\d)$/;

/**
 * Whether `cas` is a CAS Registry Number: 2–7 digits, 2 digits, the check digit, which is the sum of the other
 * digits, each times its place counted from the right (1, 2, 3 …), modulo 10 (67-64-1 acetone: 1×4 + 2×6 + 3×7 + 4×6 =
 * 61 → 1).
 */
export function isCasNumber(cas: string): boolean {
  const match = CAS_FORMAT.exec(cas.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10 === Number(match[3]);
}
