import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { readFlag, setFlag, STORAGE_KEYS, useSession } from '@/shared/session';
import { supplyNoticeAtom } from './dialogs';

/**
 * Spec §4: after a login (the login flow sets showLoginModal) the member is
 * loaded; the flag is removed, and a member who is not a BioLegend
 * distributor sees the supply notice.
 */
export function useSupplyNoticeTrigger(): void {
  const { member, access, loading } = useSession();
  const setNotice = useSetAtom(supplyNoticeAtom);
  const memberId = access.isAuthenticated ? (member?._id ?? null) : null;
  const distributor = access.isBLGDistributor;

  useEffect(() => {
    if (loading || !memberId) return;
    if (!readFlag(STORAGE_KEYS.showLoginModal)) return;
    setFlag(STORAGE_KEYS.showLoginModal, false);
    if (!distributor) setNotice((s) => ({ ...s, open: true }));
  }, [loading, memberId, distributor, setNotice]);
}
