import { lazy, Suspense } from 'react';
import { Anchor, Card, Grid, Skeleton } from 'antd';
import { loadMemberCentre } from '@/features/member';
import { PageContainer } from '@/shared/ui/page-container';
import styles from './setting.styles';

const MemberCentre = lazy(loadMemberCentre);

const SECTIONS = [
  { key: 'profile', href: '#profile', title: '账号信息' },
  { key: 'company', href: '#company', title: '企业信息' },
  { key: 'addresses', href: '#addresses', title: '收货地址' },
  { key: 'sub-members', href: '#sub-members', title: '子账号' },
  { key: 'procurement', href: '#procurement', title: '采购审批' },
  { key: 'funds', href: '#funds', title: '经费' },
  { key: 'qualifications', href: '#qualifications', title: '资质管理' },
];

/** /mine/setting: the member centre (profile, company, addresses, sub-accounts, procurement settings, funds, qualifications). */
export function Component() {
  const screens = Grid.useBreakpoint();
  return (
    <PageContainer title="账号设置">
      <div className={styles.layout}>
        {screens.lg ? (
          <nav className={styles.nav} aria-label="设置导航">
            <Anchor items={SECTIONS} offsetTop={80} />
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
