import { useState } from 'react';
import { useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import { isApiError } from '@/shared/api';
import { getFeedback } from '@/shared/lib/feedback';
import { formatFen, toFen } from '@/shared/lib/money';
import { useSession } from '@/entities/member';
import { useConfirmStatement, useReloadStatements } from '../api/mutations';
import { statementQueries } from '../api/queries';
import { STATEMENT_CODES } from '../api/requests';
import { confirmStatementAtom } from '../model/dialogs';
import { monthLabel } from '../model/month';

/** Failures nobody is told of here: the session's own end says itself, an abort is the user's. */
const QUIET = new Set(['aborted', 'unauthorized', 'session-expired']);

/** 确认对账单: what is confirmed (the whole month, every fund), then the mall's answer or its reason, said here. */
export default function ConfirmStatementDialog() {
  const [state, setState] = useAtom(confirmStatementAtom);
  const { member } = useSession();
  const { message } = getFeedback();
  const whole = useQuery({ ...statementQueries.detail(member?._id, state.month, undefined), enabled: state.open && state.month !== '' });
  const confirm = useConfirmStatement();
  const reload = useReloadStatements();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    setState((s) => ({ ...s, open: false }));
  };
  const submit = () => {
    setProblem(null);
    confirm.mutate(state.month, {
      onSuccess: () => {
        message.success(`${monthLabel(state.month)}对账单已确认`);
        close();
      },
      onError: (error) => {
        if (isApiError(error) && QUIET.has(error.kind)) return;
        setProblem(error.message);
        // confirmed or disputed meanwhile (another tab, another member): the page shows it
        if (isApiError(error) && error.code === STATEMENT_CODES.changed) void reload();
      },
    });
  };
  // only this month's figures (a statement of another month is never this one's, placeholder or not)
  const totals = whole.data?.month === state.month ? whole.data.totals : undefined;
  return (
    <Modal
      open={state.open}
      title="确认对账单"
      okText="确认对账单"
      cancelText="取消"
      onOk={submit}
      onCancel={close}
      confirmLoading={confirm.isPending}
    >
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      <p>
        确认 {state.month ? monthLabel(state.month) : ''}的对账单
        {totals ? `：共 ${totals.orderCount} 笔订单，金额合计 ${formatFen(toFen(totals.amount))}` : ''}。
      </p>
      {state.fundId ? <p>确认的是整月对账单，包括全部经费的订单。</p> : null}
      <p>确认后本月订单不能再提出异议。</p>
    </Modal>
  );
}
