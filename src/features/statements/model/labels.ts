import type { StatementDispute, StatementLine, StatementStatus } from '../api/types';

/** The tag colour of a month's status (the label is the mall's: 未出账 / 待确认 / 已确认 / 有异议). */
export const STATUS_COLORS: Record<StatementStatus, string> = {
  open: 'default',
  pending: 'gold',
  confirmed: 'green',
  disputed: 'red',
};

export const PAYMENT_COLORS: Record<StatementLine['paymentStatus'], string> = { unpaid: 'orange', partial: 'gold', paid: 'green', refunding: 'purple', refunded: 'default' };

export const INVOICE_COLORS: Record<StatementLine['invoiceStatus'], string> = { none: 'default', applying: 'processing', issued: 'green' };

/** What a line's latest dispute says in its row. */
export function disputeState(dispute: StatementDispute | null): { text: string; color: string } | null {
  if (!dispute) return null;
  return dispute.status === 'open' ? { text: '异议待回复', color: 'red' } : { text: '异议已回复', color: 'blue' };
}

/** The limit of a dispute's note (docs/api.md §18). */
export const NOTE_MAX = 200;

/** Why a month cannot be confirmed now, when the page can tell (the mall decides: canConfirm). */
export function confirmHint(status: StatementStatus): string | null {
  if (status === 'open') return '本月尚未出账，下月 1 日后可确认';
  if (status === 'disputed') return '有待处理的异议，商城回复后可确认';
  return null;
}

/** A fund as the page and the workbook name it: 名称（编号）, or the name alone when it already carries its code. */
export function fundLabel(fund: { name: string; code: string } | null): string {
  if (!fund) return '';
  return !fund.code || fund.name.includes(fund.code) ? fund.name : `${fund.name}（${fund.code}）`;
}

/** A line's 到期日 (docs/api.md §17 Credit terms) and whether it is overdue: not paid and due before `today` (China date). */
export function dueState(line: Pick<StatementLine, 'dueDate' | 'paymentStatus'>, today: string): { text: string; overdue: boolean } {
  if (!line.dueDate) return { text: '—', overdue: false };
  const owing = line.paymentStatus === 'unpaid' || line.paymentStatus === 'partial';
  return { text: line.dueDate, overdue: owing && line.dueDate < today };
}
