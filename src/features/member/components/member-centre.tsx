import { ProfileSection, CompanySection } from './account-sections';
import { AddressSection } from './address-section';
import { CreditSection } from './credit-section';
import { FundSection } from './fund-section';
import { ProcurementSection } from './procurement-section';
import { QualificationSection } from './qualification-section';
import { ReimbursementSection } from './reimbursement-section';
import { SubMemberSection } from './sub-member-section';

import { PageDialog } from '@/shared/ui/page-dialog';
import { fundFormAtom } from '../model/fund-dialog';
import { qualificationFormAtom } from '../model/qualification-dialog';

// 新增经费 / 编辑经费 opens only from 经费: mounted by the centre (PageDialog), its code (with antd's DatePicker, 26 KiB
// gzip) fetched on the first opening, not with the page (issue 46: /mine/setting's scripts).
const loadFundFormDialog = () => import('./fund-form-dialog').then((m) => ({ default: m.FundFormDialog }));
// 添加资质 likewise opens only from 资质管理.
const loadQualificationFormDialog = () => import('./qualification-form-dialog').then((m) => ({ default: m.QualificationFormDialog }));

/** The sections of /mine/setting, loaded with the page (never in the first load). */
export default function MemberCentre() {
  return (
    <>
      <ProfileSection />
      <CompanySection />
      <CreditSection />
      <AddressSection />
      <SubMemberSection />
      <ProcurementSection />
      <FundSection />
      <ReimbursementSection />
      <QualificationSection />
      <PageDialog atom={fundFormAtom} load={loadFundFormDialog} />
      <PageDialog atom={qualificationFormAtom} load={loadQualificationFormDialog} />
    </>
  );
}
