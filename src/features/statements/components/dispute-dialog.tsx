import { useState } from 'react';
import { useAtom } from 'jotai';
import { Alert, Form, Input, Modal } from 'antd';
import { isApiError } from '@/shared/api';
import { getFeedback } from '@/shared/lib/feedback';
import { useDisputeLine, useReloadStatements } from '../api/mutations';
import { STATEMENT_CODES } from '../api/requests';
import { disputeLineAtom } from '../model/dialogs';
import { NOTE_MAX } from '../model/labels';
import { monthLabel } from '../model/month';

const QUIET = new Set(['aborted', 'unauthorized', 'session-expired']);

/** 提出异议 on one line: a note of 1..200 characters; a refusal is said here and the note stays. */
function DisputeForm({ month, orderId, orderNo, open, onClose }: { month: string; orderId: string; orderNo: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const { message } = getFeedback();
  const dispute = useDisputeLine();
  const reload = useReloadStatements();
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = () => {
    form.resetFields();
    setProblem(null);
    onClose();
  };
  const submit = ({ note }: { note: string }) => {
    setProblem(null);
    dispute.mutate(
      { month, input: { orderId, note: note.trim() } },
      {
        onSuccess: () => {
          message.success(`已对订单 ${orderNo} 提出异议，请等待商城回复`);
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && QUIET.has(error.kind)) return;
          setProblem(error.message);
          if (isApiError(error) && error.code === STATEMENT_CODES.changed) void reload();
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={`提出异议 · 订单 ${orderNo}`}
      okText="提交异议"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={cancel}
      confirmLoading={dispute.isPending}
    >
      <p>{monthLabel(month)}对账单中的订单 {orderNo}：请写明有出入的地方（金额、数量、送达日期等），商城核实后回复。</p>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" name={`dispute-${orderId}`} onFinish={submit} onValuesChange={() => setProblem(null)}>
        <Form.Item
          name="note"
          label="异议说明"
          rules={[
            { required: true, whitespace: true, message: '请填写异议说明' },
            { max: NOTE_MAX, message: `异议说明不能超过 ${NOTE_MAX} 个字符` },
          ]}
        >
          <Input.TextArea maxLength={NOTE_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} placeholder="例如：该订单实际送达 2 箱，对账单为 3 箱" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function DisputeLineDialog() {
  const [state, setState] = useAtom(disputeLineAtom);
  const close = () => setState((s) => ({ ...s, open: false }));
  if (!state.orderId) return null;
  // one form per line: a note written for one order never shows under another
  return <DisputeForm key={`${state.month}/${state.orderId}`} {...state} onClose={close} />;
}
