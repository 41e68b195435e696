import type { AnswerData, Schema } from '@/shared/api';

/** 到货提醒 as the mall sends it (docs/api.md §24, docs/openapi.yaml). */
export type RestockAlert = Schema<'RestockAlert'>;
/** The header's count: waiting, and arrived not yet seen. */
export type RestockCount = AnswerData<'countRestockAlerts'>;
