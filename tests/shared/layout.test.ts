import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/shared/ui/antd-theme';
import { BREAKPOINTS } from '@/shared/config/breakpoints';
import { MEDIA, useIsPhone } from '@/shared/ui/layout';

/** A matchMedia whose answer the test changes, as a rotating phone would. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

let restore = () => undefined as unknown;
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe('layout: breakpoints in one place (docs/layout.md)', () => {
  it("antd's theme and the media queries use the same widths", () => {
    expect(theme.token?.screenMD).toBe(BREAKPOINTS.md);
    expect(theme.token?.screenSM).toBe(BREAKPOINTS.sm);
    expect(theme.token?.screenXL).toBe(BREAKPOINTS.xl);
    expect(MEDIA.phone).toBe('(max-width: 767.98px)');
    expect(MEDIA.narrow).toBe('(max-width: 575.98px)');
  });

  it("no stylesheet of the shop takes 768 px for a phone: at 768 the gutter, useIsPhone and the header are a tablet's", () => {
    const sheets = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sheets(join(dir, entry.name)) : entry.name.endsWith('.css') && dir !== join('src', 'shared', 'ui', 'generated') ? [join(dir, entry.name)] : [],
      );
    const offenders = sheets('src').filter((file) => /max-width:\s*768px/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('useIsPhone follows the media query and stops listening on unmount', () => {
    const media = fakeMatchMedia(true);
    restore = media.restore;
    const { result, unmount } = renderHook(() => useIsPhone());
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
