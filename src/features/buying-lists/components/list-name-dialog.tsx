import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { Checkbox, Input, Modal } from 'antd';

/** The most characters a list's name may have (docs/api.md §23). */
export const LIST_NAME_MAX = 30;

/** The name of a new list, or a new name for one (`shared` only when a list is made here). */
export function ListNameDialog({
  open,
  title,
  initialName = '',
  withShared = false,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initialName?: string;
  withShared?: boolean;
  pending: boolean;
  onSubmit: (input: { name: string; shared: boolean }) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  // kept mounted (the focus goes back to the opener): each opening starts from the name it is given
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setName(initialName);
      setShared(false);
    }
  }
  const trimmed = name.trim();
  const input = useRef<InputRef>(null);
  // Enter, like 保存, sends once: not again while the mall answers
  const submit = () => {
    if (trimmed && !pending) onSubmit({ name: trimmed, shared });
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: trimmed === '', loading: pending }}
      onOk={submit}
      width={440}
      afterOpenChange={(shown) => shown && input.current?.focus()}
    >
      <Input
        ref={input}
        aria-label="清单名称"
        placeholder="如：细胞培养常用耗材"
        value={name}
        maxLength={LIST_NAME_MAX}
        showCount
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onPressEnter={submit}
      />
      {withShared ? (
        <Checkbox style={{ marginTop: 12 }} checked={shared} onChange={(event) => setShared(event.target.checked)}>
          共享给本企业子账号
        </Checkbox>
      ) : null}
    </Modal>
  );
}
