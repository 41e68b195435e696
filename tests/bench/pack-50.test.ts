/**
 * `npm run bench:pack`: the 报销材料包 of 50 orders, built by the shop's builder against the fake mall in one Node
 * process (jsdom, msw): prints the time and the peak memory (heap + array buffers, sampled at every step) and checks
 * the pack is whole (every order on the cover sheet). Figures in docs/performance.md. It asserts no time: the machine
 * is shared.
 */
import { unzipSync } from 'fflate';
import { beforeEach, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { readPdf } from '../mocks/pdf-reader.ts';
import { signInAs } from '../utils/render';
import { buildPack, COVER_NAME, selectionPack } from '@/features/reimbursement';

beforeEach(() => {
  db.reset();
  signInAs(DEMO.owner._id);
});

const MiB = 1024 * 1024;
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

it('packs 50 orders: every order on the cover sheet; prints time and peak memory', async () => {
  const orders = db.state.orders.filter((o) => o.memberId === DEMO.owner._id && !o.placedBy).slice(0, 50);
  // the seed's owner has fewer than 50 orders of its own: the sub-account's, which the owner also sees, complete them
  const more = db.state.orders.filter((o) => o.memberId === DEMO.owner._id && o.placedBy).slice(0, 50 - orders.length);
  const chosen = [...orders, ...more];
  expect(chosen).toHaveLength(50);
  globalThis.gc?.();
  const base = used();
  let peak = base;
  const started = performance.now();
  const result = await buildPack(selectionPack(chosen), { signal: new AbortController().signal, onProgress: () => (peak = Math.max(peak, used())) });
  peak = Math.max(peak, used());
  const ms = performance.now() - started;
  const files = unzipSync(new Uint8Array(await result.zip.arrayBuffer()));
  const cover = readPdf(files[COVER_NAME]!).text.replace(/\s+/g, '');
  for (const order of chosen) expect(cover).toContain(`订单${order.orderNo}`);
  const raw = Object.values(files).reduce((sum, f) => sum + f.length, 0);
  console.log(
    `bench:pack 50 orders: ${result.files.length} files (${(raw / MiB).toFixed(1)} MiB unzipped, ZIP ${(result.zip.size / MiB).toFixed(1)} MiB), ` +
      `${(ms / 1000).toFixed(1)} s, peak memory +${((peak - base) / MiB).toFixed(0)} MiB over ${(base / MiB).toFixed(0)} MiB (heap + array buffers)`,
  );
}, 600_000);
