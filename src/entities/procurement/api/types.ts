import type { Schema } from '@/shared/api';

/** The account's procurement settings (采购审批 / 收货设置) as the mall sends and takes them (docs/api.md §13). */
export type ProcurementSettingsInput = Schema<'ProcurementSettingsInput'>;

export type ProcurementSettings = Schema<'ProcurementSettings'>;

export type ApprovalMode = ProcurementSettingsInput['approvalMode'];
