import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { formatFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { FundBalance } from '@/entities/fund';
import type { OrderDetail } from '@/entities/order';
import { useApproveOrder } from '../api/use-approvals';
import { OVERDRAFT_REASON_MAX } from '../model/approval';
import { FIELD } from './approval-styles';

/**
 * 超支批准 (docs/api.md §13): approving would leave the fund's 可用余额 below 0 by `over` (fen); the mall takes it only
 * with a reason, from the fund's 负责人 or the owner (else 10098).
 */
export function OverdraftField({ over, value, onChange }: { over: number; value: string; onChange: (reason: string) => void }) {
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 12 }}
        title={`批准后经费将超支 ${formatFen(over)}`}
        description="如确需批准，请作超支批准并填写原因，原因会记入订单的审批记录。"
      />
      <label style={FIELD}>
        <span>超支原因（必填）</span>
        <Input.TextArea
          aria-label="超支原因"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={OVERDRAFT_REASON_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="例如：课题结题前急需，下月经费到账后补足"
        />
      </label>
    </>
  );
}

/** 批准 of an order that would overdraw its fund: the fund's money, then 超支批准 with a reason. */
export function OverdraftDialog({ order, over, open, onClose, onDone }: {
  order: OrderDetail;
  over: number;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = getFeedback();
  const approve = useApproveOrder();
  const [reason, setReason] = useState('');
  const fund = order.fund;
  const submit = () =>
    approve
      .mutateAsync({ id: order._id, version: order.version, overdraft: { reason: reason.trim() } })
      .then(() => {
        message.success('已超支批准');
        onClose();
        onDone();
      })
      .catch(() => undefined); // said by the client; the order is read again
  return (
    <Modal
      open={open}
      title="超支批准"
      width={520}
      onCancel={onClose}
      okText="确认超支批准"
      cancelText="取消"
      onOk={submit}
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: approve.isPending }}
    >
      {fund ? (
        <>
          <p style={{ margin: '0 0 8px' }}>{fund.name}</p>
          <FundBalance figures={fund} compact approval={fund.afterApproval === null ? undefined : { amount: order.amount, afterApproval: fund.afterApproval }} />
        </>
      ) : null}
      <OverdraftField over={over} value={reason} onChange={setReason} />
    </Modal>
  );
}
