import { Link } from 'react-router-dom';
import { Button, Tag } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { useReadMessage } from '../api/queries';
import type { MemberNotice } from '../api/types';
import { KIND_LABELS, messageTarget } from '../model/pick';

const ROW = { display: 'grid', gap: 4, padding: '10px 12px', borderRadius: 8, minWidth: 0 } as const;
const META = { color: '#5f677a', fontSize: 12, display: 'flex', flexWrap: 'wrap', gap: '4px 8px', alignItems: 'center' } as const;
const DOT = { width: 8, height: 8, borderRadius: 4, background: '#d4380d', display: 'inline-block', flex: 'none' } as const;
const CLAMP = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/**
 * One message: unread dot, kind, time, title, text, and a link to its object (an order's status as it is NOW).
 * Following the link marks it read; a must-read announcement is read by its 我已阅读.
 */
export function MessageItem({ message, compact = false, onNavigate }: { message: MemberNotice; compact?: boolean; onNavigate?: () => void }) {
  const read = useReadMessage();
  const target = messageTarget(message);
  const markRead = () => {
    if (!message.read) read.mutate(message._id);
  };
  const follow = () => {
    markRead();
    onNavigate?.();
  };
  const text = message.content.split('\n').join(' ');
  return (
    <li style={{ ...ROW, background: message.read ? '#fff' : '#f5f9ff' }} aria-label={`${message.read ? '' : '未读，'}${message.title}`}>
      <div style={META}>
        {message.read ? null : <span style={DOT} aria-hidden="true" />}
        <Tag style={{ marginInlineEnd: 0 }}>{KIND_LABELS[message.kind]}</Tag>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </div>
      <strong style={{ color: '#1f2533', overflowWrap: 'anywhere' }}>{message.title}</strong>
      <p style={{ margin: 0, color: '#394150', overflowWrap: 'anywhere', ...(compact ? CLAMP : {}) }}>{text}</p>
      <div style={{ ...META, fontSize: 13 }}>
        {message.order ? (
          <span>
            当前状态：<Tag color="processing">{message.order.statusLabel}</Tag>
          </span>
        ) : null}
        {target ? (
          <Link to={target.to} onClick={follow}>
            {target.label}
          </Link>
        ) : null}
        {!message.read && message.mustRead ? (
          <Button size="small" type="primary" loading={read.isPending} onClick={markRead}>
            我已阅读
          </Button>
        ) : null}
        {!message.read && !message.mustRead && !target ? (
          <Button size="small" type="link" loading={read.isPending} onClick={markRead} style={{ paddingInline: 0 }}>
            标为已读
          </Button>
        ) : null}
      </div>
    </li>
  );
}
