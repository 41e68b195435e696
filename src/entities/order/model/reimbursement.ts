import type { Schema } from '@/shared/api';

/** A 报销 rule the order meets (docs/api.md §13 `reimbursementNotes`): a warning, never a refusal. */
export type ReimbursementNote = Schema<'ReimbursementNote'>;
type Rule = ReimbursementNote['rule'];

/**
 * The one wording of the 报销 rules, read by the checkout and the approval screen alike: what the rule is called
 * and what the member must do so that finance accepts the claim. The mall's `message` says the facts.
 */
export const REIMBURSEMENT_ADVICE: Record<Rule, { title: string; todo: string }> = {
  contract: {
    title: '需附合同',
    todo: '报销时须附销售合同：下单后在订单详情下载《销售合同》，双方盖章后随发票一起报销。',
  },
  fixedAsset: {
    title: '固定资产',
    todo: '报销前须办理资产登记（资产入库）：收货后到单位资产管理系统登记，凭资产登记单与发票一起报销。',
  },
  split: {
    title: '疑似化整为零',
    todo: '财务可能以化整为零为由拒绝报销：请在备注中说明分开采购的原因，或与这些订单合并采购并附合同。',
  },
};

/** The heading said once above the notes. */
export const REIMBURSEMENT_HEADING = '报销提醒：本单符合以下报销规则（不影响下单）';
/** The same notes on a placed order's page: what to gather before 报销. */
export const REIMBURSEMENT_HEADING_PLACED = '报销提醒：本单符合以下报销规则，报销前请备齐相应材料';
