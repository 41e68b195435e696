import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSession } from '@/entities/member';
import { ItemList } from '@/shared/ui/item-list';
import { ListState } from '@/shared/ui/list-state';
import {
  invoiceProfileQueries,
  MAX_INVOICE_PROFILES,
  useDeleteInvoiceProfile,
  useSetDefaultInvoiceProfile,
  type InvoiceProfile,
} from '@/entities/invoice-profile';
import { ProfileFormDialog } from './profile-form-dialog';
import { getFeedback } from '@/shared/lib/feedback';

export const PROFILE_SUB_REASON = '子账号无权管理发票抬头，请联系主账号';
export const DEFAULT_DELETE_REASON = '默认抬头不能删除，请先将其他抬头设为默认';

function ProfileFields({ p }: { p: InvoiceProfile }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }}>
      {p.taxNo ? <Descriptions.Item label="税号">{p.taxNo}</Descriptions.Item> : null}
      {p.regAddress ? <Descriptions.Item label="注册地址">{p.regAddress}</Descriptions.Item> : null}
      {p.regPhone ? <Descriptions.Item label="注册电话">{p.regPhone}</Descriptions.Item> : null}
      {p.bankName ? <Descriptions.Item label="开户银行">{p.bankName}</Descriptions.Item> : null}
      {p.bankAccount ? <Descriptions.Item label="银行账号">{p.bankAccount}</Descriptions.Item> : null}
      {p.email ? <Descriptions.Item label="接收邮箱">{p.email}</Descriptions.Item> : null}
    </Descriptions>
  );
}

/** 发票抬头: the account's profiles; the owner manages them, a sub-account reads them (docs/api.md 10030). */
export function ProfilesTab() {
  const { access, member } = useSession();
  const { message } = getFeedback();
  const profiles = useQuery(invoiceProfileQueries.list(member?._id));
  const setDefault = useSetDefaultInvoiceProfile();
  const remove = useDeleteInvoiceProfile();
  const [editing, setEditing] = useState<{ open: boolean; profile: InvoiceProfile | null }>({ open: false, profile: null });
  const canManage = access.canManageInvoiceProfiles;
  const list = profiles.data?.list ?? [];
  const full = list.length >= MAX_INVOICE_PROFILES;

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        {canManage ? (
          <span style={{ color: '#5f677a' }}>下单时选择的抬头会留存在发票上，之后修改抬头不影响已开发票。</span>
        ) : (
          <Alert type="info" showIcon title={`${PROFILE_SUB_REASON}添加或修改；下单时可以选用这些抬头。`} />
        )}
        {canManage ? (
          <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({ open: true, profile: null })}>
            新增抬头
          </Button>
        ) : null}
      </div>
      <ListState query={profiles} failed="发票抬头加载失败" empty={list.length === 0 && '还没有发票抬头'}>
        <ItemList
          label="发票抬头列表"
          rows={list.map((p) => {
            const lockedDefault = p.isDefault && list.length > 1;
            return {
              key: p._id,
              label: `发票抬头 ${p.title} ${p.typeLabel}`,
              title: (
                <Space wrap size={8}>
                  <span>{p.title}</span>
                  <Tag color={p.type === 'special' ? 'volcano' : 'geekblue'}>{p.typeLabel}</Tag>
                  <Tag>{p.titleType === 'company' ? '单位' : '个人'}</Tag>
                  {p.isDefault ? <Tag color="blue">默认</Tag> : null}
                </Space>
              ),
              description: <ProfileFields p={p} />,
              actions: canManage
                ? [
                    p.isDefault ? null : (
                      <Button key="default" type="link" size="small" onClick={() => setDefault.mutate(p._id, { onSuccess: () => message.success('已设为默认抬头') })}>
                        设为默认
                      </Button>
                    ),
                    <Button key="edit" type="link" size="small" onClick={() => setEditing({ open: true, profile: p })}>
                      编辑
                    </Button>,
                    lockedDefault ? (
                      <Tooltip key="delete" title={DEFAULT_DELETE_REASON}>
                        <Button type="link" size="small" danger disabled aria-label={`删除（${DEFAULT_DELETE_REASON}）`}>
                          删除
                        </Button>
                      </Tooltip>
                    ) : (
                      <Popconfirm
                        key="delete"
                        title="删除这个发票抬头？"
                        description="已开具的发票保留原抬头信息。"
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => remove.mutateAsync(p._id).then(() => void message.success('发票抬头已删除'))}
                      >
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    ),
                  ]
                : [],
            };
          })}
        />
      </ListState>
      {canManage ? (
        <ProfileFormDialog open={editing.open} profile={editing.profile} onClose={() => setEditing((s) => ({ ...s, open: false }))} />
      ) : null}
    </div>
  );
}
