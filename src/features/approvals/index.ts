/** Approvals of an order (docs/api.md §13): the panel and the approver's bar of the order detail, the resubmit dialog, the shell's 待我审批. */
export { ApprovalPanel } from './components/approval-panel';
export { ApprovalBar } from './components/approval-actions';
export { ResubmitDialogMount } from './components/dialog-mount';
/** The header's 待我审批 (count and badge): its own chunk, fetched once the member is known to approve (access.mayApprove). */
export const loadApprovalsEntry = () => import('./components/approvals-entry');
// Pure rules, for their unit tests (tests/features/approvals/order-sum.test.ts).
export { overdraftFenAt, totalsAt } from './model/approval';
