import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useSession } from '@/entities/member';
import { useReissueInvoice } from '../api/mutations';
import { invoiceProfileQueries } from '@/entities/invoice-profile';
import type { Invoice } from '../api/types';
import { getFeedback } from '@/shared/lib/feedback';

interface Values {
  reason: string;
  profileId?: string;
}

/** 申请重开 = red-letter cancel + new invoice; optionally to another profile of the same type. */
export function ReissueDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const reissue = useReissueInvoice();
  const { member } = useSession();
  const profiles = useQuery({ ...invoiceProfileQueries.list(member?._id), enabled: invoice !== null });
  const sameType = (profiles.data?.list ?? []).filter((p) => p.type === invoice?.type);

  useEffect(() => {
    if (invoice) form.resetFields();
  }, [invoice, form]);

  const submit = (v: Values) => {
    if (!invoice) return;
    reissue.mutate(
      { invoiceId: invoice._id, reason: v.reason.trim(), ...(v.profileId ? { profileId: v.profileId } : {}) },
      {
        onSuccess: () => {
          message.success('重开申请已提交');
          onClose();
        },
      },
    );
  };

  return (
    <Modal open={invoice !== null} title="申请重开发票" onCancel={onClose} footer={null} width={560} style={{ maxWidth: 'calc(100vw - 24px)' }}>
      {invoice ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`发票 ${invoice.invoiceNo} 将先红冲作废，再按新信息重新开具。`}
          description="进度：申请中 → 红冲中 → 已重开；原发票在红冲前仍可下载。"
        />
      ) : null}
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="重开原因"
          rules={[
            { required: true, whitespace: true, message: '重开原因不能为空' },
            { max: 200, message: '重开原因不能超过 200 个字' },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={200} showCount placeholder="例如：抬头信息有误" />
        </Form.Item>
        <Form.Item name="profileId" label="新的发票抬头（选填，不选则沿用原抬头）">
          <Select
            allowClear
            loading={profiles.isPending}
            placeholder="沿用原抬头"
            options={sameType.map((p) => ({ value: p._id, label: `${p.title}${p.isDefault ? '（默认）' : ''}` }))}
          />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={reissue.isPending}>
            提交申请
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
