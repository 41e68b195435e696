import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_ANSWER,
  messagesAtom,
  parseThink,
  receive,
  segmentsOf,
  settleAnswer,
  splitThink,
  streamAnswer,
  streamCompletion,
  thinkScanStats,
  type AnswerText,
  type TextMessage,
} from '@/features/assistant';
import { loadFixtures, replayFetch } from './replay';

/** The texts a recorded stream hands the chat, one per event (tests/fixtures/ragflow). */
async function streamedTexts(name: string): Promise<{ texts: string[]; final: string }> {
  const fixture = loadFixtures().find((f) => f.name === name);
  if (!fixture) throw new Error(`no fixture ${name}`);
  const texts: string[] = [];
  const result = await streamCompletion({
    baseUrl: 'http://ragflow.test',
    apiKey: 'k',
    preset: { chat_id: 'chat-1', session_id: 'session-1' },
    question: '流式抗体怎么选？',
    signal: new AbortController().signal,
    fetch: replayFetch(fixture, []),
    onUpdate: (state) => texts.push(state.text),
  });
  expect(result.text).toBe(fixture.expected.answer);
  return { texts, final: result.text };
}

describe('the think split, parsed once as the answer arrives (src/features/assistant/model/answer.ts)', () => {
  it.each(['01-delta-with-references', '02-delta-final-repeats', '03-think-markers', '04-legacy-cumulative'])(
    '%s: every character is scanned once, and the split is that of the whole text',
    async (name) => {
      const { texts, final } = await streamedTexts(name);
      expect(texts.length).toBeGreaterThan(1);
      const before = thinkScanStats.chars;
      let answer: AnswerText = EMPTY_ANSWER;
      for (const text of texts) answer = receive(answer, text, false);
      answer = receive(answer, final, true);
      expect(thinkScanStats.chars - before).toBe(final.length);
      expect(answer.revision).toBe(0);
      expect(segmentsOf(answer.content, answer.parse)).toEqual(splitThink(final));
    },
  );

  it('the think markers of a v0.24+ stream become the quote part', async () => {
    const { texts, final } = await streamedTexts('03-think-markers');
    let answer: AnswerText = EMPTY_ANSWER;
    for (const text of texts) answer = receive(answer, text, false);
    answer = receive(answer, final, true);
    const segments = segmentsOf(answer.content, answer.parse);
    expect(segments.map((s) => s.think)).toEqual([true, false]);
    expect(segments[0]?.src).toBe('用户在问流式抗体如何选择。需要结合抗原表达量、仪器通道和光谱重叠来回答，并补充储存条件。');
    expect(segments[1]?.src.startsWith('您好！关于流式抗体的选型')).toBe(true);
  });

  it('a tag cut between two deltas waits for its rest; a replaced text is parsed anew', () => {
    let parse = parseThink('<think>想', false);
    parse = parseThink('<think>想完了</th', false, parse);
    expect(parse.end).toBe('<think>想完了'.length);
    parse = parseThink('<think>想完了</think>答', true, parse);
    expect(parse.parts.map((p) => p.think)).toEqual([false, true, false]);
    expect(segmentsOf('<think>想完了</think>答', parse)).toEqual([
      { think: true, src: '想完了' },
      { think: false, src: '答' },
    ]);

    const first = receive(EMPTY_ANSWER, '第一版回答', true, true);
    const replaced = receive(first, '第一版答案', true);
    expect(replaced.revision).toBe(first.revision + 1);
    expect(replaced.shown).toBe('第一版'.length);
  });
});

describe("the chat's one animation-frame loop (src/features/assistant/model/typing-loop.ts)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const ID = 'answer';
  const answerOf = (store: ReturnType<typeof createStore>) => store.get(messagesAtom).find((m): m is TextMessage => m.id === ID)!;

  function streamingStore() {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const store = createStore();
    store.set(messagesAtom, [{ ...EMPTY_ANSWER, id: ID, type: 'text', status: 'loading' }]);
    return store;
  }

  it('one callback per frame while an answer streams faster than frames and types out; none once typed', () => {
    const store = streamingStore();
    const text = `<think>${'想'.repeat(40)}</think>${'答'.repeat(200)}`;
    const scanned = thinkScanStats.chars;
    let most = 0;
    for (let end = 3; end < text.length; end += 3) {
      streamAnswer(store, ID, text.slice(0, end));
      most = Math.max(most, vi.getTimerCount());
      if (end % 9 === 0) vi.advanceTimersByTime(16); // three events per frame
      most = Math.max(most, vi.getTimerCount());
    }
    settleAnswer(store, ID, text, { status: 'success' });
    expect(answerOf(store).content).toBe(text);
    expect(answerOf(store).shown).toBeLessThan(text.length);
    for (let frame = 0; frame < 200 && vi.getTimerCount() > 0; frame++) {
      most = Math.max(most, vi.getTimerCount());
      vi.advanceTimersByTime(16);
    }
    expect(most).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(answerOf(store).shown).toBe(text.length);
    // the text was scanned for think tags once, as it arrived
    expect(thinkScanStats.chars - scanned).toBe(text.length);
    expect(segmentsOf(answerOf(store).content, answerOf(store).parse).map((s) => s.think)).toEqual([true, false]);
  });

  it('with reduced motion (src/shared/lib/motion.ts) what arrives shows on the next frame, whole', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const store = streamingStore();
    streamAnswer(store, ID, '第一段很长的回答');
    vi.advanceTimersByTime(16);
    expect(answerOf(store).shown).toBe('第一段很长的回答'.length);
    settleAnswer(store, ID, '第一段很长的回答，第二段', { status: 'success' });
    vi.advanceTimersByTime(16);
    expect(answerOf(store).shown).toBe('第一段很长的回答，第二段'.length);
    expect(vi.getTimerCount()).toBe(0);
  });
});
