import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readSessionJson, SESSION_KEYS, writeSessionJson } from '@/shared/session';
import { readListState, writeListState, type ListState } from './filters';

/**
 * The list's filters, sort and page, read from and written to the URL. Every
 * change is a new history entry (Back undoes it); a filter change goes back to
 * page 1.
 */
export function useListState(): [ListState, (patch: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      setParams((current) => {
        const prev = readListState(current);
        const next = { ...prev, ...patch, page: patch.page ?? 1 };
        return writeListState(next);
      });
    },
    [setParams],
  );
  return [state, update];
}

type ScrollMap = Record<string, number>;
const MAX_REMEMBERED = 30;

/**
 * Back to a list lands where the user was: the scroll position is kept per
 * history entry (sessionStorage through shared/session) and restored once the
 * list has rendered its rows (`ready`).
 */
export function useScrollMemory(ready: boolean): void {
  const { key } = useLocation();
  const restored = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const map = readSessionJson<ScrollMap>(SESSION_KEYS.listScroll) ?? {};
        map[key] = Math.round(window.scrollY);
        const keys = Object.keys(map);
        for (const old of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete map[old];
        writeSessionJson(SESSION_KEYS.listScroll, map);
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const y = readSessionJson<ScrollMap>(SESSION_KEYS.listScroll)?.[key];
    if (typeof y === 'number' && y > 0) requestAnimationFrame(() => window.scrollTo(0, y));
  }, [ready, key]);
}
