import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewDeployment } from '@/app/stale-chunk';

describe('stale chunk reload', () => {
  afterEach(() => sessionStorage.clear());

  it('recognises failed chunk loads only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within a minute', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(reloadForNewDeployment()).toBe(true);
    expect(reloadForNewDeployment()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
