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
