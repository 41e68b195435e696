import type { Invoice, ReissueStatus } from '../api/types';

/** The spec's progress enumeration (§3), here the progress of a reissue (重开). */
export const PROGRESS = { PENDING: 0, PARTIAL: 1, COMPLETED: 2 } as const;
export type Progress = (typeof PROGRESS)[keyof typeof PROGRESS];

/** 申请中 -> PENDING, 红冲中 (red-letter cancel running) -> PARTIAL, 已重开 / 已驳回 -> COMPLETED. */
export function reissueProgress(status: ReissueStatus): Progress {
  if (status === '申请中') return PROGRESS.PENDING;
  if (status === '红冲中') return PROGRESS.PARTIAL;
  return PROGRESS.COMPLETED;
}

export function reissueSteps(invoice: Pick<Invoice, 'reissue'>) {
  const status = invoice.reissue?.status;
  const rejected = status === '已驳回';
  return {
    current: status ? reissueProgress(status) : 0,
    status: rejected ? ('error' as const) : status === '已重开' ? ('finish' as const) : ('process' as const),
    items: [{ title: '申请中' }, { title: '红冲中' }, { title: rejected ? '已驳回' : '已重开' }],
  };
}

export const STATUS_COLORS: Record<Invoice['status'], string> = {
  applying: 'processing',
  issued: 'success',
  reissuing: 'warning',
  reissued: 'default',
  rejected: 'error',
  redLettering: 'volcano',
  redLettered: 'red',
};
