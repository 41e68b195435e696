import { useState, type CSSProperties } from 'react';
import { Button, Popconfirm } from 'antd';
import { formatFen, toFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { BottomBar } from '@/shared/ui/bottom-bar';
import { useIsPhone } from '@/shared/ui/layout';
import { type OrderDetail, orderStyles as orders } from '@/entities/order';
import { useApproveOrder } from '../api/use-approvals';
import { overdraftFenAt } from '../model/approval';
import { focusDecision, ignore } from './decision';

/** The dialogs' chunk (approval-dialogs.tsx): fetched when the pointer or focus reaches a decision, drawn once in. */
const loadDialogs = () => import('./approval-dialogs');
type Dialogs = Awaited<ReturnType<typeof loadDialogs>>;
const preloadDialogs = () => void loadDialogs().catch(ignore);
type Kind = 'adjust' | 'reject' | 'overdraft';
/** Chromium keeps a failed import() failed until the page is loaded again: a reload, not a later press, brings them. */
const DIALOGS_FAILED = '审批窗口暂时无法打开，请检查网络后刷新页面重试';

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
  const [dialog, setDialog] = useState<Kind | null>(null);
  // once a dialog has been opened it stays mounted: what was typed survives a close
  const [opened, setOpened] = useState<ReadonlySet<Kind>>(() => new Set());
  const [dialogs, setDialogs] = useState<Dialogs | null>(null);
  const [adjustRound, setAdjustRound] = useState(0);
  const phone = useIsPhone();
  if (!order.canApprove) return null;
  // the dialogs' code first (the pointer on the button has usually fetched it); offline, said once and nothing opens
  // (nothing has been typed yet)
  const openDialog = (kind: Kind) =>
    loadDialogs().then(
      (loaded) => {
        setDialogs(() => loaded);
        setOpened((was) => (was.has(kind) ? was : new Set([...was, kind])));
        setDialog(kind);
      },
      () => void message.error({ content: DIALOGS_FAILED, key: 'approval-dialogs' }),
    );
  const preload = { onPointerEnter: preloadDialogs, onFocus: preloadDialogs };
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
    <BottomBar label="审批操作" className={orders.submitBar}>
      <div className={orders.submitSum} style={{ marginRight: 'auto', minWidth: 0, alignItems: 'flex-start' }}>
        <span className={orders.muted}>{order.placedByName ? `${order.placedByName} 的采购申请` : '待你审批'}</span>
        <span className={orders.amount}>{formatFen(toFen(order.amount))}</span>
      </div>
      <div style={phone ? PHONE_BUTTONS : BUTTONS}>
        <Button danger style={buttonStyle} {...preload} onClick={() => void openDialog('reject')}>
          驳回
        </Button>
        <Button
          style={buttonStyle}
          {...preload}
          onClick={() => {
            setAdjustRound((n) => n + 1); // a fresh copy of the order's quantities each time
            void openDialog('adjust');
          }}
        >
          调整数量
        </Button>
        {over > 0 ? (
          <Button type="primary" danger style={buttonStyle} {...preload} onClick={() => void openDialog('overdraft')}>
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
      {dialogs && over > 0 && opened.has('overdraft') ? (
        <dialogs.OverdraftDialog key={order.version} order={order} over={over} open={dialog === 'overdraft'} onClose={() => setDialog(null)} onDone={focusDecision} />
      ) : null}
      {/* keyed by the opening only: a refetch of the order (a new version) keeps what was typed */}
      {dialogs && opened.has('adjust') ? <dialogs.AdjustDialog key={adjustRound} order={order} open={dialog === 'adjust'} onClose={() => setDialog(null)} /> : null}
      {dialogs && opened.has('reject') ? <dialogs.RejectDialog order={order} open={dialog === 'reject'} onClose={() => setDialog(null)} /> : null}
    </BottomBar>
  );
}
