import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { maskName, maskPhone } from '@/shared/lib/mask';
import { useSession } from '@/entities/member';
import { procurementQueries } from '@/entities/procurement';
import { ItemList } from '@/shared/ui/item-list';
import { ListState } from '@/shared/ui/list-state';
import { ConfirmOnPress } from '@/shared/ui/confirm-on-press';
import { LinkButton } from '@/shared/ui/lite';
import { useDeleteSubMember, useSetDefaultSubMember } from '../api/mutations';
import type { SubMember } from '../api/requests';
import { SubMemberFormDialog } from './lazy-dialogs';
import { memberQueries } from '../api/queries';
import { getFeedback } from '@/shared/lib/feedback';

/** antd's secondary text colour, without Typography's code */
const MUTED = { color: 'var(--ant-color-text-description)' };

export const SUB_ACCOUNT_REASON = '子账号无权管理子账号，请联系主账号';

/** 子账号管理: company holders only (docs/api.md Sub-members); a sub-account sees why it cannot. */
export function SubMemberSection() {
  const { access, member } = useSession();
  const { message } = getFeedback();
  const subs = useQuery({ ...memberQueries.subMembers(member?._id), enabled: access.canManageSubMembers });
  // the approver role is given in 采购审批 (the same cache entry as that section): here it is a tag only
  const procurement = useQuery({ ...procurementQueries.settings(), enabled: access.canManageSubMembers });
  const approverIds = new Set(procurement.data?.approverIds ?? []);
  const setDefault = useSetDefaultSubMember();
  const remove = useDeleteSubMember();
  const [editing, setEditing] = useState<{ open: boolean; sub: SubMember | null }>({ open: false, sub: null });

  if (!access.canManageSubMembers) {
    return (
      <Card id="sub-members" title="子账号管理">
        <Alert
          type="info"
          showIcon
          title={access.mustAskOwner ? SUB_ACCOUNT_REASON : '完善企业信息后即可创建子账号'}
          description={access.mustAskOwner ? '子账号由主账号创建和管理，您可以修改自己的收货地址和登录密码。' : undefined}
        />
      </Card>
    );
  }

  const list = subs.data?.list ?? [];
  return (
    <Card
      id="sub-members"
      title="子账号管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, sub: null })}>
          新增子账号
        </Button>
      }
    >
      <ListState query={subs} failed="子账号加载失败" empty={list.length === 0 && '还没有子账号'}>
        <ItemList
          label="子账号列表"
          rows={list.map((s) => ({
            key: s._id,
            // a list shows other people's names masked (spec §5); the login name tells the rows apart
            label: `子账号 ${maskName(s.name)} ${s.account}`,
            title: (
              <Space wrap size={8}>
                <span>{maskName(s.name)}</span>
                <span style={MUTED}>{s.account}</span>
                {s.isDefault ? <Tag color="blue">默认</Tag> : null}
                {approverIds.has(s.subMbrId) ? <Tag color="purple">审批人</Tag> : null}
                {s.enabled ? null : <Tag>已停用</Tag>}
                {s.wechatBound ? <Tag color="green">已绑微信</Tag> : null}
              </Space>
            ),
            description: [maskPhone(s.cellphone), s.department].filter(Boolean).join(' · '),
            actions: [
              s.isDefault ? null : (
                <LinkButton key="default" onClick={() => setDefault.mutate(s._id, { onSuccess: () => message.success('已设为默认子账号') })}>
                  设为默认
                </LinkButton>
              ),
              <LinkButton key="edit" onClick={() => setEditing({ open: true, sub: s })}>
                编辑
              </LinkButton>,
              <ConfirmOnPress
                key="delete"
                title={`删除子账号「${maskName(s.name)}（${s.account}）」？`}
                description="它的登录、购物车和微信绑定一并删除，已下的订单保留。"
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove.mutateAsync(s._id).then(() => void message.success('子账号已删除'))}
              >
                {(press) => (
                  <LinkButton danger {...press}>
                    删除
                  </LinkButton>
                )}
              </ConfirmOnPress>,
            ],
          }))}
        />
      </ListState>
      <SubMemberFormDialog open={editing.open} sub={editing.sub} onClose={() => setEditing((x) => ({ ...x, open: false }))} />
    </Card>
  );
}
