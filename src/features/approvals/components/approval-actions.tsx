import { useState, type CSSProperties } from 'react';
import { Button, Form, Input, InputNumber, Modal, Popconfirm } from 'antd';
import { formatFen, toFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { actionBarRef } from '@/shared/ui/action-bar';
import { useIsPhone } from '@/shared/ui/layout';
import { type OrderDetail, orderStyles as orders } from '@/entities/order';
import { useApproveOrder, useRejectOrder } from '../api/use-approvals';
import { changedQuantities, COMMENT_MAX, keepsALine, overdraftFenAt, quantitiesOf, REJECT_REASON_MAX, totalsAt, type Quantities } from '../model/approval';
import { APPROVAL_TITLE_ID, ERROR, FIELD, LINE, LINE_QTY, LINE_TEXT, LINES } from './approval-styles';
import { OverdraftDialog, OverdraftField } from './overdraft';

/** Every decision carries the version of the order the approver sees (docs/api.md §13): the mall refuses a stale one (10094). */
const ignore = () => undefined; // a refusal has been said by the client (the mall's message), and the hook reads the order again

/**
 * After a decision the bar (and the button pressed) goes: focus moves to the 采购审批 heading, which now says the
 * decision, instead of dropping to the body. After the dialog has closed and handed focus back.
 */
const focusDecision = () => setTimeout(() => document.getElementById(APPROVAL_TITLE_ID)?.focus(), 0);

/**
 * 调整数量后批准: each line down to 0 (dropped), never above what was ordered, at least one line kept; the new
 * total as the mall will count it; an optional comment.
 */
function AdjustDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
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
function RejectDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
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

const BUTTONS: CSSProperties = { display: 'flex', gap: 8 };
/** A phone: one row of three buttons the width of the screen, thumb-sized, 批准 the widest. */
const PHONE_BUTTONS: CSSProperties = { display: 'grid', gridTemplateColumns: '1fr 1fr 1.4fr', gap: 8, flexBasis: '100%' };

/**
 * The approver's actions, in a bar held at the bottom of the screen while the order is read: 批准 (then 确认 in a
 * small confirm: two taps on a phone), 调整数量后批准, 驳回.
 */
export function ApprovalBar({ order }: { order: OrderDetail }) {
  const { message } = getFeedback();
  const approve = useApproveOrder();
  const [dialog, setDialog] = useState<'adjust' | 'reject' | 'overdraft' | null>(null);
  const [adjustRound, setAdjustRound] = useState(0);
  const phone = useIsPhone();
  if (!order.canApprove) return null;
  const buttonStyle = phone ? { minHeight: 44 } : undefined;
  // approving as it stands would overdraw the fund: 批准 asks for a 超支批准 with a reason
  const over = overdraftFenAt(order.fund, toFen(order.amount), toFen(order.amount));
  const approveNow = () =>
    approve
      .mutateAsync({ id: order._id, version: order.version })
      .then(() => {
        message.success('已批准');
        focusDecision();
      })
      .catch(ignore);
  return (
    <div ref={actionBarRef} className={orders.submitBar} role="region" aria-label="审批操作">
      <div className={orders.submitSum} style={{ marginRight: 'auto', minWidth: 0, alignItems: 'flex-start' }}>
        <span className={orders.muted}>{order.placedByName ? `${order.placedByName} 的采购申请` : '待你审批'}</span>
        <span className={orders.amount}>{formatFen(toFen(order.amount))}</span>
      </div>
      <div style={phone ? PHONE_BUTTONS : BUTTONS}>
        <Button danger style={buttonStyle} onClick={() => setDialog('reject')}>
          驳回
        </Button>
        <Button
          style={buttonStyle}
          onClick={() => {
            setAdjustRound((n) => n + 1); // a fresh copy of the order's quantities each time
            setDialog('adjust');
          }}
        >
          调整数量
        </Button>
        {over > 0 ? (
          <Button type="primary" danger style={buttonStyle} onClick={() => setDialog('overdraft')}>
            超支批准
          </Button>
        ) : (
        <Popconfirm
          title="批准该订单？"
          description={`应付 ${formatFen(toFen(order.amount))}，批准后进入商城审核`}
          okText="确认"
          cancelText="取消"
          placement="topRight"
          onConfirm={approveNow}
        >
          <Button type="primary" style={buttonStyle} loading={approve.isPending}>
            批准
          </Button>
        </Popconfirm>
        )}
      </div>
      {over > 0 ? <OverdraftDialog key={order.version} order={order} over={over} open={dialog === 'overdraft'} onClose={() => setDialog(null)} onDone={focusDecision} /> : null}
      {/* keyed by the opening only: a refetch of the order (a new version) keeps what was typed */}
      <AdjustDialog key={adjustRound} order={order} open={dialog === 'adjust'} onClose={() => setDialog(null)} />
      <RejectDialog order={order} open={dialog === 'reject'} onClose={() => setDialog(null)} />
    </div>
  );
}
