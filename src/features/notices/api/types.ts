import type { Schema } from '@/shared/api';

/**
 * A message to the member (docs/api.md §12; docs/openapi.yaml): `content` is plain text (never HTML), paragraphs
 * separated by \n; `mustRead`: an announcement the member must confirm (no X, only 我已阅读); `read`: kept by the
 * mall per member; `link`: its object; `order`: on order-status and approval messages, the order as it is NOW.
 */
export type MemberNotice = Schema<'MemberNotice'>;

export type MessageKind = Schema<'MessageKind'>;

/** The BioLegend supply notice as the mall keeps it for the member (acknowledged on any device). */
export type SupplyNoticeState = Schema<'SupplyNoticeState'>;

export interface MessageFilter {
  status: 'all' | 'unread';
  kind: MessageKind | '';
  page: number;
  pageSize: number;
}
