import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Alert, Button, Card, Empty, Progress, Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ROUTES } from '@/shared/config/routes';
import { chinaDate, formatDateTime } from '@/shared/lib/date';
import { formatFen, percentOf, toFen } from '@/shared/lib/money';
import { maskName } from '@/shared/lib/mask';
import { ListState } from '@/shared/ui/list-state';
import { LinkButton } from '@/shared/ui/lite';
import { useSession } from '@/entities/member';
import { procurementQueries } from '@/entities/procurement';
import { FUND_CODE_KIND_LABEL, FUND_LIMITS, FundBalance, fundQueries, fundState, type Fund } from '@/entities/fund';
import { memberQueries } from '../api/queries';
import { fundFormAtom } from '../model/fund-dialog';
import styles from './procurement.styles';

/** 经费 (docs/api.md §13 Funds): the owner registers and edits the account's funds; a sub-account sees those it may charge. */
export function FundSection() {
  const { member, access } = useSession();
  const funds = useQuery({ ...fundQueries.list(), enabled: access.canUseCompanyPages });
  const canManage = access.canManageFunds;
  // who may charge a fund, by name: the owner's sub-account list (the same cache entry as 子账号管理)
  const subs = useQuery({ ...memberQueries.subMembers(member?._id), enabled: canManage });
  // who may be a fund's 经费负责人: the owner and the approver sub-accounts (the settings' one cache entry)
  const settings = useQuery({ ...procurementQueries.settings(), enabled: canManage });
  const approvers = (settings.data?.approvers ?? []).map((a, i) => ({ value: a._id, label: i === 0 ? `${maskName(a.name)}（主账号）` : maskName(a.name) }));
  const openForm = useSetAtom(fundFormAtom);
  const list = funds.data ?? [];
  const full = list.length >= FUND_LIMITS.maxFunds;

  if (!access.canUseCompanyPages) {
    return (
      <Card id="funds" title="经费">
        <Alert type="info" showIcon title="完善企业信息后即可登记经费" />
      </Card>
    );
  }

  const subList = subs.data?.list ?? [];
  const names = new Map(subList.map((s) => [s.subMbrId, maskName(s.name)]));
  // who may be allowed to charge a fund, for the dialog
  const members = subList.map((s) => ({ value: s.subMbrId, label: `${maskName(s.name)}（${s.account}）${s.enabled ? '' : ' · 已停用'}` }));
  return (
    <Card
      id="funds"
      title={`经费${funds.data && canManage ? `（${list.length}/${FUND_LIMITS.maxFunds}）` : ''}`}
      extra={
        canManage ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={full}
            title={full ? `最多登记 ${FUND_LIMITS.maxFunds} 个经费` : undefined}
            onClick={() => openForm({ open: true, fund: null, members, approvers })}
          >
            新增经费
          </Button>
        ) : null
      }
    >
      {canManage ? null : (
        <Alert type="info" showIcon className={styles.gap} title="以下是您可以使用的经费，经费由主账号登记和管理。" />
      )}
      <ListState query={funds} failed="经费加载失败" empty={list.length === 0 && (canManage ? '还没有登记经费' : '暂无可使用的经费')}>
        <ul className={styles.funds} aria-label="经费列表">
          {list.map((fund) => (
            <FundRow
              key={fund._id}
              fund={fund}
              chargers={canManage ? chargerText(fund, names) : null}
              onEdit={canManage ? () => openForm({ open: true, fund, members, approvers }) : null}
            />
          ))}
        </ul>
      </ListState>
    </Card>
  );
}

function chargerText(fund: Fund, names: Map<string, string>): string {
  const subs = fund.memberIds.map((id) => names.get(id)).filter(Boolean);
  return subs.length > 0 ? `主账号、${subs.join('、')}` : '仅主账号';
}

/** One fund: figures, how much is used, its state, and the orders behind it on demand. */
function FundRow({ fund, chargers, onEdit }: { fund: Fund; chargers: string | null; onEdit: (() => void) | null }) {
  const [expanded, setExpanded] = useState(false);
  // the mall's periods are China dates: today's there, whatever the device's zone
  const [today] = useState(() => chinaDate(Date.now()));
  const state = fundState(fund, today);
  // shares of the budget, counted in fen
  const budgetFen = toFen(fund.budget);
  const used = percentOf(toFen(fund.committed), budgetFen);
  const withPending = percentOf(toFen(fund.committed) + toFen(fund.pending), budgetFen);
  const over = state.key === 'overdrawn';
  const ordersId = `fund-orders-${fund._id}`;
  return (
    <li className={styles.fund} aria-label={`经费 ${fund.name}`}>
      <div className={styles.fundHead}>
        <span className={styles.fundName}>{fund.name}</span>
        <Tag color={state.color}>{state.label}</Tag>
        <span className={styles.fundActions}>
          <LinkButton aria-expanded={expanded} aria-controls={ordersId} onClick={() => setExpanded((x) => !x)}>
            {expanded ? '收起订单' : '查看订单'}
          </LinkButton>
          {onEdit ? <LinkButton onClick={onEdit}>编辑</LinkButton> : null}
        </span>
      </div>
      <div className={styles.fundMeta}>
        {FUND_CODE_KIND_LABEL[fund.codeKind]} {fund.code} · 负责人 {maskName(fund.holder)} · 审批人 {maskName(fund.approverName)} · {fund.periodStart} 至 {fund.periodEnd}
        {chargers ? ` · 可使用：${chargers}` : ''}
      </div>
      <div className={styles.balance}>
        <FundBalance figures={fund} />
      </div>
      <Progress
        percent={Math.min(100, Math.round(withPending))}
        // committed (green) and, after it, what awaits approval (gold, as the 审批中 tags)
        success={{ percent: Math.min(100, Math.round(used)) }}
        strokeColor={over ? undefined : '#faad14'}
        status={over ? 'exception' : 'normal'}
        size="small"
        format={() => `${Math.round(used)}%`}
        aria-label={`已占用 ${Math.round(used)}%`}
      />
      {expanded ? (
        <div id={ordersId}>
          <FundOrders fundId={fund._id} />
        </div>
      ) : null}
    </li>
  );
}

/** The orders behind a fund (FundDetail.orders: newest first, cancelled and rejected left out), each linking to its detail. */
function FundOrders({ fundId }: { fundId: string }) {
  const detail = useQuery(fundQueries.detail(fundId));
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (detail.isError) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`订单加载失败：${detail.error.message}`}>
        <Button size="small" onClick={() => void detail.refetch()}>
          重试
        </Button>
      </Empty>
    );
  }
  const orders = detail.data.orders;
  if (orders.length === 0) return <p className={styles.hint}>还没有使用这项经费的订单。</p>;
  return (
    <ul className={styles.orders} aria-label="经费订单">
      {orders.map((o) => (
        <li key={o._id}>
          <Link to={ROUTES.order(o._id)}>{o.orderNo}</Link>
          <Tag color={o.state === 'pending' ? 'gold' : 'blue'}>{o.state === 'pending' ? '审批中' : '已占用'}</Tag>
          <span className={styles.hint}>
            {o.statusLabel} · {maskName(o.placedByName)} · {formatDateTime(o.createdAt, 'YYYY-MM-DD')}
          </span>
          <span className={styles.orderAmount}>{formatFen(toFen(o.amount))}</span>
        </li>
      ))}
    </ul>
  );
}
