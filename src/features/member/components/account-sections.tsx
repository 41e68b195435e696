import { useSetAtom } from 'jotai';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { maskPhone } from '@/shared/lib/mask';
import { hasCompanyProfile, useSession } from '@/entities/member';
import { useUnbindWechat } from '../api/mutations';
import { companyFormAtom, resetPasswordAtom, wechatBindAtom } from '../model/dialogs';
import { getFeedback } from '@/shared/lib/feedback';

export const COMPANY_SUB_REASON = '子账号无权修改企业信息，请联系主账号';

/** 账号信息: contact, masked phone, WeChat binding (bind / unbind), password. */
export function ProfileSection() {
  const { member, access } = useSession();
  const { message } = getFeedback();
  const openWechat = useSetAtom(wechatBindAtom);
  const openPassword = useSetAtom(resetPasswordAtom);
  const unbind = useUnbindWechat();
  if (!member) return null;
  const bound = Boolean(member.wechatId);

  return (
    <Card id="profile" title="账号信息">
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" colon>
        <Descriptions.Item label="联系人">{member.contactName || '未填写'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{maskPhone(member.cellphone)}</Descriptions.Item>
        <Descriptions.Item label="账号类型">{access.mustAskOwner ? <Tag color="orange">子账号</Tag> : <Tag color="blue">主账号</Tag>}</Descriptions.Item>
        <Descriptions.Item label="微信">
          <Space wrap size={8}>
            {bound ? (
              <Tag icon={<WechatOutlined />} color="green">
                已绑定
              </Tag>
            ) : (
              <Tag>未绑定</Tag>
            )}
            {bound ? (
              <Popconfirm
                title="解除微信绑定？"
                description="解除后不能再用这个微信扫码登录本账号。"
                okText="解除绑定"
                cancelText="取消"
                onConfirm={() => unbind.mutateAsync().then(() => void message.success('已解除微信绑定'))}
              >
                <Button size="small" loading={unbind.isPending}>
                  解除绑定
                </Button>
              </Popconfirm>
            ) : (
              <Button size="small" type="primary" ghost onClick={() => openWechat({ open: true, isClosed: false })}>
                绑定微信
              </Button>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="登录密码">
          <Button size="small" onClick={() => openPassword({ open: true })}>
            修改密码
          </Button>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** 企业信息: view; the owner edits it in the company form (credit-code check, company lookup). */
export function CompanySection() {
  const { member, access } = useSession();
  const openForm = useSetAtom(companyFormAtom);
  if (!member) return null;
  const company = hasCompanyProfile(member) ? member.companyInfo : null;

  return (
    <Card
      id="company"
      title="企业信息"
      extra={
        access.canEditCompany ? (
          <Button onClick={() => openForm({ open: true })}>{company ? '编辑' : '完善企业信息'}</Button>
        ) : null
      }
    >
      {!access.canEditCompany ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`${COMPANY_SUB_REASON}修改。`} /> : null}
      {company ? (
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small">
          <Descriptions.Item label="单位名称">{company.name}</Descriptions.Item>
          <Descriptions.Item label="单位简称">{company.coName || company.name}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">
            <span style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{company.creditCode ?? ''}</span>
          </Descriptions.Item>
          <Descriptions.Item label="单位类型">{company.orgType ?? ''}</Descriptions.Item>
          <Descriptions.Item label="联系人">{company.contactName ?? ''}</Descriptions.Item>
          <Descriptions.Item label="单位地址">{company.address || '未填写'}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert type="warning" showIcon title="尚未完善企业信息" description="完善后即可下单、查看订单和发票。" />
      )}
    </Card>
  );
}
