import { Alert, Radio, Tag } from 'antd';
import { formatFen, toFen } from '@/shared/lib/money';
import { maskName } from '@/shared/lib/mask';
import { FUND_CODE_KIND_LABEL, FundBalance, type Fund } from '@/entities/fund';
import type { OrderPreview } from '../api/preview';
import { orderStyles as styles } from '@/entities/order';
import own from './checkout-fund.styles';

/** The radio value of 不使用经费 (no fund is an `_id` of the mall's pattern). */
const NO_FUND = 'none';

/**
 * 经费: the funds the buyer may charge now, as radio cards (name, number, 可用余额 first with its parts). 不使用经费 is offered
 * unless the account requires a fund. `error`: why the choice cannot be placed (请选择经费, a refusal of the mall).
 */
export function FundPicker({
  funds,
  value,
  onChange,
  required,
  error,
}: {
  funds: readonly Fund[];
  value: string | null;
  onChange: (id: string | null) => void;
  required: boolean;
  error: string | null;
}) {
  return (
    <section className={styles.panel} aria-labelledby="fund-title">
      <div className={styles.panelHead}>
        <h2 id="fund-title">
          经费{required ? <span className={own.required}>（必选）</span> : <span className={own.optional}>（选填）</span>}
        </h2>
      </div>
      <Radio.Group
        name="fund"
        className={styles.choices}
        aria-labelledby="fund-title"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'fund-error' : undefined}
        value={value ?? (required ? null : NO_FUND)}
        onChange={(event) => {
          const id = String(event.target.value);
          onChange(id === NO_FUND ? null : id);
        }}
      >
        {funds.map((f) => (
          <Radio key={f._id} value={f._id} className={styles.choice}>
            <span className={styles.choiceMain}>
              {f.name}
              <Tag className={styles.tagGap}>
                {FUND_CODE_KIND_LABEL[f.codeKind]} {f.code}
              </Tag>
            </span>
            <FundBalance figures={f} compact />
            <span className={styles.muted}>
              负责人 {maskName(f.holder)} · 审批人 {maskName(f.approverName)} · 至 {f.periodEnd}
            </span>
          </Radio>
        ))}
        {required ? null : (
          <Radio value={NO_FUND} className={styles.choice}>
            不使用经费
          </Radio>
        )}
      </Radio.Group>
      {error ? (
        <div id="fund-error" role="alert" className={own.error}>
          {error}
        </div>
      ) : null}
    </section>
  );
}

/**
 * Why the chosen fund cannot pay for the order, said once, under the fund picker where it is changed (issue 42 item 5:
 * not again above 提交订单 nor in a notice of its own): a shortfall with its numbers, else the mall's refusal.
 */
export function fundBlockText(preview: OrderPreview | undefined): string | null {
  if (!preview?.blocked) return null;
  const fund = preview.fund;
  if (fund === null || fund.covers) return `${preview.blocked}。请换一项经费后再提交。`;
  const need = toFen(preview.amount);
  const available = toFen(fund.available);
  return `「${fund.name}」可用余额 ${formatFen(available)}，本单 ${formatFen(need)}，还差 ${formatFen(need - available)}。请换一项经费，或减少商品后再提交。`;
}

/** The approval placing would need (info, with the reasons and who approves). Nothing when it goes straight to review. */
export function PreviewNotices({ preview }: { preview: OrderPreview }) {
  if (preview.blocked || !preview.approval.required) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="本单需要审批"
      description={
        <>
          {preview.approval.reasons.length > 0 ? (
            <ul className={own.reasons}>
              {preview.approval.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
          <div>审批人：{preview.approval.approvers.map(maskName).join('、') || '主账号'}</div>
          <div className={styles.muted}>提交后订单进入待审批，审批通过后进入商城审核。</div>
        </>
      }
    />
  );
}
