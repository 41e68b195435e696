import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Pagination, Segmented, Select, Skeleton } from 'antd';
import { useSession } from '@/entities/member';
import { getFeedback } from '@/shared/lib/feedback';
import { LoadFailed } from '@/shared/ui/load-failed';
import { noticeQueries, useReadAllMessages } from '../api/queries';
import type { MessageFilter, MessageKind } from '../api/types';
import { KIND_LABELS } from '../model/pick';
import { MessageItem } from './message-item';

const PAGE_SIZE = 10;
const KIND_OPTIONS = [{ value: '', label: '全部类型' }, ...(Object.keys(KIND_LABELS) as MessageKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }))];

/** /mine/message — 消息中心: every message of the mall (docs/api.md §12), 全部/未读 and by kind, each to its object. */
export function MessageCentre() {
  const { member } = useSession();
  const [filter, setFilter] = useState<MessageFilter>({ status: 'all', kind: '', page: 1, pageSize: PAGE_SIZE });
  const list = useQuery(noticeQueries.list(member?._id ?? '', filter));
  const count = useQuery({ ...noticeQueries.count(member?._id ?? ''), enabled: Boolean(member) });
  const readAll = useReadAllMessages();
  const { message } = getFeedback();

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!list.data) body = <LoadFailed title="消息暂时无法加载" retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) body = <Empty description={filter.status === 'unread' ? '没有未读消息' : '暂无消息'} />;
  else
    body = (
      <>
        <ul aria-label="消息列表" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {list.data.list.map((m) => (
            <MessageItem key={m._id} message={m} />
          ))}
        </ul>
        {list.data.total > PAGE_SIZE ? (
          <Pagination
            style={{ marginTop: 16, justifyContent: 'center' }}
            current={filter.page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            onChange={(page) => setFilter((f) => ({ ...f, page }))}
          />
        ) : null}
      </>
    );

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Segmented
          aria-label="已读状态"
          value={filter.status}
          options={[
            { value: 'all', label: '全部' },
            { value: 'unread', label: `未读${count.data ? ` ${count.data}` : ''}` },
          ]}
          onChange={(status) => setFilter((f) => ({ ...f, status: status as MessageFilter['status'], page: 1 }))}
        />
        <Select
          aria-label="消息类型"
          style={{ width: 140 }}
          value={filter.kind}
          options={KIND_OPTIONS}
          onChange={(kind: MessageFilter['kind']) => setFilter((f) => ({ ...f, kind, page: 1 }))}
        />
        <Button
          style={{ marginInlineStart: 'auto' }}
          disabled={!count.data}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onSuccess: (n) => void message.success(n > 0 ? `已将 ${n} 条消息标为已读` : '没有可标为已读的消息') })}
        >
          全部已读
        </Button>
      </div>
      {body}
    </div>
  );
}
