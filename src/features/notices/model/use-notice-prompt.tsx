import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { useSession } from '@/entities/member';
import { noticeQueries, useMarkNoticesRead } from '../api/queries';
import { AnnouncementText } from '../components/notice-content';
import { closableModalAtom, noticePromptShownAtom, notificationModalAtom } from './dialogs';
import { pickPrompt, updatesTitle } from './pick';
import type { PromptOffer, PromptWant } from '@/shared/lib/prompt-offer';

/** The orders and materials of the updates notice: loaded when it opens, with the notification modal's code. */
const loadOrderUpdates = () => import('../components/order-updates');
const OrderUpdates = lazy(loadOrderUpdates);

/**
 * The mall's notices for the signed-in member (docs/api.md §12), one per page load at most: an announcement in
 * the closable modal (a must-read one without X, with 我已阅读), else the orders whose status changed and the
 * materials back in stock in the notification modal. `allowed`: the route shows notices. Whether it opens in this page load is the shell's prompt
 * arbiter's call (src/app/shell/prompts.ts): `want` says whether there is one to show, `open()` shows it. Closing
 * the notice marks it read, so each is shown once per member.
 */
export function useNoticePrompt(allowed: boolean): PromptOffer {
  const { member, access, loading, leaving } = useSession();
  const [shown, setShown] = useAtom(noticePromptShownAtom);
  const store = useStore();
  const memberId = access.isAuthenticated ? (member?._id ?? '') : '';
  const enabled = allowed && !shown && !loading && !leaving && memberId !== '';
  const notices = useQuery({ ...noticeQueries.unread(memberId), enabled });
  const { mutate: markRead } = useMarkNoticesRead(memberId);

  const data = notices.data;
  const prompt = useMemo(() => (enabled && data ? pickPrompt(data) : null), [enabled, data]);
  // a failing call shows nothing (the notice comes again on a later page load)
  let want: PromptWant = 'no';
  if (prompt) want = 'yes';
  else if (allowed && !shown && !leaving && (loading || (enabled && notices.isPending))) want = 'unknown';

  const open = useCallback(() => {
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
      void loadOrderUpdates();
      const content = (
        <Suspense fallback={null}>
          <OrderUpdates prompt={prompt} />
        </Suspense>
      );
      store.set(notificationModalAtom, { open: true, title: updatesTitle(prompt), content, onClosed });
    }
  }, [prompt, setShown, store, markRead]);

  return { want, open };
}
