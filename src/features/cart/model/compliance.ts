import type { CartLine } from '@/entities/cart';

/**
 * The chosen lines that cannot be ordered for want of a covering qualification (LineCompliance status ≠ ok): they
 * stay selectable, but 去结算 stops on them and names them.
 */
export const blockedLines = (lines: readonly CartLine[]): CartLine[] => lines.filter((l) => l.compliance.status !== 'ok');
