import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Button, Tag } from 'antd';
import { afterSalesQueries } from '../api/after-sales';
import { isOpenCase } from '../model/cases';
import { afterSalesDialogAtom } from '../model/dialogs';
import styles from './after-sales.styles';

/**
 * After a delivered line's COA link on its delivery card: 申请售后, or 售后处理中 while a case of the line is in hand
 * (the same entry as the 售后 section's).
 */
export function AfterSalesLineAction({ orderId, item }: { orderId: string; item: { matlId: string; name: string } }) {
  const openAfterSales = useSetAtom(afterSalesDialogAtom);
  const cases = useQuery(afterSalesQueries.list(orderId));
  const inHand = (cases.data ?? []).some((c) => c.matlId === item.matlId && isOpenCase(c));
  if (inHand) return <Tag className={styles.lineTag}>售后处理中</Tag>;
  return (
    <Button
      type="link"
      size="small"
      className={styles.lineAction}
      aria-label={`申请售后：${item.name}`}
      onClick={() => openAfterSales({ open: true, orderId, matlId: item.matlId })}
    >
      申请售后
    </Button>
  );
}
