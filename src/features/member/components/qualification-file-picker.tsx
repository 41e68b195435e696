import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_TYPES } from '@/shared/lib/image-file';
import { prepareQualificationFile } from '../model/qualification-file';
import styles from './qualification.styles';

/** What the file picker offers; the bytes decide (a renamed file is refused). */
const FILE_ACCEPT = [...IMAGE_TYPES, 'application/pdf', '.pdf'].join(',');
/** The scan's control: the picked file once checked (and cleaned), a button to pick another. */
export function FilePicker({
  value,
  onChange,
  onProblem,
  id,
}: {
  value?: File;
  onChange?: (file: File | undefined) => void;
  onProblem: (problem: string | null) => void;
  id?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again
    if (!picked) return;
    setBusy(true);
    const result = await prepareQualificationFile(picked);
    setBusy(false);
    if ('problem' in result) {
      onProblem(result.problem);
      return;
    }
    onChange?.(result.file);
    onProblem(null);
  };
  return (
    <div className={styles.file}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={FILE_ACCEPT}
        className="sr-only"
        aria-label="选择资质文件"
        tabIndex={-1}
        onChange={(event) => void pick(event)}
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {busy ? '正在处理文件…' : value ? '重新选择' : '选择文件'}
      </Button>
      {value ? (
        <span className={styles.fileName} data-testid="qualification-file-name">
          {value.name}（{value.size >= 1024 * 1024 ? `${(value.size / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(value.size / 1024))} KB`}）
        </span>
      ) : null}
    </div>
  );
}
