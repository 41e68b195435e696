import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { CountBadge } from '@/shared/ui/lite';
import { APPROVAL_BADGE_OVERFLOW, approvalQueries, APPROVALS_TAB } from '../api/approvals';

/** /order's 待我审批 tab. */
const APPROVALS_PATH = `${ROUTES.orders}?status=${APPROVALS_TAB}`;

type Props =
  /** the header's link (computers): 待我审批 with the count in a red dot */
  | { variant: 'link'; className: string | undefined }
  /** the phone's navigation drawer: 待我审批 and the count, as an item of its list */
  | { variant: 'drawer'; className: string | undefined; onNavigate: () => void }
  /** the count in a red dot over `children` (the ☰ button that opens the drawer) */
  | { variant: 'badge'; children: ReactNode };

/**
 * 待我审批 in the shell (docs/api.md §13: approvers see the header count, no notice). Its own chunk, loaded once
 * the member is known to have a company, so the landing pages' first load does not carry it; the count is silent
 * (a failure shows nothing) and fresh for a minute; the entry shows only while something waits for this member.
 */
export default function ApprovalsEntry(props: Props) {
  const count = useQuery(approvalQueries.count()).data ?? 0;
  if (props.variant === 'badge') {
    return (
      <CountBadge count={count} overflow={APPROVAL_BADGE_OVERFLOW}>
        {props.children}
      </CountBadge>
    );
  }
  if (count === 0) return null;
  const shown = count > APPROVAL_BADGE_OVERFLOW ? `${APPROVAL_BADGE_OVERFLOW}+` : String(count);
  if (props.variant === 'drawer') {
    return (
      <li>
        <Link to={APPROVALS_PATH} className={props.className} onClick={props.onNavigate}>
          待我审批（{shown}）
        </Link>
      </li>
    );
  }
  return (
    <Link to={APPROVALS_PATH} className={props.className}>
      <CountBadge count={count} overflow={APPROVAL_BADGE_OVERFLOW}>
        待我审批
      </CountBadge>
      <span className="sr-only">（{shown} 个订单）</span>
    </Link>
  );
}
