import type { AfterSalesCase } from '../api/after-sales';

const FINISHED: readonly AfterSalesCase['status'][] = ['resolved', 'closed', 'withdrawn'];

/** A case still in the service desk's hands (a second one for the same line is refused: 10121). */
export const isOpenCase = (c: Pick<AfterSalesCase, 'status'>) => !FINISHED.includes(c.status);
