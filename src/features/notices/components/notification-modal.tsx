import { useAtomValue, useSetAtom } from 'jotai';
import { Button, Modal } from 'antd';
import { closeNotificationAtom, notificationModalAtom } from '../model/dialogs';

/** A notification (spec: notificationModal): title, content and one 知道了 button. */
export default function NotificationModal() {
  const { open, title, content } = useAtomValue(notificationModalAtom);
  const close = useSetAtom(closeNotificationAtom);
  return (
    <Modal
      open={open}
      title={title}
      width={480}
      centered
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          知道了
        </Button>
      }
    >
      {content}
    </Modal>
  );
}
