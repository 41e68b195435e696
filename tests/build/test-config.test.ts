import { describe, expect, it, vi } from 'vitest';
import { testConfig, testOrder } from '../../scripts/vite/test-config.ts';
import { OWN_MODULES } from '../own-modules.ts';

describe("Vitest's configuration (scripts/vite/test-config.ts)", () => {
  it('keeps the order outside CI, and shuffles under CI or with a seed, printing how to repeat it', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(testOrder({})).toBeUndefined();
    expect(testOrder({ CI: 'false' })).toBeUndefined();
    expect(testOrder({ SHUFFLE_SEED: '4242' })).toEqual({ shuffle: true, seed: 4242 });
    expect(info).toHaveBeenLastCalledWith(expect.stringContaining('SHUFFLE_SEED=4242 npm test'));
    const ci = testOrder({ CI: 'true' });
    expect(ci?.shuffle).toBe(true);
    expect(Number.isInteger(ci?.seed)).toBe(true);
  });

  it('runs the files that replace or reload modules in a project of their own, and tests/bench only under BENCH', () => {
    const projects = (testConfig()?.projects ?? []) as { test: { name: string; isolate: boolean; include: string[]; exclude?: string[]; sequence?: { groupOrder?: number } } }[];
    const shared = projects.find((project) => project.test.name === 'shared')?.test;
    const isolated = projects.find((project) => project.test.name === 'isolated')?.test;
    expect(shared?.isolate).toBe(false);
    expect(shared?.exclude).toEqual(process.env.BENCH ? OWN_MODULES : [...OWN_MODULES, 'tests/bench/**']);
    expect(isolated).toEqual({ name: 'isolated', isolate: true, sequence: { groupOrder: 1 }, include: OWN_MODULES });
  });

  it('runs the isolated files after the shared ones, so no shared worker is started twice', () => {
    const projects = (testConfig()?.projects ?? []) as { test: { name: string; sequence?: { groupOrder?: number } } }[];
    const order = (name: string) => projects.find((project) => project.test.name === name)?.test.sequence?.groupOrder;
    expect(order('shared')).toBeTypeOf('number');
    expect(order('isolated')).toBeGreaterThan(order('shared')!);
  });
});
