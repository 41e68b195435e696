import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchQualificationFile, fetchQualifications } from './requests';
import type { Qualification } from './types';

/** While one is 审核中 the list is read again this often, so the mall's review shows up by itself. */
export const REVIEW_POLL_MS = 3000;

const root = [...queryRoots.member, 'qualifications'] as const;

/**
 * The one key factory of the account's qualifications (资质管理 in 账号设置; the cart and the checkout read the
 * mall's verdict on their lines, not this list). Under the member root, so a logout or another sign-in removes them.
 */
export const qualificationQueries = {
  root: () => root,
  list: () =>
    queryOptions({
      queryKey: root,
      queryFn: ({ signal }) => fetchQualifications(signal),
      // polled only while the mall is still reviewing one of them
      refetchInterval: (query) => (query.state.data?.some((q: Qualification) => q.status === 'reviewing') ? REVIEW_POLL_MS : false),
    }),
  /** The scan as uploaded: it never changes, so it is read once per opening of the list. */
  file: (id: string) =>
    queryOptions({
      queryKey: [...root, 'file', id] as const,
      queryFn: ({ signal }) => fetchQualificationFile(id, signal),
      staleTime: Infinity,
      retry: false,
    }),
};
