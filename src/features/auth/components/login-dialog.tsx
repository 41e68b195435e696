import { useAtom } from 'jotai';
import { Modal } from 'antd';
import { loginDialogAtom } from '../model/dialogs';
import { LoginPanel } from './login-panel';

/** Sign in without leaving the page (e.g. a visitor adding to the cart). */
export default function LoginDialog() {
  const [state, setState] = useAtom(loginDialogAtom);
  return (
    <Modal
      open={state.open}
      title="登录 / 注册"
      footer={null}
      width={440}
      onCancel={() => setState({ open: false })}
      destroyOnHidden={false}
    >
      <LoginPanel initialTab="sms" />
    </Modal>
  );
}
