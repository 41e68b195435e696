import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListState, writeListState, type ListState } from './filters';

/**
 * The list's filters, sort and page, read from and written to the URL. Every
 * change is a new history entry (Back undoes it, at the position it left: the
 * shell's scroll restoration, src/app/scroll-restoration.ts); a filter change
 * goes back to page 1 and keeps the user where they are (in the sidebar), a
 * new page of the list opens at the top.
 */
export function useListState(): [ListState, (patch: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      setParams(
        (current) => {
          const prev = readListState(current);
          const next = { ...prev, ...patch, page: patch.page ?? 1 };
          return writeListState(next);
        },
        { preventScrollReset: patch.page === undefined },
      );
    },
    [setParams],
  );
  return [state, update];
}
