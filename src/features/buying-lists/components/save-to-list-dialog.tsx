import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Alert, Button, Input, Modal, Radio, Skeleton } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { getFeedback } from '@/shared/lib/feedback';
import { useAddListLines, useCreateBuyingList } from '../api/mutations';
import { buyingListQueries } from '../api/queries';
import { saveToListAtom } from '../model/dialogs';
import { LIST_NAME_MAX } from './list-name-dialog';
import styles from './buying-lists.styles';

const NEW = '__new__';

/** 加入清单 (docs/api.md §23): the lines it was opened with go into one of the member's own lists, or a new one. */
export default function SaveToListDialog() {
  const [{ open, lines, seq }, setState] = useAtom(saveToListAtom);
  const lists = useQuery({ ...buyingListQueries.list(), enabled: open });
  const own = (lists.data ?? []).filter((l) => l.mine);
  const [choice, setChoice] = useState<{ seq: number; id: string }>({ seq: 0, id: '' });
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const add = useAddListLines();
  const create = useCreateBuyingList();
  // a new opening starts from the first own list (or a new one when there is none)
  const picked = choice.seq === seq && choice.id ? choice.id : (own[0]?._id ?? NEW);
  const close = () => setState((s) => ({ ...s, open: false }));

  const done = (listId: string, listName: string) => {
    close();
    setName('');
    // the toast is drawn outside the router (no link in it): 查看 opens the list
    getFeedback().message.success({
      content: (
        <span>
          已加入清单「{listName}」{' '}
          <Button type="link" size="small" onClick={() => void navigate(ROUTES.buyingList(listId))}>
            查看
          </Button>
        </span>
      ),
    });
  };
  const submit = () => {
    if (picked === NEW) {
      create.mutate({ name: name.trim(), lines }, { onSuccess: (list) => done(list._id, list.name) });
    } else {
      add.mutate({ id: picked, lines }, { onSuccess: (list) => done(list._id, list.name) });
    }
  };
  const pending = add.isPending || create.isPending;

  return (
    <Modal
      open={open}
      title={`加入清单（${lines.length} 种商品）`}
      onCancel={close}
      width={480}
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={pending} disabled={lines.length === 0 || (picked === NEW && name.trim() === '') || lists.isPending} onClick={submit}>
          加入清单
        </Button>,
      ]}
    >
      {lists.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          {lists.isError ? <Alert className={styles.notice} type="warning" showIcon title="已有清单暂时无法加载，可先新建清单" /> : null}
          <Radio.Group value={picked} onChange={(event) => setChoice({ seq, id: String(event.target.value) })} aria-label="选择清单" style={{ width: '100%' }}>
            <div className={styles.choices}>
              {own.map((l) => (
                <Radio key={l._id} value={l._id}>
                  {l.name} <span className={styles.muted}>（{l.lineCount} 种）</span>
                </Radio>
              ))}
              <Radio value={NEW}>新建清单</Radio>
            </div>
          </Radio.Group>
          {picked === NEW ? (
            <Input
              style={{ marginTop: 8 }}
              aria-label="新清单名称"
              placeholder="清单名称"
              value={name}
              maxLength={LIST_NAME_MAX}
              showCount
              onChange={(event) => setName(event.target.value)}
            />
          ) : null}
          <p className={styles.muted} style={{ marginTop: 12, marginBottom: 0 }}>
            已在清单中的商品，数量会累加。
          </p>
        </>
      )}
    </Modal>
  );
}
