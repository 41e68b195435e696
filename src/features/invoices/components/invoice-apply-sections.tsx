import { memo, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Input, Select, Skeleton } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { WindowList } from '@/shared/ui/window-list';
import type { InvoiceProfile } from '@/entities/invoice-profile';
import type { InvoiceableOrder } from '../api/apply';
import { Caret, OrderRow, profileLabel, SelectionLines } from './invoice-apply-rows';
import styles from './invoice-apply.styles';

/**
 * 合并开票's sections, memoised: a tick or 全选 redraws at once only its checkbox and the sum (the page's own
 * render); these follow with the selection's transition copy (issue 46: 全选 of 600 orders at 4× CPU).
 */

const REMARK_MAX = 200;
/** an order's row before it is measured (px, three lines at 1440) */
const ROW_ESTIMATE = 96;
export const NO_FUND = 'none';

export const FundFilter = memo(function FundFilter({ funds, value, onChange }: {
  funds: readonly { _id: string; name: string }[];
  value: string;
  onChange: (fund: string) => void;
}) {
  return (
    <div className={styles.fundFilter}>
      <label htmlFor="apply-fund" className={styles.muted}>
        经费
      </label>
      <Select
        id="apply-fund"
        aria-label="按经费筛选"
        value={value}
        onChange={onChange}
        options={[{ value: '', label: '全部经费' }, ...funds.map((f) => ({ value: f._id, label: f.name })), { value: NO_FUND, label: '未使用经费' }]}
        style={{ minWidth: 220, maxWidth: '100%' }}
      />
    </div>
  );
});

export const OrdersList = memo(function OrdersList({ list, chosen, full, conflicts, onToggle }: {
  list: readonly InvoiceableOrder[];
  chosen: ReadonlySet<string>;
  full: boolean;
  conflicts: ReadonlySet<InvoiceableOrder>;
  onToggle: (id: string) => void;
}) {
  return (
    <WindowList
      className={styles.orders}
      label="可开票订单"
      items={list}
      itemKey={(o) => o._id}
      estimate={ROW_ESTIMATE}
      renderItem={(o, rowProps) => (
        <OrderRow order={o} checked={chosen.has(o._id)} disabled={!chosen.has(o._id) && full} conflict={conflicts.has(o)} onToggle={onToggle} rowProps={rowProps} />
      )}
    />
  );
});

export const ProfileSection = memo(function ProfileSection({ pending, profiles, profile, canManage, onPick, remark, onRemark }: {
  pending: boolean;
  profiles: readonly InvoiceProfile[];
  profile: InvoiceProfile | undefined;
  canManage: boolean;
  onPick: (id: string) => void;
  remark: string;
  onRemark: (remark: string) => void;
}) {
  return (
    <section className={styles.panel} aria-labelledby="apply-profile-title">
      <h2 id="apply-profile-title">开票信息</h2>
      <div className={styles.form}>
        <div>
          <label htmlFor="apply-profile" className={styles.muted}>
            发票抬头
          </label>
          {pending ? (
            <Skeleton.Input active block />
          ) : profiles.length === 0 ? (
            <Alert
              type="info"
              showIcon
              title={canManage ? '还没有发票抬头' : '账号还没有发票抬头，请联系主账号添加'}
              action={canManage ? <Link to={ROUTES.invoices}>去添加</Link> : undefined}
            />
          ) : (
            <Select
              id="apply-profile"
              aria-label="发票抬头"
              style={{ width: '100%' }}
              value={profile?._id}
              onChange={onPick}
              options={profiles.map((p) => ({ value: p._id, label: `${profileLabel(p)}${p.isDefault ? ' · 默认' : ''}` }))}
            />
          )}
          {profile ? (
            <div className={`${styles.muted} ${styles.profile}`}>
              {profile.typeLabel}
              {profile.taxNo ? ` · 税号 ${profile.taxNo}` : ''}
            </div>
          ) : null}
        </div>
        <div>
          <label htmlFor="apply-remark" className={styles.muted}>
            备注（选填）
          </label>
          <Input.TextArea
            id="apply-remark"
            value={remark}
            maxLength={REMARK_MAX}
            showCount
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="如：课题组 11 月试剂报销"
            onChange={(event) => onRemark(event.target.value)}
          />
        </div>
      </div>
    </section>
  );
});

/** 开票明细 of the selection, folded until opened. */
export const LinesSection = memo(function LinesSection({ selected }: { selected: InvoiceableOrder[] }) {
  const [open, setOpen] = useState(false);
  if (selected.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="apply-lines-title">
      <h2 id="apply-lines-title">
        <Button type="link" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((v) => !v)} icon={<Caret open={open} />}>
          开票明细（{selected.length} 个订单）
        </Button>
      </h2>
      {open ? <SelectionLines orders={selected} /> : null}
    </section>
  );
});

/** What the mall would refuse, said before sending; an error once 申请开票 was pressed. */
export const Warnings = memo(function Warnings({ warnings, tried, alertRef }: { warnings: readonly string[]; tried: boolean; alertRef: RefObject<HTMLDivElement | null> }) {
  if (warnings.length === 0) return null;
  return (
    <div ref={alertRef} tabIndex={-1}>
      <Alert
        type={tried ? 'error' : 'warning'}
        showIcon
        className={styles.alert}
        title={tried ? '请先处理以下问题，再提交申请' : '提交前请注意'}
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        }
      />
    </div>
  );
});
