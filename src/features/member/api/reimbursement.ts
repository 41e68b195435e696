import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import type { Schema } from '@/shared/api/mall-types';
import { queryRoots } from '@/shared/api/query-roots';
import { paths } from '@/shared/api/url';

/** 报销规则 (docs/api.md §13): yuan as the mall sends them; shown only (formatFen(toFen())), never counted here. */
export type ReimbursementRules = Schema<'ReimbursementRules'>;
type RulesInput = Schema<'ReimbursementRulesInput'>;

/** GET: any member of the account reads them (the defaults until the owner saves). Silent: the section says a failure. */
async function fetchRules(signal?: AbortSignal): Promise<ReimbursementRules> {
  const body = await http.get<ReimbursementRules>(paths.v1('/member/reimbursement-rules'), { signal, silent: true });
  return body.data;
}

/** PUT: the whole object, owner only (10099). Silent: the form says a refusal beside its save button. */
async function saveRules(input: RulesInput): Promise<ReimbursementRules> {
  const body = await http.put<ReimbursementRules>(paths.v1('/member/reimbursement-rules'), { json: input, silent: true });
  return body.data;
}

/** Under the member root: a logout or another sign-in removes it. */
export const reimbursementQueries = {
  rules: () => queryOptions({ queryKey: [...queryRoots.member, 'reimbursement-rules'] as const, queryFn: ({ signal }) => fetchRules(signal) }),
};

/** Saving: the answer is the rules now; the orders' notes follow the rules, so the orders (and previews) load again. */
export function useSaveReimbursementRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveRules,
    onSuccess: (rules) => {
      qc.setQueryData(reimbursementQueries.rules().queryKey, rules);
      return qc.invalidateQueries({ queryKey: queryRoots.orders });
    },
  });
}
