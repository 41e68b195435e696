import { atom } from 'jotai';
import { CHAT_TYPING_INTERVAL_MS, CHAT_TYPING_STEP } from '@/shared/config/constants';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { receive, reveal, segmentsOf, typing, type Segment } from './answer';
import { messagesAtom, update, type Store, type TextMessage } from './messages';

/**
 * The one animation-frame loop of the chat (per store): on each frame it
 * commits the newest streamed text of each answer (events may come faster
 * than frames) and lets the typewriter reveal more of it, `CHAT_TYPING_STEP`
 * characters every `CHAT_TYPING_INTERVAL_MS` (spec §4); with reduced motion
 * (src/shared/lib/motion.ts) all of it at once. It stops when nothing is left
 * to type, and starts again with the next text.
 */
interface FrameLoop {
  frame: number | null;
  /** the clock of the typing: up to here, its steps have been taken */
  last: number;
  /** per answer, the newest text received since the last frame */
  incoming: Map<string, string>;
}

const frameLoopAtom = atom<FrameLoop | null>(null);
/** characters revealed per typing interval: the spec's (§4), unless a bench page types faster (scripts/bench/chat-bench.tsx) */
export const typingStepAtom = atom(CHAT_TYPING_STEP);

function frameLoop(store: Store): FrameLoop {
  let loop = store.get(frameLoopAtom);
  if (!loop) {
    loop = { frame: null, last: 0, incoming: new Map() };
    store.set(frameLoopAtom, loop);
  }
  return loop;
}

const requestFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => callback()) : Number(setTimeout(callback, 16));

export function runFrameLoop(store: Store): void {
  const loop = frameLoop(store);
  if (loop.frame !== null) return;
  loop.last = performance.now();
  // One clock for the whole loop: the frame's own timestamp (rAF's, or jsdom's) may run on another origin than
  // performance.now(), and a difference between the two stalled or rushed the typing on a loaded machine.
  const tick = () => {
    const now = performance.now();
    loop.frame = null;
    const incoming = loop.incoming;
    loop.incoming = new Map();
    const steps = Math.max(0, Math.floor((now - loop.last) / CHAT_TYPING_INTERVAL_MS));
    const instant = prefersReducedMotion();
    let typed = false;
    let more = false;
    const list = store.get(messagesAtom);
    const next = list.map((m) => {
      if (m.type !== 'text') return m;
      const text = incoming.get(m.id);
      let answer = text === undefined ? m : receive(m, text, false);
      if (typing(answer)) {
        typed = true;
        answer = instant ? { ...answer, shown: answer.content.length } : reveal(answer, steps * store.get(typingStepAtom));
        if (typing(answer)) more = true;
      }
      return answer;
    });
    if (next.some((m, i) => m !== list[i])) store.set(messagesAtom, next);
    loop.last = typed ? loop.last + steps * CHAT_TYPING_INTERVAL_MS : now;
    if (more || loop.incoming.size > 0) loop.frame = requestFrame(tick);
  };
  loop.frame = requestFrame(tick);
}

/** The conversation starts over: text received for its answers is dropped. */
export function clearIncoming(store: Store): void {
  frameLoop(store).incoming.clear();
}

/** New text of a streaming answer: committed on the next frame. */
export function streamAnswer(store: Store, id: string, text: string): void {
  frameLoop(store).incoming.set(id, text);
  runFrameLoop(store);
}

/** An answer's text is final (`text` with `patch`): what streamed before it is dropped, the typing goes on. */
export function settleAnswer(store: Store, id: string, text: string, patch: Partial<TextMessage> = {}): void {
  frameLoop(store).incoming.delete(id);
  update(store, id, (m) => (m.type === 'text' ? { ...receive(m, text, true), ...patch } : m));
  runFrameLoop(store);
}

/** The answer's think split, as it was parsed while the answer arrived. */
export function segmentsOfAnswer(store: Store, id: string): Segment[] {
  const m = store.get(messagesAtom).find((message) => message.id === id);
  return m?.type === 'text' ? segmentsOf(m.content, m.parse) : [];
}
