import { useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_INTERVAL_MS, CHAT_TYPING_STEP } from '@/shared/config/constants';

function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * Types `target` out, `step` characters every `interval` ms (spec §4: 5 per
 * 20 ms in the message list), advancing once per animation frame at most.
 * When the text is replaced by one that does not extend it (a cumulative or
 * final-repeat stream), typing continues from the common prefix.
 */
export function useTypewriter(
  target: string,
  { enabled = true, step = CHAT_TYPING_STEP, interval = CHAT_TYPING_INTERVAL_MS } = {},
): string {
  const [shown, setShown] = useState(enabled ? '' : target);
  const shownRef = useRef(shown);

  useEffect(() => {
    if (!enabled) {
      shownRef.current = target;
      const id = requestAnimationFrame(() => setShown(target));
      return () => cancelAnimationFrame(id);
    }
    let frameId = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const current = shownRef.current;
      let length = current.length;
      if (!target.startsWith(current)) length = commonPrefix(current, target);
      const steps = Math.floor((now - last) / interval);
      if (steps > 0) {
        last += steps * interval;
        length = Math.min(target.length, length + steps * step);
        // never split a surrogate pair
        const code = target.charCodeAt(length - 1);
        if (code >= 0xd800 && code <= 0xdbff && length < target.length) length++;
      }
      const next = target.slice(0, length);
      if (next !== current) {
        shownRef.current = next;
        setShown(next);
      }
      if (length < target.length) frameId = requestAnimationFrame(tick);
    };
    frameId = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frameId);
  }, [target, enabled, step, interval]);

  return shown;
}
