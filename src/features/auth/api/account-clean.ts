import { queryOptions, useMutation } from '@tanstack/react-query';
import { http, paths } from '@/shared/api';

/** What blocks an account's deletion (docs/api.md `GET {v1}/member/account/clean/check`). */
export interface CleanBlocker {
  kind: 'order' | 'invoice';
  status: string;
  label: string;
  count: number;
}

export interface CleanCheck {
  canClean: boolean;
  reason: 'subAccount' | 'noCompany' | 'blocked' | null;
  blockers: CleanBlocker[];
}

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
