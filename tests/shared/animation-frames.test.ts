import { expect, it, vi } from 'vitest';
import { releaseAnimationFrames } from '../utils/animation-frames';
import { WAIT } from '../utils/wait';

it("a test that ends with a frame pending on a fake interval does not stop the next test's frames", async () => {
  releaseAnimationFrames(); // no frame pending: jsdom's interval has stopped, the next frame starts one
  // what tests/setup.ts does after each test, inside one test: fake intervals, a frame left pending, the clock goes
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  requestAnimationFrame(() => undefined);
  vi.useRealTimers();
  releaseAnimationFrames();

  let drawn = false;
  requestAnimationFrame(() => (drawn = true));
  await vi.waitFor(() => expect(drawn).toBe(true), WAIT);
});
