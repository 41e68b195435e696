import type { CartLine } from '@/entities/cart';
import { ROUTES } from '@/shared/config/routes';

/** Where a member manages the account's qualifications (账号设置 → 资质管理, docs/api.md §21). */
export const QUALIFICATIONS_HREF = `${ROUTES.settings}#qualifications`;

/**
 * The chosen lines that cannot be ordered for want of a covering qualification (LineCompliance status ≠ ok): they
 * stay selectable, but 去结算 stops on them and names them.
 */
export const blockedLines = (lines: readonly CartLine[]): CartLine[] => lines.filter((l) => l.compliance.status !== 'ok');
