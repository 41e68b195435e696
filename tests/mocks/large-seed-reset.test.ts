/**
 * MOCK_SCALE=large: the fake mall's database starts on the large account (mocks/db/seed/large.ts), says how long the
 * seed took, and reset() (the e2e fixtures reset the mall per test) rebuilds it. Loads the database module again
 * with the switch set, so it runs in its own module graph (tests/own-modules.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { LARGE } from '../../mocks/db/seed/large.ts';

const owner = DEMO.owner._id;

describe('MOCK_SCALE=large', () => {
  it('large: the fake mall starts on the large account and reset() rebuilds it', async () => {
    vi.stubEnv('MOCK_SCALE', 'large');
    vi.resetModules();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const fresh = (await import('../../mocks/db/index.ts')).db;
      const count = () => fresh.state.orders.filter((o) => o.memberId === owner).length;
      expect(count()).toBe(LARGE.orders);
      expect(info.mock.calls.some(([text]) => /large seed: 5,000 orders in \d+\.\d s/.test(String(text)))).toBe(true);
      fresh.state.orders = fresh.state.orders.slice(0, 10);
      fresh.reset();
      expect(count()).toBe(LARGE.orders);
    } finally {
      info.mockRestore();
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
