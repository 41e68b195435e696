import { ApiError, http, paths } from '@/shared/api';
import { isMonth } from '../model/month';
import type { DisputeInput, Statement, StatementList } from './types';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

/** The month as a path segment, checked first: anything else is a not-found before any call. */
function monthSegment(month: string): string {
  if (!isMonth(month)) throw new ApiError('http', '月份格式应为 YYYY-MM', { status: 400 });
  return month;
}

/** GET {v1}/statements: the months with deliveries of the last 12 months, newest first. */
export async function fetchStatements(signal?: AbortSignal): Promise<StatementList> {
  const body = await http.get<StatementList>(paths.v1('/statements'), { signal });
  return body.data;
}

/** A 404 of a statement (`该月没有对账单`, `经费不存在`): the page says it in place, with a way on. */
const NOT_FOUND = new Set([404]);

/** GET {v1}/statements/{month}, only the lines of one fund when `fundId` is given. */
export async function fetchStatement(month: string, fundId: string | undefined, signal?: AbortSignal): Promise<Statement> {
  const params = fundId ? { fundId } : undefined;
  const body = await http.get<Statement>(paths.v1(`/statements/${monthSegment(month)}`), { params, signal, quietCodes: NOT_FOUND });
  return body.data;
}

/** PUT {v1}/statements/{month}/confirm; `silent`: the confirm dialog says every failure in place. */
export async function confirmStatement(month: string): Promise<Statement> {
  const body = await http.put<Statement>(paths.v1(`/statements/${monthSegment(month)}/confirm`), { silent: true });
  return body.data;
}

/** POST {v1}/statements/{month}/disputes; `silent`: the dispute dialog says every failure next to the note. */
export async function disputeLine(month: string, input: DisputeInput): Promise<Statement> {
  const body = await http.post<Statement>(paths.v1(`/statements/${monthSegment(month)}/disputes`), { json: input, silent: true });
  return body.data;
}

/** GET {v1}/statements/{month}/pdf: the mall's 对账单 PDF; a refusal is the client's toast. */
export async function fetchStatementPdf(month: string, fundId: string | undefined): Promise<Blob> {
  const params = fundId ? { fundId } : undefined;
  const body = await http.blob('GET', paths.v1(`/statements/${monthSegment(month)}/pdf`), { params });
  return body.data;
}

/** The mall's refusals of §18 the dialogs react to (docs/api.md §9). */
export const STATEMENT_CODES = {
  subAccount: MALL_CODE.subAccountNoStatements,
  notBilled: MALL_CODE.statementNotBilled,
  changed: MALL_CODE.statementChanged,
} as const;
