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
  const saved = useRef<{ key: string; y: number } | null>(null);

  // Read what was saved for this entry before the listener below runs: the scroll the page change itself
  // causes (a shorter page clamps it) would otherwise overwrite it.
  useEffect(() => {
    const y = readSessionJson<ScrollMap>(SESSION_KEYS.listScroll)?.[key];
    saved.current = { key, y: typeof y === 'number' ? y : 0 };
  }, [key]);

  useEffect(() => {
    let frame = 0;
    // the position of the last scroll event, written to storage once per frame, and when the list goes
    // (a click that leaves in the same frame as the last scroll must not lose it)
    let last: number | null = null;
    const write = () => {
      if (last === null) return;
      const map = readSessionJson<ScrollMap>(SESSION_KEYS.listScroll) ?? {};
      map[key] = last;
      last = null;
      const keys = Object.keys(map);
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete map[old];
      writeSessionJson(SESSION_KEYS.listScroll, map);
    };
    const save = () => {
      // once the router has moved on, a scroll belongs to the next page (a shorter page clamps it)
      if ((window.history.state as { key?: string } | null)?.key !== undefined && window.history.state.key !== key) return;
      last = Math.round(window.scrollY);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(write);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      write();
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const y = saved.current?.key === key ? saved.current.y : 0;
    if (y <= 0) return;
    // The rows may still be growing the page for a few frames (pictures, the sidebar): try until the
    // position is reached, for at most about half a second.
    let tries = 0;
    let frame = requestAnimationFrame(function step() {
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) > 2 && ++tries < 30) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, key]);
}
