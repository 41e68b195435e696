import { useEffect, useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { LiteIcon, type LiteIconDef } from '@/shared/ui/lite-icons';
import styles from './catalogue-detail.module.css';

/** antd's check and copy, drawn by LiteIcon (src/shared/ui/lite-icons.tsx) with this component's code. */
const checkIcon: LiteIconDef = { name: 'check', d: 'M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z' };
const copyIcon: LiteIconDef = { name: 'copy', d: 'M832 64H296c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h496v688c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V96c0-17.7-14.3-32-32-32zM704 192H192c-17.7 0-32 14.3-32 32v530.7c0 8.5 3.4 16.6 9.4 22.6l173.3 173.3c2.2 2.2 4.7 4 7.4 5.5v1.9h4.2c3.5 1.3 7.2 2 11 2H704c17.7 0 32-14.3 32-32V224c0-17.7-14.3-32-32-32zM350 856.2L263.9 770H350v86.2zM664 888H414V746c0-22.1-17.9-40-40-40H232V264h432v624z' };

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
