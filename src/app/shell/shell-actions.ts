import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';

/** What the header's user menu does. The dialogs themselves arrive with the shell issue. */
export function useShellActions() {
  const navigate = useNavigate();
  return {
    openAccount(hasCompany: boolean) {
      if (hasCompany) navigate(ROUTES.settings);
      else feedback.info('请先完善企业信息');
    },
    openResetPassword() {
      feedback.info('修改密码功能即将上线');
    },
  };
}
