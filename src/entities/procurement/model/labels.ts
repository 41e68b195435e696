import type { ApprovalMode } from '../api/types';

/** The approval modes as 账号设置 offers them, in order. */
export const APPROVAL_MODES: readonly { value: ApprovalMode; label: string; hint: string }[] = [
  { value: 'off', label: '不需要审批', hint: '子账号下单后直接进入商城审核。' },
  { value: 'allSubOrders', label: '子账号的每笔订单', hint: '子账号下的每笔订单都先经审批人批准。' },
  { value: 'rules', label: '按规则', hint: '子账号订单金额超过设定值，或含所选类别的商品时需要审批。' },
];
