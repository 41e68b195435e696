import { useSetAtom } from 'jotai';
import { Button, Tag } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { FundBalance } from '@/entities/fund';
import { type OrderDetail, orderStyles as orders, ReimbursementNotes } from '@/entities/order';
import { APPROVAL_STATUS } from '../model/approval';
import { resubmitOrderAtom } from '../model/dialogs';
import { APPROVAL_TITLE_ID } from './approval-styles';

// Inline styles: every CSS module joins the one stylesheet of the first load (vite.config.ts, cssCodeSplit: false).
const LIST = { margin: 0, paddingLeft: 18 } as const;

/**
 * The order's approval (docs/api.md §13 `approval`): why it was needed, who may decide, and the decision (who,
 * when, comment, reject reason, lowered quantities). The buyer of a rejected order changes it and sends it again
 * from here (修改后重新提交); the approver's actions are the bar at the bottom (./approval-actions.tsx).
 */
export function ApprovalPanel({ order }: { order: OrderDetail }) {
  const openResubmit = useSetAtom(resubmitOrderAtom);
  const approval = order.approval;
  if (!approval) return null;
  const status = APPROVAL_STATUS[approval.status];
  const decided = approval.status === 'approved' ? '批准' : '驳回';
  return (
    <section className={orders.panel} aria-labelledby={APPROVAL_TITLE_ID}>
      <div className={orders.panelHead}>
        <h2 id={APPROVAL_TITLE_ID} tabIndex={-1}>
          采购审批
        </h2>
        <Tag color={status.color}>{status.label}</Tag>
      </div>
      {/* the 报销 rules the order meets, as the buyer saw them at checkout */}
      <ReimbursementNotes notes={order.reimbursementNotes} />
      <dl className={orders.facts}>
        {approval.reasons.length > 0 ? (
          <>
            <dt>审批原因</dt>
            <dd>
              <ul style={LIST}>
                {approval.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {/* the fund is said here while the order awaits the decision (its money is what approving takes), else once
            under 收货与发票 (order-detail.tsx) */}
        {order.fund && approval.status === 'pending' ? (
          <>
            <dt>经费</dt>
            <dd aria-label="经费余额">
              <div>
                {order.fund.name} <span className={orders.muted}>（经费负责人 {order.fund.approverName}）</span>
              </div>
              <div className={orders.muted}>
                {order.fund.codeKind === 'card' ? '经费卡号' : '项目编号'} {order.fund.code}
              </div>
              <FundBalance
                figures={order.fund}
                compact
                approval={order.fund.afterApproval === null ? undefined : { amount: order.amount, afterApproval: order.fund.afterApproval }}
              />
            </dd>
          </>
        ) : null}
        <dt>审批人</dt>
        <dd>{approval.approvers.length > 0 ? approval.approvers.join('、') : '—'}</dd>
        {approval.decidedBy ? (
          <>
            <dt>{decided}人</dt>
            <dd>
              {approval.decidedBy}
              {approval.decidedAt ? <span className={orders.muted}> {formatDateTime(approval.decidedAt)}</span> : null}
            </dd>
          </>
        ) : null}
        {approval.rejectReason ? (
          <>
            <dt>驳回原因</dt>
            <dd style={{ color: '#cf1322', whiteSpace: 'pre-wrap' }}>{approval.rejectReason}</dd>
          </>
        ) : null}
        {approval.comment ? (
          <>
            <dt>审批意见</dt>
            <dd>{approval.comment}</dd>
          </>
        ) : null}
        {approval.adjusted.length > 0 ? (
          <>
            <dt>调整数量</dt>
            <dd>
              <ul style={LIST} aria-label="审批调整的数量">
                {approval.adjusted.map((a) => (
                  <li key={a.matlId}>
                    {a.name}：{a.from} → {a.to === 0 ? '0（已删除）' : a.to}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {order.canResubmit ? (
        <div className={orders.detailActions}>
          <Button type="primary" onClick={() => openResubmit({ open: true, orderId: order._id })}>
            修改后重新提交
          </Button>
          <span className={orders.muted}>可调整数量、经费、采购单号和备注后重新提交审批</span>
        </div>
      ) : null}
    </section>
  );
}
