import { useState } from 'react';
import { Checkbox, Input, Modal } from 'antd';

/** The most characters a list's name may have (docs/api.md §23). */
export const LIST_NAME_MAX = 30;

/** The name of a new list, or a new name for one (`shared` only when a list is made here). */
export function ListNameDialog({
  title,
  initialName = '',
  withShared = false,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName?: string;
  withShared?: boolean;
  pending: boolean;
  onSubmit: (input: { name: string; shared: boolean }) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const trimmed = name.trim();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: trimmed === '', loading: pending }}
      onOk={() => onSubmit({ name: trimmed, shared })}
      width={440}
    >
      <Input
        aria-label="清单名称"
        placeholder="如：细胞培养常用耗材"
        value={name}
        maxLength={LIST_NAME_MAX}
        showCount
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => trimmed && onSubmit({ name: trimmed, shared })}
      />
      {withShared ? (
        <Checkbox style={{ marginTop: 12 }} checked={shared} onChange={(event) => setShared(event.target.checked)}>
          共享给本企业子账号
        </Checkbox>
      ) : null}
    </Modal>
  );
}
