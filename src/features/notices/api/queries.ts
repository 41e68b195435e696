import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchNotices, markNoticesRead } from './requests';
import type { MemberNotice } from './types';

/** Under the member root: removed on logout and when another account signs in. */
export const noticeQueries = {
  all: () => [...queryRoots.member, 'notices'] as const,
  unread: (memberId: string) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), memberId] as const,
      queryFn: ({ signal }) => fetchNotices(signal),
      staleTime: Infinity,
      retry: false,
    }),
};

/** Marks notices read; the cached list drops them. */
export function useMarkNoticesRead(memberId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: (_answer, ids) =>
      qc.setQueryData<MemberNotice[]>(noticeQueries.unread(memberId).queryKey, (list) => list?.filter((n) => !ids.includes(n._id))),
  });
}
