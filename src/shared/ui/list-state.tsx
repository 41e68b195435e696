import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';

export interface ListStateProps {
  /** the query that loads the list */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** what is said when it failed, beside 重试, e.g. 收货地址加载失败 */
  failed: string;
  /** what is said when the list is empty, or false when it is not */
  empty: string | false;
  /** the list, shown once it is loaded and not empty */
  children: ReactNode;
}

/** A list's states in a section (addresses, invoice profiles, sub-accounts, invoices): loading, failed with 重试, empty, or the list. */
export function ListState({ query, failed, empty, children }: ListStateProps) {
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    return (
      <Empty description={failed}>
        <Button onClick={() => void query.refetch()}>重试</Button>
      </Empty>
    );
  }
  if (empty !== false) return <Empty description={empty} />;
  return children;
}
