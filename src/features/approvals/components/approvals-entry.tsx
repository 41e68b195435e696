import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { COUNT_PILL } from '@/shared/ui/count-pill';
import { MenuEntry, type MenuEntryPlace } from '@/shared/ui/menu-entry';
import { APPROVALS_TAB, orderQueries } from '@/entities/order';
import { APPROVAL_BADGE_OVERFLOW } from '../api/approvals';

/** The count over the avatar's top left corner: its right side may touch the screen's edge (1200 px). */
const DOT = { ...COUNT_PILL, position: 'absolute', top: -6, left: -10, minWidth: 16, height: 16, margin: 0, padding: '0 4px', borderRadius: 8, fontSize: 11, lineHeight: '16px', boxShadow: '0 0 0 1px #fff' } as const;

/** /order's 待我审批 tab. */
const APPROVALS_PATH = `${ROUTES.orders}?status=${APPROVALS_TAB}`;

/**
 * No link of its own in the header: its right side is full from 1200 px up (the page keeps its width, and a
 * sub-account's 子账号 tag and long names fill it), so the count sits on the avatar and the entry in its menu.
 */
type Props =
  /** the count in red over `children` (the user menu's avatar) */
  | { variant: 'badge'; children: ReactNode }
  /** an item of the user menu or of the phone's navigation drawer */
  | MenuEntryPlace;

/**
 * 待我审批 in the shell (docs/api.md §13: approvers see the header count, no notice). Its own chunk, loaded once
 * the member is known to approve (access.mayApprove), so the landing pages' first load does not carry it; the
 * count is silent (a failure shows nothing) and fresh for a minute; the entries show only while something waits
 * for this member.
 */
export default function ApprovalsEntry(props: Props) {
  const count = useQuery(orderQueries.approvalCount()).data ?? 0;
  const shown = count > APPROVAL_BADGE_OVERFLOW ? `${APPROVAL_BADGE_OVERFLOW}+` : String(count);
  if (props.variant === 'badge') {
    return (
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        {props.children}
        {count > 0 ? (
          <>
            <sup data-testid="count-badge" aria-hidden="true" style={DOT}>
              {shown}
            </sup>
            <span className="sr-only">{`待我审批 ${shown} 个订单，`}</span>
          </>
        ) : null}
      </span>
    );
  }
  if (count === 0) return null;
  const label = (
    <>
      待我审批
      <span data-testid="count-badge" aria-hidden="true" style={COUNT_PILL}>
        {shown}
      </span>
      <span className="sr-only">（{shown} 个订单）</span>
    </>
  );
  return (
    <MenuEntry place={props} to={APPROVALS_PATH}>
      {label}
    </MenuEntry>
  );
}
