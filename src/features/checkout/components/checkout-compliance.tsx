import { Alert, Input } from 'antd';
import { useSession } from '@/entities/member';
import { CONTROL_CLASS_LABEL, PermitHelp, type ControlClass } from '@/entities/qualification';
import { orderStyles as styles, PURPOSE_MAX } from '@/entities/order';

/** Where the checkout says why controlled lines cannot be placed (the submit bar points to it). */
export const COMPLIANCE_BANNER_ID = 'checkout-compliance';

/**
 * Controlled chemicals at the checkout (docs/api.md §21): the preview's refusal (`compliance.blocked`) or the
 * mall's answer to placing (10172–10174), with the way to 资质管理 for the owner and, for a sub-account, the company's
 * permit state and whom to ask (PermitHelp); below them, qualifications that end soon.
 */
export function ComplianceBanner({
  id,
  blocked,
  refusal,
  expiring,
  controls = [],
}: {
  id?: string;
  blocked: string | null;
  refusal: string | null;
  expiring: readonly string[];
  /** the control classes of the lines refused: a sub-account is told the company's permit state of them */
  controls?: readonly ControlClass[];
}) {
  const text = refusal ?? blocked;
  const { member, access } = useSession();
  return (
    <>
      {text ? (
        <Alert
          id={id}
          type="error"
          showIcon
          role="alert"
          className={styles.block}
          title="含管制化学品，暂不能提交"
          description={<PermitHelp controls={controls} text={text} mustAskOwner={access.mustAskOwner} ownerName={member?.ownerName} />}
        />
      ) : null}
      {expiring.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          className={styles.block}
          title="资质即将到期"
          description={
            <ul className={styles.missing}>
              {expiring.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </>
  );
}

export interface PurposeLine {
  matlId: string;
  name: string;
  controls: readonly ControlClass[];
}

/** One 用途 input per explosive or toxic line (2–100 characters, required). */
export function PurposeInputs({
  lines,
  values,
  errors,
  onChange,
}: {
  lines: readonly PurposeLine[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (matlId: string, value: string) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="purpose-title" id="purpose-section">
      <div className={styles.panelHead}>
        <h2 id="purpose-title">管制化学品用途</h2>
      </div>
      <p className={styles.muted}>按公安机关要求，易制爆、剧毒化学品须登记用途，随订单留存。</p>
      {lines.map((l) => {
        const id = `purpose-${l.matlId}`;
        const error = errors[l.matlId];
        return (
          <div key={l.matlId} className={styles.block}>
            <label htmlFor={id}>
              {l.name}
              <span className={styles.muted}>（{l.controls.map((c) => CONTROL_CLASS_LABEL[c]).join('、')}）</span> 的用途
            </label>
            <Input
              id={id}
              value={values[l.matlId] ?? ''}
              maxLength={PURPOSE_MAX}
              showCount
              status={error ? 'error' : undefined}
              placeholder="例如 有机合成实验的氧化剂，课题组自用"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onChange(l.matlId, e.target.value)}
            />
            {error ? (
              <div id={`${id}-error`} role="alert" className={styles.fieldError}>
                {error}
              </div>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
