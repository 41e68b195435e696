import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { companyFormAtom, resetPasswordAtom } from '@/features/member';
import { ROUTES } from '@/shared/config/routes';

/** What the header's user menu does (spec §2 Header). */
export function useShellActions() {
  const navigate = useNavigate();
  const setCompanyForm = useSetAtom(companyFormAtom);
  const setResetPassword = useSetAtom(resetPasswordAtom);
  return {
    /** 账号管理: the company form while there is no company profile, else the settings page. */
    openAccount(companyReady: boolean) {
      if (companyReady) void navigate(ROUTES.settings);
      else setCompanyForm((s) => ({ ...s, open: true }));
    },
    /** 修改密码 */
    openResetPassword() {
      setResetPassword((s) => ({ ...s, open: true }));
    },
  };
}
