import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isStrongPassword, normalizePhone } from '@/shared/lib/phone';
import { maskName, maskPhone } from '@/shared/lib/mask';
import { useSession } from '@/entities/member';
import { procurementQueries } from '@/entities/procurement';
import { ItemList } from '@/shared/ui/item-list';
import { ListState } from '@/shared/ui/list-state';
import { ConfirmOnPress } from '@/shared/ui/confirm-on-press';
import { LinkButton } from '@/shared/ui/lite';
import { useDeleteSubMember, useSaveSubMember, useSetDefaultSubMember } from '../api/mutations';
import { memberQueries } from '../api/queries';
import type { SubMember } from '../api/requests';
import { normalizePersonName } from '@/shared/lib/person-name';
import { lengthRule, personNameRule, phoneRule, required } from '../model/rules';
import { subMemberFieldError } from '../model/sub-member-errors';
import { claimNotice, isSessionError } from '@/shared/api/errors';
import { getFeedback } from '@/shared/lib/feedback';

interface Values {
  name: string;
  cellphone: string;
  account: string;
  password: string;
  department: string;
  enabled: boolean;
}

export const SUB_ACCOUNT_REASON = '子账号无权管理子账号，请联系主账号';

function SubMemberFormDialog({ open, sub, onClose }: { open: boolean; sub: SubMember | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const save = useSaveSubMember();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      sub
        ? { name: sub.name, cellphone: sub.cellphone, account: sub.account, department: sub.department, enabled: sub.enabled, password: '' }
        : { enabled: true },
    );
  }, [open, sub, form]);

  const submit = (v: Values) => {
    save.mutate(
      {
        ...(sub ? { _id: sub._id } : {}),
        name: normalizePersonName(v.name),
        cellphone: normalizePhone(v.cellphone) ?? v.cellphone,
        account: v.account.trim(),
        department: (v.department ?? '').trim(),
        enabled: v.enabled,
        ...(v.password ? { password: v.password } : {}),
      },
      {
        onSuccess: () => {
          message.success(sub ? '子账号已保存' : '子账号已创建');
          onClose();
        },
        // The request is silent: a refusal about one field (a login name already taken) stands under
        // that field, where the owner is typing; anything else is said once as a toast.
        onError: (error) => {
          const field = subMemberFieldError(error);
          if (field) {
            form.setFields([{ name: field.name, errors: [field.message] }]);
            void form.scrollToField(field.name);
          } else if (!isSessionError(error) && claimNotice(error)) {
            message.error(error.message);
          }
        },
      },
    );
  };

  return (
    <Modal open={open} title={sub ? '编辑子账号' : '新增子账号'} onCancel={onClose} footer={null} width={560} style={{ maxWidth: 'calc(100vw - 24px)' }}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} validateTrigger={['onBlur', 'onSubmit']}>
        <Form.Item name="name" label="姓名" rules={[required('姓名'), personNameRule('姓名')]}>
          <Input maxLength={25} />
        </Form.Item>
        <Form.Item name="cellphone" label="手机号" rules={[required('手机号'), phoneRule]}>
          <Input inputMode="tel" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="account"
          label="登录账号"
          extra="4–32 位小写字母、数字、下划线或短横线，子账号用它登录"
          rules={[required('登录账号'), { pattern: /^[a-z0-9_-]{4,32}$/, message: '登录账号应为 4–32 位小写字母、数字、下划线或短横线' }]}
        >
          <Input autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="password"
          label={sub ? '重设密码（不改请留空）' : '登录密码'}
          rules={[
            ...(sub ? [] : [required('登录密码')]),
            {
              validator: (_, value: string | undefined) =>
                !value || (isStrongPassword(value) && !/\s/.test(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error('密码应为 8–20 位，至少包含字母、数字、符号中的两种，且不含空格')),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item name="department" label="部门（选填）" rules={[lengthRule('部门', 0, 50)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enabled" label="允许登录" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}

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
                <Typography.Text type="secondary">{s.account}</Typography.Text>
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
