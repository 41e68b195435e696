import { queryOptions, useMutation } from '@tanstack/react-query';
import { http, paths, type AnswerData } from '@/shared/api';

/** Whether the account can be deleted, and what blocks it (docs/api.md `GET {v1}/member/account/clean/check`). */
export type CleanCheck = AnswerData<'accountCleanCheck'>;
export type CleanBlocker = CleanCheck['blockers'][number];

export async function fetchCleanCheck(signal?: AbortSignal): Promise<CleanCheck> {
  const body = await http.get<CleanCheck>(paths.v1('/member/account/clean/check'), { signal, silent: true }); // the page says it inline
  return body.data;
}

export async function cleanAccount(code: string): Promise<void> {
  await http.post<null>(paths.v1('/member/account/clean'), { json: { code }, silent: true });
}

export const accountCleanQueries = {
  all: () => ['member', 'account-clean'] as const,
  // always asked afresh: an order cancelled a minute ago must not still block
  check: () => queryOptions({ queryKey: [...accountCleanQueries.all(), 'check'], queryFn: ({ signal }) => fetchCleanCheck(signal), staleTime: 0 }),
};

export function useCleanAccount() {
  return useMutation({ mutationFn: cleanAccount });
}
