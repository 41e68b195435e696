import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Skeleton } from 'antd';
import { useSession } from '@/entities/member';
import { ROUTES } from '@/shared/config/routes';
import { getFeedback } from '@/shared/lib/feedback';
import { noticeQueries, useReadAllMessages } from '../api/queries';
import { MessageItem } from './message-item';

/** The bell's panel shows this many of the latest messages; 查看全部 has the rest. */
const LATEST = 6;
const PANEL_FILTER = { status: 'all', kind: '', page: 1, pageSize: LATEST } as const;

/** The latest messages with 全部已读 and 查看全部 (the bell's popover on wide screens, its drawer on phones). */
export function MessagePanel({ onDone }: { onDone: () => void }) {
  const { member } = useSession();
  const list = useQuery(noticeQueries.list(member?._id ?? '', PANEL_FILTER));
  const count = useQuery(noticeQueries.count(member?._id ?? ''));
  const readAll = useReadAllMessages();
  const { message } = getFeedback();
  // the mall's count (older messages too), less the must-read ones shown here, which 全部已读 leaves to 我已阅读
  const mustReadShown = list.data?.list.filter((m) => !m.read && m.mustRead).length ?? 0;
  const unread = (count.data ?? 0) > mustReadShown;
  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!list.data) body = <p style={{ color: '#5f677a' }}>消息暂时无法加载，请稍后再试</p>;
  else if (list.data.list.length === 0) body = <Empty description="暂无消息" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  else
    body = (
      <ul aria-label="最新消息" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {list.data.list.map((m) => (
          <MessageItem key={m._id} message={m} compact onNavigate={onDone} />
        ))}
      </ul>
    );
  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <div style={{ maxHeight: 'min(60vh, 480px)', overflowY: 'auto' }}>{body}</div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, borderTop: '1px solid #eef0f4', paddingTop: 8 }}>
        <Button
          size="small"
          disabled={!unread}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onSuccess: (n) => void message.success(n > 0 ? `已将 ${n} 条消息标为已读` : '没有可标为已读的消息') })}
        >
          全部已读
        </Button>
        <Link to={ROUTES.messages} onClick={onDone}>
          查看全部
        </Link>
      </div>
    </div>
  );
}

/** On a phone: the same panel in a drawer from the right, the whole width. */
export function MessageDrawer({ onClose }: { onClose: () => void }) {
  return (
    <Drawer open onClose={onClose} placement="right" size="100%" title="消息中心">
      <MessagePanel onDone={onClose} />
    </Drawer>
  );
}
