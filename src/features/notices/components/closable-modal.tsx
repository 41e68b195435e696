import { useAtomValue, useSetAtom } from 'jotai';
import { Button, Modal } from 'antd';
import { closableModalAtom, closeClosableAtom } from '../model/dialogs';

/**
 * The closable modal (spec: open, title, isClosed): the user may close it
 * (X, mask, Esc) only when isClosed is true; otherwise only code closes it,
 * or its okText button when it has one (a must-read announcement's 我已阅读).
 */
export default function ClosableModal() {
  const { open, title, isClosed, content, okText } = useAtomValue(closableModalAtom);
  const close = useSetAtom(closeClosableAtom);
  return (
    <Modal
      open={open}
      title={title}
      width={520}
      centered
      closable={isClosed}
      mask={{ closable: isClosed }}
      keyboard={isClosed}
      onCancel={() => close('dismissed')}
      footer={
        okText ? (
          <Button type="primary" onClick={() => close('confirmed')}>
            {okText}
          </Button>
        ) : null
      }
    >
      {content}
    </Modal>
  );
}
