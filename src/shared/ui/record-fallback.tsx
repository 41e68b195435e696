import type { UseQueryResult } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { isApiError } from '@/shared/api';
import { ButtonLink } from './button-link';
import { LoadFailed } from './load-failed';

/** What RecordFallback reads of a React Query result. */
type RecordQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'failureCount' | 'error' | 'failureReason' | 'isFetching' | 'refetch'>;

/**
 * A record's page (an order, a quote, a buying list) before its record is known: a skeleton until the first
 * answer; 404: the record is not (or no longer) there, with the way back as the one action; any other failure is
 * passing: said at its first attempt (the call is silent) with 重试 and the way back, while React Query's own retries
 * go on. Drawn where the record is missing: `if (!query.data) return <RecordFallback … />`.
 */
export function RecordFallback({
  query,
  rows,
  missing,
  missingDetail,
  failed,
  back,
}: {
  query: RecordQuery;
  /** the skeleton's rows */
  rows: number;
  /** the 404's title, e.g. 订单不存在 */
  missing: string;
  missingDetail?: string;
  /** a passing failure's title, e.g. 订单暂时无法加载 */
  failed: string;
  /** the list the record belongs to, e.g. 返回我的订单 */
  back: { to: string; label: string };
}) {
  if (query.isPending && query.failureCount === 0) return <Skeleton active paragraph={{ rows }} />;
  const failure = query.error ?? query.failureReason;
  if (isApiError(failure) && failure.status === 404) {
    return <Result status="404" title={missing} subTitle={missingDetail} extra={<ButtonLink to={back.to} type="primary">{back.label}</ButtonLink>} />;
  }
  return (
    <LoadFailed
      title={failed}
      message={failure?.message}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      extra={<ButtonLink key="back" to={back.to}>{back.label}</ButtonLink>}
    />
  );
}
