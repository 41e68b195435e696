import { useAtom } from 'jotai';
import { Modal } from 'antd';
import { closableModalAtom } from '../model/dialogs';

/**
 * The closable modal (spec: open, title, isClosed): the user may close it
 * (X, mask, Esc) only when isClosed is true; otherwise only code closes it.
 */
export default function ClosableModal() {
  const [{ open, title, isClosed, content }, setState] = useAtom(closableModalAtom);
  const close = () => {
    if (isClosed) setState((s) => ({ ...s, open: false }));
  };
  return (
    <Modal
      open={open}
      title={title}
      width={520}
      centered
      closable={isClosed}
      mask={{ closable: isClosed }}
      keyboard={isClosed}
      onCancel={close}
      footer={null}
    >
      {content}
    </Modal>
  );
}
