import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatAddress } from '@/shared/lib/address';
import { maskName, maskPhone } from '@/shared/lib/mask';
import { useSession } from '@/entities/member';
import { ItemList } from '@/shared/ui/item-list';
import { ListState } from '@/shared/ui/list-state';
import { addressQueries, MAX_ADDRESSES, useDeleteAddress, useSetDefaultAddress, type Address } from '@/entities/address';
import { AddressFormDialog } from './lazy-dialogs';
import { getFeedback } from '@/shared/lib/feedback';

/** 收货地址: the member's own book (docs/api.md: every member, sub-accounts too, keeps one). */
export function AddressSection() {
  const { message } = getFeedback();
  const { member } = useSession();
  const addresses = useQuery(addressQueries.list(member?._id));
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<{ open: boolean; address: Address | null }>({ open: false, address: null });
  const list = addresses.data?.list ?? [];
  const full = list.length >= MAX_ADDRESSES;

  return (
    <Card
      id="addresses"
      title={`收货地址${addresses.data ? `（${list.length}/${MAX_ADDRESSES}）` : ''}`}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={full}
          title={full ? `最多保存 ${MAX_ADDRESSES} 个收货地址，请先删除不用的地址` : undefined}
          onClick={() => setEditing({ open: true, address: null })}
        >
          新增地址
        </Button>
      }
    >
      <ListState query={addresses} failed="收货地址加载失败" empty={list.length === 0 && '还没有收货地址'}>
        <ItemList
          label="收货地址列表"
          rows={list.map((a) => ({
            key: a._id,
            // a list shows the receiver's name masked (spec §5); the edit form shows it whole
            label: `${maskName(a.receiver)} ${formatAddress(a)}`,
            title: (
              <Space wrap size={8}>
                <span>{maskName(a.receiver)}</span>
                <span>{maskPhone(a.cellphone)}</span>
                {a.isDefault ? <Tag color="blue">默认</Tag> : null}
              </Space>
            ),
            description: (
              <>
                {formatAddress(a)}
                {a.postcode ? `（${a.postcode}）` : ''}
              </>
            ),
            actions: [
              a.isDefault ? null : (
                <Button
                  key="default"
                  type="link"
                  size="small"
                  loading={setDefault.isPending && setDefault.variables === a._id}
                  onClick={() => setDefault.mutate(a._id, { onSuccess: () => message.success('已设为默认地址') })}
                >
                  设为默认
                </Button>
              ),
              <Button key="edit" type="link" size="small" onClick={() => setEditing({ open: true, address: a })}>
                编辑
              </Button>,
              <Popconfirm
                key="delete"
                title="删除这个收货地址？"
                description={a.isDefault && list.length > 1 ? '删除后，最新添加的地址将成为默认地址' : undefined}
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove.mutateAsync(a._id).then(() => void message.success('收货地址已删除'))}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>,
            ],
          }))}
        />
      </ListState>
      <AddressFormDialog open={editing.open} address={editing.address} onClose={() => setEditing((s) => ({ ...s, open: false }))} />
    </Card>
  );
}
