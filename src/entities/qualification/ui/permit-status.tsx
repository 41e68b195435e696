import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LinkButton, LiteTag } from '@/shared/ui/lite';
import { qualificationQueries } from '../api/queries';
import type { ControlClass } from '../api/types';
import { permitContact, permitStates, type PermitState } from '../model/permit';
import { CONTROL_CLASS_LABEL, KIND_CLASSES, QUALIFICATION_KIND_LABEL, QUALIFICATIONS_HREF, recordsPurpose } from '../model/rules';
import styles from './permit-status.module.css';

/** Who reads the product page: the company's permits are shown to its members only. */
export type PermitViewer = 'visitor' | 'noCompany' | 'owner' | 'sub';

/** The company's permit of one kind, as the buy box says it (the words of 资质管理: 审核中, 已驳回, 已过期). */
const LOOK: Record<PermitState['state'], { label: string; tone: string }> = {
  approved: { label: '有效', tone: 'green' },
  none: { label: '未上传', tone: 'red' },
  reviewing: { label: '审核中', tone: 'gold' },
  rejected: { label: '已驳回', tone: 'red' },
  expired: { label: '已过期', tone: 'red' },
};

function detail(s: PermitState): string {
  if (s.state === 'approved') return s.validTo ? `有效期至 ${s.validTo}` : '';
  if (s.state === 'expired') return s.validTo ? `已于 ${s.validTo} 到期，请更新` : '请更新';
  if (s.state === 'reviewing') return '审核通过后可下单';
  if (s.state === 'rejected') return s.text.replace(/^.*已驳回：?/u, '');
  return '';
}

/**
 * 购买资质 by a controlled material's 加入购物车 (docs/api.md §21): each permit kind its classes need and the company's
 * state of it (有效 / 未上传 / 审核中 / 已驳回 / 已过期), whether a 用途 is recorded with the order, and what to do: the
 * owner goes to 资质管理, a sub-account is told whom to ask, a visitor is asked to sign in.
 */
export function PermitStatus({
  controls,
  viewer,
  ownerName,
  onSignIn,
}: {
  /** the material's controlled classes (never 'hazardous') */
  controls: readonly ControlClass[];
  viewer: PermitViewer;
  ownerName: string | undefined;
  onSignIn: () => void;
}) {
  const member = viewer === 'owner' || viewer === 'sub';
  const list = useQuery({ ...qualificationQueries.list(), enabled: member && controls.length > 0 });
  if (controls.length === 0) return null;
  const known = member && list.data !== undefined;
  const states = permitStates(controls, list.data ?? []);
  const missing = states.filter((s) => s.state !== 'approved');
  return (
    <section className={styles.box} aria-label="购买资质">
      <p className={styles.head}>
        购买资质：{controls.map((c) => CONTROL_CLASS_LABEL[c]).join('、')}须持有效资质{recordsPurpose(controls) ? '，下单时填写用途' : ''}
      </p>
      <ul className={styles.rows}>
        {states.map((s) => (
          <li key={s.kind} className={styles.row} aria-label={QUALIFICATION_KIND_LABEL[s.kind]}>
            <span>
              {QUALIFICATION_KIND_LABEL[s.kind]}
              {s.kind === 'precursorRecord' ? `（${KIND_CLASSES[s.kind].filter((c) => controls.includes(c)).map((c) => CONTROL_CLASS_LABEL[c]).join('、')}）` : ''}
            </span>
            {known ? (
              <>
                <LiteTag tone={LOOK[s.state].tone}>本企业{LOOK[s.state].label}</LiteTag>
                {detail(s) ? <span className={styles.muted}>{detail(s)}</span> : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.foot}>
        {viewer === 'visitor' ? (
          <>
            <LinkButton onClick={onSignIn}>登录</LinkButton>
            <span className={styles.muted}>后查看本企业的资质状态</span>
          </>
        ) : viewer === 'noCompany' ? (
          <span className={styles.muted}>完善企业信息后，可在资质管理中上传资质</span>
        ) : !known ? (
          <span className={styles.muted}>{list.isError ? '本企业资质暂时无法读取' : '正在读取本企业资质…'}</span>
        ) : viewer === 'sub' ? (
          <span className={styles.muted}>{missing.length > 0 ? `${permitContact(missing, ownerName)}。` : '可以下单'}</span>
        ) : (
          <Link to={QUALIFICATIONS_HREF}>{missing.length > 0 ? '前往资质管理上传或更新' : '前往资质管理'}</Link>
        )}
      </p>
    </section>
  );
}
