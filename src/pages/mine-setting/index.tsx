import { lazy, Suspense } from 'react';
import { Anchor, Card, Grid, Skeleton } from 'antd';
import { loadMemberCentre } from '@/features/member';
import { PageContainer } from '@/shared/ui/page-container';
import styles from './setting.styles';

const MemberCentre = lazy(loadMemberCentre);

const SECTIONS = [
  { key: 'profile', href: '#profile', title: '账号信息' },
  { key: 'company', href: '#company', title: '企业信息' },
  { key: 'credit', href: '#credit', title: '结算与额度' },
  { key: 'addresses', href: '#addresses', title: '收货地址' },
  { key: 'sub-members', href: '#sub-members', title: '子账号' },
  { key: 'procurement', href: '#procurement', title: '采购审批' },
  { key: 'funds', href: '#funds', title: '经费' },
  { key: 'reimbursement', href: '#reimbursement', title: '报销规则' },
  { key: 'qualifications', href: '#qualifications', title: '资质管理' },
];

/**
 * The section the side navigation marks: antd's, while the page can scroll a section up to the header; at the end
 * of the page, where the last sections cannot go that far, the one the address names (#qualifications from the
 * cart) if it is in view, else the last one in view (antd marked one above it: issue 42 item 5).
 */
function currentSection(active: string): string {
  const root = document.documentElement;
  if (window.innerHeight + window.scrollY < root.scrollHeight - 2) return active;
  const inView = SECTIONS.filter((s) => {
    const box = document.getElementById(s.key)?.getBoundingClientRect();
    return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
  });
  return (inView.find((s) => s.href === window.location.hash) ?? inView.at(-1))?.href ?? active;
}

/** /mine/setting: the member centre (profile, company, credit terms, addresses, sub-accounts, procurement settings, funds, qualifications). */
export function Component() {
  const screens = Grid.useBreakpoint();
  return (
    <PageContainer title="账号设置">
      <div className={styles.layout}>
        {screens.lg ? (
          <nav className={styles.nav} aria-label="设置导航">
            <Anchor items={SECTIONS} offsetTop={80} getCurrentAnchor={currentSection} />
          </nav>
        ) : null}
        <div className={styles.sections}>
          <Suspense
            fallback={
              <Card>
                <Skeleton active />
              </Card>
            }
          >
            <MemberCentre />
          </Suspense>
        </div>
      </div>
    </PageContainer>
  );
}
