/** The account's procurement settings (采购审批 / 收货设置): 账号设置, the checkout and the approval screens read them. */
export { procurementQueries } from './api/queries';
export { useUpdateProcurementSettings } from './api/mutations';
export type { ApprovalMode, ProcurementSettings, ProcurementSettingsInput } from './api/types';
export { APPROVAL_MODES } from './model/labels';
