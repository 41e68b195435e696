import type { Schema } from '@/shared/api';

/**
 * A notice to the member (docs/api.md §12; docs/openapi.yaml). `content` is plain text (never HTML), paragraphs
 * separated by \n; `mustRead`: an announcement the member must confirm (no X, only 我已阅读); `order`: on
 * order-status notices, the order as it is now.
 */
export type MemberNotice = Schema<'MemberNotice'>;
