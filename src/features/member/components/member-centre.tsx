import { ProfileSection, CompanySection } from './account-sections';
import { AddressSection } from './address-section';
import { FundSection } from './fund-section';
import { ProcurementSection } from './procurement-section';
import { SubMemberSection } from './sub-member-section';

// 新增经费 / 编辑经费, mounted by the shell's dialog host (loadFundFormDialog): loaded with the centre.
export { FundFormDialog } from './fund-form-dialog';

/** The sections of /mine/setting, loaded with the page (never in the first load). */
export default function MemberCentre() {
  return (
    <>
      <ProfileSection />
      <CompanySection />
      <AddressSection />
      <SubMemberSection />
      <ProcurementSection />
      <FundSection />
    </>
  );
}
