import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { readFlag, setFlag, STORAGE_KEYS } from '@/shared/storage';
import { useSession } from '@/entities/member';
import type { PromptOffer, PromptWant } from '@/shared/lib/prompt-offer';
import { noticeQueries } from '../api/queries';
import { supplyNoticeAtom } from './dialogs';

/**
 * Spec §4: after a login (the login flow sets showLoginModal) a member who is not a BioLegend distributor is shown
 * the supply notice — unless the mall says this member acknowledged it already (docs/api.md §12: on any browser, so
 * a new browser does not ask again). Whether it opens is the shell's prompt arbiter's call (src/app/shell/prompts.ts:
 * a calm page, one modal per session): `want` says it would, `open()` opens it and removes the flag. Held back, it
 * keeps the flag and comes later. Nothing to show (a distributor, acknowledged): the flag goes at once.
 */
export function useSupplyNoticeTrigger(): PromptOffer {
  const { member, access, loading } = useSession();
  const setNotice = useSetAtom(supplyNoticeAtom);
  const memberId = access.isAuthenticated ? (member?._id ?? '') : '';
  const distributor = access.isBLGDistributor;
  const flagged = readFlag(STORAGE_KEYS.showLoginModal);
  const state = useQuery({ ...noticeQueries.supply(memberId), enabled: flagged && !loading && memberId !== '' && !distributor });
  const needed = state.data ? state.data.required && state.data.acknowledgedAt === null : null;

  const nothingToShow = !loading && memberId !== '' && (distributor || needed === false);
  useEffect(() => {
    if (nothingToShow && readFlag(STORAGE_KEYS.showLoginModal)) setFlag(STORAGE_KEYS.showLoginModal, false);
  }, [nothingToShow]);

  const open = useCallback(() => {
    setFlag(STORAGE_KEYS.showLoginModal, false);
    setNotice((s) => ({ ...s, open: true }));
  }, [setNotice]);

  let want: PromptWant = 'no';
  if (flagged && (loading || (memberId !== '' && !distributor))) {
    // a failed call: not now (the flag stays, the notice comes on a later page load)
    want = loading || state.isPending ? 'unknown' : needed ? 'yes' : 'no';
  }
  return { want, open };
}
