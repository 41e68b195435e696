/**
 * The account's qualifications for controlled chemicals (资质管理, docs/api.md §21): their requests, key factory,
 * types and rules. 账号设置 manages them; the cart and the checkout name their classes and link to them.
 */
export { qualificationQueries, REVIEW_POLL_MS } from './api/queries';
export { useCreateQualification, useDeleteQualification } from './api/mutations';
export type { ControlClass, LimitUnit, Qualification, QualificationDraft, QualificationKind } from './api/types';
export {
  CONTROL_CLASS_LABEL,
  EXPIRING_DAYS,
  isCasNumber,
  KIND_CLASSES,
  LIMIT_UNITS,
  MAX_QUALIFICATION_FILE_BYTES,
  MAX_QUALIFICATIONS,
  QUALIFICATION_KIND_LABEL,
  QUALIFICATION_KINDS,
  QUALIFICATION_STATUS_COLOR,
  QUALIFICATIONS_HREF,
} from './model/rules';
export { permitStates } from './model/permit';
export { PermitHelp } from './ui/permit-help';
export { PermitStatus, type PermitViewer } from './ui/permit-status';
