import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/member';
import { useIsPhone } from '@/shared/ui/layout';
import { CountBadge, PopPanel, Spinner } from '@/shared/ui/lite';
import { LiteIcon, type LiteIconDef } from '@/shared/ui/lite-icons';
import { withAntd } from '@/shared/ui/with-antd';
import { noticeQueries } from '../api/queries';

/** antd's BellOutlined (@ant-design/icons-svg, MIT), drawn without antd on the first screen. */
const bellIcon: LiteIconDef = {
  name: 'bell',
  d: 'M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z',
};

const BADGE_OVERFLOW = 99;
const MessagePanel = lazy(() => withAntd(import('./message-panel').then((m) => m.MessagePanel)));
const MessageDrawer = lazy(() => withAntd(import('./message-panel').then((m) => m.MessageDrawer)));

/**
 * The header's bell (消息中心): the unread count kept by the mall (docs/api.md §12), opening the latest messages —
 * under the bell on wide screens, in a drawer on phones. The panel's code (antd) loads on the first opening.
 */
export function NoticeBell({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const { member, access } = useSession();
  const memberId = access.isAuthenticated ? (member?._id ?? '') : '';
  const count = useQuery({ ...noticeQueries.count(memberId), enabled: memberId !== '' });
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const unread = count.data ?? 0;
  const label = unread > 0 ? `消息中心，${unread} 条未读` : '消息中心';
  const trigger = (props: { 'aria-expanded': boolean; 'aria-controls'?: string; onClick: () => void }) => (
    <button type="button" className={className} aria-label={label} aria-haspopup="dialog" {...props}>
      <CountBadge count={unread} overflow={BADGE_OVERFLOW}>
        <LiteIcon icon={bellIcon} className={iconClassName} aria-hidden />
      </CountBadge>
    </button>
  );
  if (phone) {
    return (
      <>
        {trigger({ 'aria-expanded': open, onClick: () => setOpen(true) })}
        {open ? (
          <Suspense fallback={null}>
            <MessageDrawer onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <PopPanel open={open} onOpenChange={setOpen} title="消息中心" trigger={trigger}>
      {open ? (
        <div style={{ width: 'min(380px, calc(100vw - 32px))' }}>
          <Suspense fallback={<Spinner label="正在加载消息" />}>
            <MessagePanel onDone={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </PopPanel>
  );
}
