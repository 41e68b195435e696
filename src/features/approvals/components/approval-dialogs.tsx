/**
 * The approver's dialogs (调整数量后批准, 驳回, 超支批准): a chunk of their own, with antd's Form, Input and InputNumber,
 * loaded when the approver reaches for a decision (approval-actions.tsx), not with the order.
 */
import { useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { formatFen, toFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { type OrderDetail, orderStyles as orders } from '@/entities/order';
import { useApproveOrder, useRejectOrder } from '../api/use-approvals';
import { changedQuantities, COMMENT_MAX, keepsALine, overdraftFenAt, quantitiesOf, REJECT_REASON_MAX, totalsAt, type Quantities } from '../model/approval';
import { ERROR, FIELD, LINE, LINE_QTY, LINE_TEXT, LINES } from './approval-styles';
import { focusDecision, ignore } from './decision';
import { OverdraftField } from './overdraft';

export { OverdraftDialog } from './overdraft';

/**
 * 调整数量后批准: each line down to 0 (dropped), never above what was ordered, at least one line kept; the new
 * total as the mall will count it; an optional comment.
 */
export function AdjustDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { message } = getFeedback();
  const approve = useApproveOrder();
  const [quantities, setQuantities] = useState<Quantities>(() => quantitiesOf(order.items));
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const before = totalsAt(order.items, quantitiesOf(order.items), toFen(order.coldChainFee));
  const after = totalsAt(order.items, quantities, toFen(order.coldChainFee));
  const keeps = keepsALine(order.items, quantities);
  // lowered enough, the order may fit its fund again; else a 超支批准 with a reason
  const over = overdraftFenAt(order.fund, toFen(order.amount), after.amountFen);
  const submit = () => {
    const changed = changedQuantities(order.items, quantities);
    // mutateAsync: the answer closes the bar (and this dialog) before a mutate callback would run
    approve
      .mutateAsync({
        id: order._id,
        version: order.version,
        ...(changed.length > 0 ? { quantities: changed } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(over > 0 ? { overdraft: { reason: reason.trim() } } : {}),
      })
      .then(() => {
        message.success(changed.length > 0 ? '已调整数量并批准' : '已批准');
        onClose();
        focusDecision();
      })
      .catch(ignore);
  };
  return (
    <Modal
      open={open}
      title="调整数量后批准"
      width={600}
      onCancel={onClose}
      okText="确认批准"
      cancelText="取消"
      onOk={submit}
      okButtonProps={{ disabled: !keeps || (over > 0 && reason.trim() === ''), loading: approve.isPending }}
    >
      <p className={orders.muted}>只能调低数量，调为 0 即删除该商品，至少保留一种商品。</p>
      <ul style={LINES} aria-label="批准数量">
        {order.items.map((item) => (
          <li key={item.matlId} style={LINE}>
            <div style={LINE_TEXT}>
              <div className={orders.itemName}>{item.name}</div>
              <div className={orders.muted}>
                货号 {item.catalogNo} · {item.spec} · {formatFen(toFen(item.price))}
              </div>
            </div>
            <div style={LINE_QTY}>
              <InputNumber
                aria-label={`${item.name} 批准数量`}
                min={0}
                max={item.quantity}
                precision={0}
                value={quantities[item.matlId] ?? null}
                onChange={(value) =>
                  setQuantities(({ [item.matlId]: _was, ...others }) => (typeof value === 'number' ? { ...others, [item.matlId]: value } : others))
                }
              />
              <span className={orders.muted}>原 {item.quantity}</span>
            </div>
          </li>
        ))}
      </ul>
      {!keeps ? (
        <p role="alert" style={ERROR}>
          至少保留一种商品
        </p>
      ) : null}
      <dl className={orders.amounts} aria-label="调整后金额">
        <dt>商品金额</dt>
        <dd>{formatFen(after.goodsFen)}</dd>
        <dt>运费</dt>
        <dd>{after.freightFen ? formatFen(after.freightFen) : '免运费'}</dd>
        {after.coldChainFeeFen ? (
          <>
            <dt>干冰费</dt>
            <dd>{formatFen(after.coldChainFeeFen)}</dd>
          </>
        ) : null}
        <dt>调整后应付</dt>
        <dd className={orders.amount} data-testid="adjusted-total">
          {formatFen(after.amountFen)}
        </dd>
        {after.amountFen !== before.amountFen ? (
          <>
            <dt>原应付</dt>
            <dd className={orders.muted}>{formatFen(before.amountFen)}</dd>
          </>
        ) : null}
      </dl>
      <label style={FIELD}>
        <span>审批意见（选填）</span>
        <Input.TextArea value={comment} onChange={(e) => setComment(e.target.value)} maxLength={COMMENT_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </label>
      {over > 0 ? <OverdraftField over={over} value={reason} onChange={setReason} /> : null}
    </Modal>
  );
}

/** 驳回: a reason is required (1..200); the buyer reads it on the order. */
export function RejectDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { message } = getFeedback();
  const reject = useRejectOrder();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = ({ reason }: { reason: string }) =>
    reject
      .mutateAsync({ id: order._id, version: order.version, reason: reason.trim() })
      .then(() => {
        message.success('已驳回，下单人会收到通知');
        onClose();
        focusDecision();
      })
      .catch(ignore);
  return (
    <Modal
      open={open}
      title="驳回订单"
      width={480}
      onCancel={onClose}
      okText="确认驳回"
      cancelText="取消"
      onOk={() => form.submit()}
      okButtonProps={{ danger: true, loading: reject.isPending }}
    >
      <Form form={form} layout="vertical" name="reject-order" onFinish={submit}>
        <Form.Item
          name="reason"
          label="驳回原因"
          rules={[
            { required: true, whitespace: true, message: '请填写驳回原因' },
            { max: REJECT_REASON_MAX, message: `驳回原因不能超过 ${REJECT_REASON_MAX} 个字` },
          ]}
        >
          <Input.TextArea placeholder="例如：请改用课题组的经费卡" maxLength={REJECT_REASON_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

