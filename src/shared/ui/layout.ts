import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/shared/config/breakpoints';

/**
 * Media queries by name, from the shop's breakpoints (src/shared/config/breakpoints.ts, docs/layout.md): a phone is
 * below md, a narrow phone below sm.
 *
 * CSS modules cannot read a custom property inside `@media (…)`, so CSS
 * writes these widths literally: phone `(max-width: 767.98px)`, narrow
 * `(max-width: 575.98px)`, tablet `(max-width: 1199.98px)`. The page width
 * and gutter are custom properties set in src/styles.css (`--page-max`,
 * `--page-gutter`).
 */
export const MEDIA = {
  narrow: `(max-width: ${BREAKPOINTS.sm - 0.02}px)`,
  phone: `(max-width: ${BREAKPOINTS.md - 0.02}px)`,
  tablet: `(max-width: ${BREAKPOINTS.xl - 0.02}px)`,
} as const;

function subscribe(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/** True while the media query matches; false where there is no matchMedia (tests, SSR). */
export function useMedia(query: string): boolean {
  const onSubscribe = useCallback((onChange: () => void) => subscribe(query)(onChange), [query]);
  return useSyncExternalStore(
    onSubscribe,
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** For the rare layout CSS cannot express: prefer CSS media queries in a page's module. */
export function useIsPhone(): boolean {
  return useMedia(MEDIA.phone);
}
