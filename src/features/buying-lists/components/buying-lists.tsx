import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Switch, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { LoadFailed } from '@/shared/ui/load-failed';
import { useFocusReturn } from '@/shared/ui/use-focus-return';
import { useCreateBuyingList, useDeleteBuyingList, useUpdateBuyingList } from '../api/mutations';
import { buyingListQueries } from '../api/queries';
import type { BuyingListSummary } from '../api/types';
import { ListNameDialog } from './list-name-dialog';
import toolbar from '@/shared/ui/toolbar.styles';
import styles from './buying-lists.styles';

/** One list of the overview: its creator may rename, share and delete it; a list shared by another is read only. */
function ListCard({ list, onRename }: { list: BuyingListSummary; onRename: (list: BuyingListSummary) => void }) {
  const update = useUpdateBuyingList();
  const remove = useDeleteBuyingList();
  const { modal, message } = getFeedback();
  const confirmDelete = () =>
    modal.confirm({
      title: `确定删除清单「${list.name}」？`,
      content: '删除后无法恢复，清单中的商品不会从购物车中删除。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove
          .mutateAsync(list._id)
          .then(() => void message.success('清单已删除'))
          .catch(() => undefined), // the client has said why
    });
  return (
    <li className={styles.card} aria-label={list.name}>
      <div className={styles.main}>
        <Link to={ROUTES.buyingList(list._id)} className={styles.name}>
          {list.name}
        </Link>
        <div className={styles.meta}>
          <span>{list.lineCount} 种商品</span>
          <span>{list.mine ? '我创建的' : `${list.ownerName} 共享`}</span>
          {list.mine && list.shared ? <Tag color="blue">已共享</Tag> : null}
          <span>更新于 {formatDateTime(list.updatedAt)}</span>
        </div>
      </div>
      {list.mine ? (
        <div className={styles.actions}>
          <label className={styles.muted}>
            <Switch
              size="small"
              checked={list.shared}
              loading={update.isPending}
              aria-label={`共享给本企业子账号：${list.name}`}
              onChange={(shared) =>
                update.mutate({ id: list._id, shared }, { onSuccess: () => void message.success(shared ? '已共享给本企业子账号' : '已取消共享') })
              }
            />{' '}
            共享给本企业子账号
          </label>
          <Button size="small" onClick={() => onRename(list)}>
            重命名
          </Button>
          <Button size="small" danger onClick={confirmDelete}>
            删除
          </Button>
        </div>
      ) : (
        <span className={styles.muted}>只读，可加入购物车</span>
      )}
    </li>
  );
}

/** /mine/list — 常购清单: the member's own lists and those shared with the account (docs/api.md §23). */
export function BuyingLists() {
  const query = useQuery(buyingListQueries.list());
  const navigate = useNavigate();
  const create = useCreateBuyingList();
  const update = useUpdateBuyingList();
  const [naming, setNaming] = useState<'new' | 'rename' | null>(null);
  // the list last renamed: kept while its dialog closes
  const [renaming, setRenaming] = useState<BuyingListSummary | null>(null);
  const focus = useFocusReturn();
  const { message } = getFeedback();
  const startNew = () => {
    focus.remember();
    setNaming('new');
  };
  const close = () => {
    setNaming(null);
    focus.restore();
  };

  const dialogs = (
    <>
      <ListNameDialog
        open={naming === 'new'}
        title="新建清单"
        withShared
        pending={create.isPending}
        onClose={close}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (list) => {
              setNaming(null);
              message.success('清单已创建');
              void navigate(ROUTES.buyingList(list._id));
            },
          })
        }
      />
      <ListNameDialog
        open={naming === 'rename'}
        title="重命名清单"
        initialName={renaming?.name ?? ''}
        pending={update.isPending}
        onClose={close}
        onSubmit={({ name }) => {
          if (!renaming) return;
          update.mutate(
            { id: renaming._id, name },
            {
              onSuccess: () => {
                close();
                message.success('已重命名');
              },
            },
          );
        }}
      />
    </>
  );

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!query.data) body = <LoadFailed title="清单暂时无法加载" retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) {
    body = (
      <Empty description="还没有常购清单：把常买的商品存成清单，下次一键加入购物车">
        <Button type="primary" onClick={startNew}>
          新建清单
        </Button>
      </Empty>
    );
  } else {
    body = (
      <ul className={styles.cards} aria-label="清单">
        {query.data.map((list) => (
          <ListCard key={list._id} list={list} onRename={(l) => {
              focus.remember();
              setRenaming(l);
              setNaming('rename');
            }} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className={toolbar.toolbar}>
        <span>{query.data ? `共 ${query.data.length} 个清单` : null}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={startNew}>
          新建清单
        </Button>
      </div>
      {body}
      {dialogs}
    </>
  );
}
