/** Shapes of the statement calls (docs/api.md §18; docs/openapi.yaml). */
import type { AnswerData, RequestBody, Schema } from '@/shared/api';

export type StatementStatus = Schema<'StatementStatus'>;
export type StatementSummary = Schema<'StatementSummary'>;
export type StatementDispute = Schema<'StatementDispute'>;
export type StatementLine = Schema<'StatementLine'>;
export type Statement = Schema<'Statement'>;
export type DisputeInput = RequestBody<'createStatementDispute'>;

export type StatementList = AnswerData<'listStatements'>;
