import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { useSession } from '@/entities/member';
import { noticeQueries, useMarkNoticesRead } from '../api/queries';
import { AnnouncementText } from '../components/notice-content';
import { closableModalAtom, noticePromptShownAtom } from './dialogs';
import { pickPrompt } from './pick';
import type { PromptOffer, PromptWant } from '@/shared/lib/prompt-offer';

/**
 * The mall's must-read announcement (协议更新, docs/api.md §12) for the signed-in member: the only mall notice that
 * opens by itself, in the closable modal without X, with 我已阅读 (closing it marks it read on the mall, so it is
 * acknowledged on every browser). `allowed`: asked at all (a calm page, no prompt yet in this session). Whether it
 * opens is the shell's prompt arbiter's call (src/app/shell/prompts.ts).
 */
export function useNoticePrompt(allowed: boolean): PromptOffer {
  const { member, access, loading, leaving } = useSession();
  const [shown, setShown] = useAtom(noticePromptShownAtom);
  const store = useStore();
  const memberId = access.isAuthenticated ? (member?._id ?? '') : '';
  const enabled = allowed && !shown && !loading && !leaving && memberId !== '';
  const notices = useQuery({ ...noticeQueries.unread(memberId), enabled });
  const { mutate: markRead } = useMarkNoticesRead();

  const data = notices.data;
  const notice = useMemo(() => (enabled && data ? pickPrompt(data) : null), [enabled, data]);
  // a failing call shows nothing (the notice comes again later)
  let want: PromptWant = 'no';
  if (notice) want = 'yes';
  else if (allowed && !shown && !leaving && (loading || (enabled && notices.isPending))) want = 'unknown';

  const open = useCallback(() => {
    if (!notice) return;
    setShown(true);
    store.set(closableModalAtom, {
      open: true,
      title: notice.title,
      isClosed: false,
      okText: '我已阅读',
      content: <AnnouncementText text={notice.content} />,
      onClosed: () => markRead([notice._id]),
    });
  }, [notice, setShown, store, markRead]);

  return { want, open };
}
