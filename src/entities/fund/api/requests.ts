import { http, idSegment, paths } from '@/shared/api';
import type { Fund, FundDetail, FundInput } from './types';

/** GET {v1}/member/funds: the owner gets every fund, a sub-account the active funds it may charge; newest first. */
export async function fetchFunds(signal?: AbortSignal): Promise<Fund[]> {
  const body = await http.get<Fund[]>(paths.v1('/member/funds'), { signal });
  return Array.isArray(body.data) ? body.data : [];
}

/** GET {v1}/member/funds/{id}: the fund with the orders behind it. `silent`: the caller says why it cannot show them. */
export async function fetchFund(id: string, signal?: AbortSignal): Promise<FundDetail> {
  const body = await http.get<FundDetail>(paths.v1(`/member/funds/${idSegment(id)}`), { signal, silent: true });
  return body.data;
}

/**
 * POST {v1}/member/funds: a new fund (owner only: 10091 for a sub-account; 10096 past 50 funds). `silent`, as the
 * update: the form puts a refusal about one of its fields under that field and says anything else itself.
 */
export async function createFund(input: FundInput): Promise<Fund> {
  const body = await http.post<Fund>(paths.v1('/member/funds'), { json: input, silent: true });
  return body.data;
}

/** PUT {v1}/member/funds/{id}: the whole FundInput again (10096 when the budget falls below what is committed). */
export async function updateFund({ _id, ...input }: FundInput & { _id: string }): Promise<Fund> {
  const body = await http.put<Fund>(paths.v1(`/member/funds/${idSegment(_id)}`), { json: input, silent: true });
  return body.data;
}
