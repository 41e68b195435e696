import { describe, expect, it, vi } from 'vitest';
import { WAIT } from '../utils/wait';

/** A frame asked for now comes (tests/utils/animation-frames.ts). */
async function frameComes(): Promise<void> {
  let drawn = false;
  requestAnimationFrame(() => (drawn = true));
  await vi.waitFor(() => expect(drawn).toBe(true), WAIT);
}

describe("the suite's animation frames (tests/utils/animation-frames.ts)", () => {
  it('still come after a test that faked setInterval ended with a frame pending', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    requestAnimationFrame(() => undefined);
    vi.useRealTimers();
    await frameComes();
  });

  it('still come after a test that faked setInterval ended with a focus fix-up pending', async () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await frameComes(); // jsdom's rendering interval, if it has one running, has stopped
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // DOM changes while something has the focus: jsdom asks for a focus fix-up on its rendering interval
    const style = document.createElement('style');
    style.textContent = 'input { color: red }';
    document.head.append(style);
    getComputedStyle(input);
    style.remove();
    input.remove();
    vi.useRealTimers();
    await frameComes();
  });

  it('run every callback asked for before a frame in that frame, with one timestamp, and not a cancelled one', async () => {
    const stamps: number[] = [];
    requestAnimationFrame((t) => stamps.push(t));
    const cancelled = requestAnimationFrame(() => stamps.push(-1));
    requestAnimationFrame((t) => stamps.push(t));
    cancelAnimationFrame(cancelled);
    await vi.waitFor(() => expect(stamps).toHaveLength(2), WAIT);
    expect(stamps[0]).toBe(stamps[1]);
  });
});
