import { useAtom, useSetAtom } from 'jotai';
import { Modal, Radio } from 'antd';
import { useLogin } from '../api/mutations';
import { register } from '../api/requests';
import { accountTypeAtom, companyOnboardingAtom } from '../model/dialogs';
import styles from './login.styles';

/** A new phone registers after choosing the account type. */
export default function AccountTypeDialog() {
  const [state, setState] = useAtom(accountTypeAtom);
  const setCompanyOnboarding = useSetAtom(companyOnboardingAtom);
  // A failure is shown by the client (e.g. 验证码错误或已过期): the dialog stays so the user can go back.
  const login = useLogin(async (input: Pick<typeof state, 'phone' | 'code' | 'accountTypeValue'>) => {
    const result = await register(input.phone, input.code, input.accountTypeValue);
    setState((prev) => ({ ...prev, open: false, code: '' }));
    // 企业/单位账号 promises the company form: it follows the sign-in
    setCompanyOnboarding(input.accountTypeValue === 'company');
    return result;
  });

  return (
    <Modal
      open={state.open}
      title="选择账号类型"
      okText="完成注册"
      cancelText="返回"
      confirmLoading={login.isPending}
      onOk={() => login.mutate(state)}
      onCancel={() => setState((prev) => ({ ...prev, open: false }))}
      width={460}
    >
      <p className={styles.hint} style={{ marginTop: 0 }}>
        手机号 {state.phone.slice(0, 3)}****{state.phone.slice(7)} 尚未注册，选择账号类型后即可完成注册并登录。
      </p>
      <Radio.Group
        value={state.accountTypeValue}
        onChange={(event) => setState((prev) => ({ ...prev, accountTypeValue: event.target.value as 'company' | 'personal' }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        aria-label="账号类型"
      >
        <Radio value="company">
          <strong>企业 / 单位账号</strong>
          <div className={styles.hint} style={{ marginTop: 2 }}>
            高校、科研院所、医院与企业采购，可下单、开具增值税发票、管理子账号
          </div>
        </Radio>
        <Radio value="personal">
          <strong>个人账号</strong>
          <div className={styles.hint} style={{ marginTop: 2 }}>
            先浏览与咨询，之后可随时补充企业信息
          </div>
        </Radio>
      </Radio.Group>
    </Modal>
  );
}
