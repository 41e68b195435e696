import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Skeleton, Tag } from 'antd';
import { isApiError } from '@/shared/api/errors';
import { ROUTES } from '@/shared/config/routes';
import { getFeedback } from '@/shared/lib/feedback';
import { formatFen, toFen } from '@/shared/lib/money';
import { BottomBar } from '@/shared/ui/bottom-bar';
import { LoadFailed } from '@/shared/ui/load-failed';
import { useSession } from '@/entities/member';
import { invoiceProfileQueries } from '@/entities/invoice-profile';
import { applyQueries, MAX_APPLY_ORDERS, useApplyInvoice, type InvoiceableOrder } from '../api/apply';
import { assessApplication, totalFenOf } from '../model/apply';
import { FundFilter, LinesSection, NO_FUND, OrdersList, ProfileSection, Warnings } from './invoice-apply-sections';
import styles from './invoice-apply.styles';

const QUIET = new Set(['aborted', 'unauthorized', 'session-expired']);
const NO_PROFILES: never[] = [];
const NO_WARNINGS: string[] = [];

/** The funds the invoiceable orders were charged to, each once, in the order met. */
function fundsOf(orders: readonly InvoiceableOrder[]): { _id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const o of orders) if (o.fund && !seen.has(o.fund._id)) seen.set(o.fund._id, o.fund.name);
  return [...seen].map(([_id, name]) => ({ _id, name }));
}

/** Where the application shows once sent: 我的发票 › 订单发票. */
export const ORDER_INVOICES = `${ROUTES.invoices}?tab=orders`;

/**
 * 合并开票 (docs/api.md §19): the member's completed orders not yet invoiced, a few picked, one 发票抬头 for all, the
 * total and the lines; the rules the mall would refuse (another title than an order's, an incomplete 专票 profile)
 * are said before anything is sent. Once applied, 订单发票 shows the application.
 */
export function InvoiceApply() {
  const { member, access } = useSession();
  const navigate = useNavigate();
  const orders = useQuery(applyQueries.orders(member?._id));
  const profiles = useQuery(invoiceProfileQueries.list(member?._id));
  const apply = useApplyInvoice();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // The same choice, but 全选's reaches it in a transition (issue 46: 全选 of 600 orders): 全选's own checkbox, the
  // count and the total answer the click first; the rows, the profile, the warnings and 开票明细 follow. One row's
  // tick reaches both at once.
  const [rowsChosen, setRowsChosen] = useState<ReadonlySet<string>>(new Set());
  // 全选's copy on its way to the rows: set by 全选, cleared once the copy has been drawn
  const following = useRef(false);
  useEffect(() => {
    following.current = false;
  }, [rowsChosen]);
  const [pickedProfile, setPickedProfile] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  // 经费 filter: '' 全部经费, 'none' 未使用经费, else a fund's _id; only the orders shown can be chosen
  const [fundFilter, setFundFilter] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);

  const all = useMemo(() => orders.data ?? [], [orders.data]);
  const funds = useMemo(() => fundsOf(all), [all]);
  const list = useMemo(() => all.filter((o) => !fundFilter || (fundFilter === NO_FUND ? !o.fund : o.fund?._id === fundFilter)), [all, fundFilter]);
  const profileList = profiles.data?.list ?? NO_PROFILES;
  // what is chosen among the orders still invoiceable (a refusal 10161 reloads the list)
  const selected = useMemo(() => list.filter((o) => chosen.has(o._id)), [list, chosen]);
  const totalFen = totalFenOf(selected);
  const full = selected.length >= MAX_APPLY_ORDERS;
  const rowsSelected = useMemo(() => list.filter((o) => rowsChosen.has(o._id)), [list, rowsChosen]);
  const rowsFull = rowsSelected.length >= MAX_APPLY_ORDERS;
  const shown = useMemo(() => assessApplication(rowsSelected, profileList, pickedProfile), [rowsSelected, profileList, pickedProfile]);
  const rowsConflicts = useMemo(() => new Set(shown.conflicts), [shown]);
  const toggle = useCallback((id: string) => {
    setProblem(null);
    const update = (now: ReadonlySet<string>) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_APPLY_ORDERS) next.add(id);
      return next;
    };
    setChosen(update);
    setRowsChosen(update);
  }, []);
  const chooseFund = useCallback((id: string) => {
    setFundFilter(id);
    setProblem(null);
  }, []);
  const pickProfile = useCallback((id: string) => {
    setPickedProfile(id);
    setProblem(null);
  }, []);

  if (orders.isPending && orders.failureCount === 0) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!orders.data) {
    return (
      <LoadFailed
        title="可开票的订单暂时无法加载"
        message={(orders.error ?? orders.failureReason)?.message}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
        extra={<Link key="back" to={ORDER_INVOICES}>返回订单发票</Link>}
      />
    );
  }
  if (all.length === 0) {
    return (
      <div className={styles.panel}>
        <Empty description="没有可以合并开票的订单：已完成且尚未开票的订单会列在这里">
          <Link to={ORDER_INVOICES}>返回订单发票</Link>
        </Empty>
      </div>
    );
  }

  const allChosen = selected.length === Math.min(list.length, MAX_APPLY_ORDERS);
  const toggleAll = () => {
    setProblem(null);
    const next = allChosen ? new Set<string>() : new Set(list.slice(0, MAX_APPLY_ORDERS).map((o) => o._id));
    setChosen(next);
    following.current = true;
    startTransition(() => setRowsChosen(next));
  };

  const submit = () => {
    // pressed while 全选's copy is on its way: draw it now, so what is judged and sent is what the screen shows
    if (following.current) flushSync(() => setRowsChosen(chosen));
    setTried(true);
    setProblem(null);
    const { profile, warnings } = assessApplication(selected, profileList, pickedProfile);
    if (selected.length === 0) {
      setProblem('请选择要开票的订单');
      return;
    }
    if (!profile) {
      setProblem('请选择发票抬头');
      return;
    }
    if (warnings.length > 0) {
      alertRef.current?.focus();
      return;
    }
    const count = selected.length;
    apply.mutate(
      { orderIds: selected.map((o) => o._id), profileId: profile._id, ...(remark.trim() ? { remark: remark.trim() } : {}) },
      {
        onSuccess: (invoice) => {
          getFeedback().message.success(`合并开票申请已提交：${count} 个订单，${formatFen(toFen(invoice.amount))}`);
          void navigate(ORDER_INVOICES);
        },
        // silent call: every failure is said here once; the selection, the title and the remark stay
        onError: (error) => {
          if (isApiError(error) && QUIET.has(error.kind)) return;
          setProblem(error.message);
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="apply-orders-title">
        <h2 id="apply-orders-title">选择订单</h2>
        <p className={styles.muted}>
          已完成且尚未开票的订单可以合并开具一张发票（一次最多 {MAX_APPLY_ORDERS} 个）；下单时选择了抬头的订单，只能开到同一抬头。
        </p>
        {funds.length > 0 ? <FundFilter funds={funds} value={fundFilter} onChange={chooseFund} /> : null}
        {list.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有使用该经费的可开票订单" /> : null}
        <div className={styles.listHead}>
          <Checkbox checked={allChosen && selected.length > 0} indeterminate={selected.length > 0 && !allChosen} onChange={toggleAll} aria-label="全选" />
          <span>订单</span>
          <span>下单时的发票抬头</span>
          <span className={styles.amountCol}>金额</span>
        </div>
        <OrdersList list={list} chosen={rowsChosen} full={rowsFull} conflicts={rowsConflicts} onToggle={toggle} />
      </section>

      <ProfileSection
        pending={profiles.isPending}
        profiles={profileList}
        profile={shown.profile}
        canManage={access.canManageInvoiceProfiles}
        onPick={pickProfile}
        remark={remark}
        onRemark={setRemark}
      />
      <LinesSection selected={rowsSelected} />
      <Warnings warnings={rowsSelected.length > 0 ? shown.warnings : NO_WARNINGS} tried={tried} alertRef={alertRef} />
      {problem ? <Alert type="error" showIcon role="alert" className={styles.alert} title={problem} /> : null}

      <BottomBar label="申请开票" className={styles.bar}>
        <div className={styles.sum} aria-live="polite">
          <span>
            已选 <b>{selected.length}</b> 个订单
          </span>
          <span>
            合计 <span className={styles.total}>{formatFen(totalFen)}</span>
          </span>
          {full ? <Tag color="orange">已达 {MAX_APPLY_ORDERS} 个上限</Tag> : null}
        </div>
        <Button type="primary" size="large" className={styles.submit} loading={apply.isPending} onClick={submit}>
          申请开票
        </Button>
      </BottomBar>
    </div>
  );
}
