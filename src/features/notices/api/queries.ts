import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { acknowledgeSupplyNotice, fetchMessages, fetchNotices, fetchSupplyNotice, fetchUnreadCount, markNoticesRead, readAllMessages, readMessage } from './requests';
import type { MemberNotice, MessageFilter } from './types';

/** The bell asks again this often while the page is open (and on focus), so news reaches it without a reload. */
const COUNT_REFRESH_MS = 60_000;

/** Under the member root: removed on logout and when another account signs in. */
export const noticeQueries = {
  all: () => [...queryRoots.member, 'notices'] as const,
  unread: (memberId: string) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'prompt', memberId] as const,
      queryFn: ({ signal }) => fetchNotices(signal),
      staleTime: Infinity,
      retry: false,
    }),
  count: (memberId: string) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'count', memberId] as const,
      queryFn: ({ signal }) => fetchUnreadCount(signal),
      refetchInterval: COUNT_REFRESH_MS,
      retry: false,
    }),
  /** A page of messages: read fresh each time it is shown (an order's status is the mall's NOW). */
  list: (memberId: string, filter: MessageFilter) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'list', memberId, filter] as const,
      queryFn: ({ signal }) => fetchMessages(filter, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  supply: (memberId: string) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'supply', memberId] as const,
      queryFn: ({ signal }) => fetchSupplyNotice(signal),
      staleTime: Infinity,
      retry: false,
    }),
};

/** Marks the prompt's notices read; every message view follows. */
export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: () => qc.invalidateQueries({ queryKey: noticeQueries.all() }),
  });
}

/** One message read (opened from the bell or the page). */
export function useReadMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: (read: MemberNotice) => {
      // the lists show it read at once; the count and the lists ask the mall again
      qc.setQueriesData<{ list: MemberNotice[] }>({ queryKey: [...noticeQueries.all(), 'list'] }, (page) =>
        page ? { ...page, list: page.list.map((m) => (m._id === read._id ? { ...m, read: true } : m)) } : page,
      );
      return qc.invalidateQueries({ queryKey: noticeQueries.all() });
    },
  });
}

/** 全部已读 (not the must-read announcements: the mall leaves them for 我已阅读). */
export function useReadAllMessages() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onSuccess: () => qc.invalidateQueries({ queryKey: noticeQueries.all() }),
  });
}

/** 我已知晓 of the supply notice, on the mall. */
export function useAcknowledgeSupplyNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeSupplyNotice,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...noticeQueries.all(), 'supply'] }),
  });
}
