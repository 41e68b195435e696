import { useCallback, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { readFlag, setFlag, STORAGE_KEYS } from '@/shared/storage';
import { useSession } from '@/entities/member';
import type { PromptOffer, PromptWant } from '@/shared/lib/prompt-offer';
import { supplyNoticeAtom } from './dialogs';

/**
 * Spec §4: after a login (the login flow sets showLoginModal) the member is loaded, and a member who is not a
 * BioLegend distributor is shown the supply notice. Whether it opens in this page load is the shell's prompt
 * arbiter's call (src/app/shell/prompts.ts): `want` says it would, `open()` opens it and removes the flag. A notice
 * held back for a more important prompt keeps the flag and comes on a later page load. A distributor's flag is
 * removed at once.
 */
export function useSupplyNoticeTrigger(): PromptOffer {
  const { member, access, loading } = useSession();
  const setNotice = useSetAtom(supplyNoticeAtom);
  const memberId = access.isAuthenticated ? (member?._id ?? null) : null;
  const distributor = access.isBLGDistributor;
  const flagged = readFlag(STORAGE_KEYS.showLoginModal);

  useEffect(() => {
    if (!loading && memberId && distributor && readFlag(STORAGE_KEYS.showLoginModal)) setFlag(STORAGE_KEYS.showLoginModal, false);
  }, [loading, memberId, distributor]);

  const open = useCallback(() => {
    setFlag(STORAGE_KEYS.showLoginModal, false);
    setNotice((s) => ({ ...s, open: true }));
  }, [setNotice]);

  const want: PromptWant = !flagged ? 'no' : loading ? 'unknown' : memberId && !distributor ? 'yes' : 'no';
  return { want, open };
}
