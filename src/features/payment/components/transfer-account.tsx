import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { copyText } from '@/shared/lib/clipboard';
import { getFeedback } from '@/shared/lib/feedback';
import { paymentQueries } from '../api/payment';
import styles from './payment.styles';

/** How long a copy button says 已复制. */
const COPIED_MS = 3000;

/** One fact of the bank details with its copy button: 复制户名 → 已复制 for a few seconds. */
function CopyRow({ label, value, copy = value, className }: { label: string; value: string; copy?: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className={`${styles.row} ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {/* a second dd, not a bare button: a <dl>'s group holds only dt and dd (axe definition-list) */}
      <dd>
        <Button
          size="small"
          className={styles.copy}
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          aria-label={copied ? `${label}已复制` : `复制${label}`}
          onClick={() =>
            copyText(copy).then(
              () => {
                setCopied(true);
                getFeedback().message.success(`${label}已复制`);
              },
              () => getFeedback().message.info({ content: `复制失败，请手动选中复制：${copy}`, duration: 8 }),
            )
          }
        >
          {copied ? '已复制' : '复制'}
        </Button>
      </dd>
    </div>
  );
}

/** The mall's account and the order's reference, each with a copy button; the mall's note below. */
export function TransferAccountBox({ reference }: { reference: string }) {
  const account = useQuery(paymentQueries.account());
  if (account.isPending && account.failureCount === 0) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (!account.data) {
    const failure = account.error ?? account.failureReason;
    return (
      <Alert
        type="warning"
        showIcon
        title="收款账户暂时无法加载"
        description={failure?.message}
        action={
          // while a retry runs the button spins and takes no press; aria-busy says so (the tests wait on it)
          <Button size="small" loading={account.isFetching} aria-busy={account.isFetching} onClick={() => void account.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const a = account.data;
  return (
    <div className={styles.account}>
      <dl className={styles.rows} aria-label="收款账户">
        <CopyRow label="户名" value={a.accountName} />
        <CopyRow label="开户银行" value={a.bankName} />
        <CopyRow label="账号" value={a.accountNo} copy={a.accountNo.replace(/\s+/g, '')} />
        <CopyRow label="联行号" value={a.bankCode} />
        <CopyRow label="付款备注" value={reference} className={styles.reference} />
      </dl>
      <p className={`${styles.muted} ${styles.note}`}>{a.note}</p>
    </div>
  );
}
