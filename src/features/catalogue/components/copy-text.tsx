import { useEffect, useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { LiteIcon } from '@/shared/ui/lite-icons';
import { checkIcon, copyIcon } from './icons';
import styles from './catalogue.module.css';

async function copy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // no Clipboard API (a page not served over https): the old selection way
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy refused');
}

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
          copy(text).then(
            () => setCopied(true),
            () => feedback.error('复制失败，请手动选择后复制'),
          );
        }}
      >
        {copied ? <LiteIcon icon={checkIcon} aria-hidden /> : <LiteIcon icon={copyIcon} />}
      </button>
    </>
  );
}
