import { useCallback, useMemo } from 'react';
import { useAddressParams } from '@/shared/lib/address-params';
import { readListState, writeListState, type ListState } from './filters';

/**
 * The list's filters, sort and page, read from and written to the URL. Every
 * change is a new history entry (Back undoes it, at the position it left: the
 * shell's scroll restoration, src/app/scroll-restoration.ts); a filter change
 * goes back to page 1 and keeps the user where they are (in the sidebar), a
 * new page of the list opens at the top.
 */
export function useListState(): [ListState, (patch: Partial<ListState>) => void] {
  const [params, setParams] = useAddressParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (patch: Partial<ListState>) =>
      setParams((latest) => writeListState({ ...readListState(latest), ...patch, page: patch.page ?? 1 }), { preventScrollReset: patch.page === undefined }),
    [setParams],
  );
  return [state, update];
}
