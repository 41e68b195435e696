import { useEffect, useState } from 'react';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { copyText } from '@/shared/lib/clipboard';
import { feedback } from '@/shared/lib/feedback';
import styles from './catalogue.module.css';

/** A value in bold with a copy button (antd's copyable text without antd): 复制货号 → 已复制 for 3 s. */
export function CopyText({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <strong>{text}</strong>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={copied ? '已复制' : label}
        title={copied ? '已复制' : label}
        onClick={() => {
          copyText(text).then(
            () => setCopied(true),
            () => feedback.error('复制失败，请手动选择后复制'),
          );
        }}
      >
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </>
  );
}
