import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { useSession } from '@/shared/session';
import { noticeQueries, useMarkNoticesRead } from '../api/queries';
import { AnnouncementText, OrderUpdates } from '../components/notice-content';
import { closableModalAtom, noticePromptShownAtom, notificationModalAtom } from './dialogs';
import { pickPrompt } from './pick';

/**
 * The mall's notices for the signed-in member (docs/api.md §12), one per page load at most: an announcement in
 * the closable modal (a must-read one without X, with 我已阅读), else the orders whose status changed in the
 * notification modal. `allowed`: the route shows notices and no other dialog opened by itself in this page load
 * (src/app/shell/dialog-host.tsx). Closing the notice marks it read, so each is shown once per member.
 */
export function useNoticePrompt(allowed: boolean): void {
  const { member, access, loading, leaving } = useSession();
  const [shown, setShown] = useAtom(noticePromptShownAtom);
  const store = useStore();
  const memberId = access.isAuthenticated ? (member?._id ?? '') : '';
  const enabled = allowed && !shown && !loading && !leaving && memberId !== '';
  const notices = useQuery({ ...noticeQueries.unread(memberId), enabled });
  const { mutate: markRead } = useMarkNoticesRead(memberId);

  const data = notices.data;
  useEffect(() => {
    if (!enabled || !data) return;
    const prompt = pickPrompt(data);
    if (!prompt) return;
    setShown(true);
    const onClosed = () => markRead(prompt.ids);
    if (prompt.kind === 'announcement') {
      const { title, content, mustRead } = prompt.notice;
      store.set(closableModalAtom, {
        open: true,
        title,
        isClosed: !mustRead,
        okText: mustRead ? '我已阅读' : '知道了',
        content: <AnnouncementText text={content} />,
        onClosed,
      });
    } else {
      store.set(notificationModalAtom, { open: true, title: '订单状态更新', content: <OrderUpdates prompt={prompt} />, onClosed });
    }
  }, [enabled, data, setShown, store, markRead]);
}
