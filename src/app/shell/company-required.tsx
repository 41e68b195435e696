import { useSetAtom } from 'jotai';
import { companyFormAtom } from '@/features/member';
import { PrimaryButton } from '@/shared/ui/lite';
import styles from './shell.module.css';

/**
 * A company-only route for a member without a company profile (spec §6):
 * this panel instead of the page; the company form opens by itself as the
 * page load's prompt (src/app/shell/prompts.ts: the most important one), and
 * from the button. A sub-account cannot fill it in: its owner does.
 */
export function CompanyRequired({ canEdit, title }: { canEdit: boolean; title: string }) {
  const openForm = useSetAtom(companyFormAtom);

  return (
    <section className={styles.gatePanel} aria-labelledby="company-required-title">
      <svg className={styles.gatePanelIcon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="8" y="10" width="24" height="30" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M14 18h12M14 25h12M14 32h7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="36" cy="34" r="7" fill="currentColor" />
        <path d="M33 34l2.2 2.2L39.5 32" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="company-required-title" className={styles.gatePanelTitle}>
        请先完善企业信息
      </h1>
      <p className={styles.gatePanelText}>
        {canEdit
          ? `完善企业信息后即可进入“${title}”，并可下单、查看订单和发票。`
          : '您的主账号尚未完善企业信息，请联系主账号完善后再访问此页面。'}
      </p>
      {canEdit ? (
        <PrimaryButton onClick={() => openForm((s) => ({ ...s, open: true }))}>完善企业信息</PrimaryButton>
      ) : null}
    </section>
  );
}
