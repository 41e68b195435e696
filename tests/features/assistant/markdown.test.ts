import { describe, expect, it } from 'vitest';
import { AnswerRenderer, EMPTY_ANSWER, receive, renderAnswer, renderStats, splitThink } from '@/features/assistant';
import { findCatalogNumbers, linkCatalogNumbers, splitThink as split } from '@/features/assistant';
import { parseEventData, createAnswerMerger } from '@/features/assistant';

/** Catalogue numbers of, and links in, a text split once (src/features/assistant/model/answer.ts). */
const findIn = (text: string) => findCatalogNumbers(split(text));
const linkIn = (text: string, products: Parameters<typeof linkCatalogNumbers>[1]) => linkCatalogNumbers(split(text), products);

describe('think blocks (spec §2)', () => {
  it('a think pair becomes a quote segment', () => {
    expect(splitThink('<think>想一想</think>答案')).toEqual([
      { think: true, src: '想一想' },
      { think: false, src: '答案' },
    ]);
  });
  it('an unclosed <think> is closed at the end', () => {
    expect(splitThink('<think>还在想')).toEqual([{ think: true, src: '还在想' }]);
  });
  it('a stray </think> is not shown', () => {
    expect(splitThink('前面</think>后面')).toEqual([{ think: false, src: '前面后面' }]);
  });
  it('a half-received tag at the end of a stream is held back', () => {
    expect(splitThink('<think>想完了</t', true)).toEqual([{ think: true, src: '想完了' }]);
  });
  it('renders think blocks flagged for the quote', () => {
    const blocks = renderAnswer('<think>思考</think>**答**', false);
    expect(blocks.map((b) => b.think)).toEqual([true, false]);
    expect(blocks[1]?.html).toContain('<strong>答</strong>');
  });
});

/** A renderer fed an answer's text as the chat holds it (src/features/assistant/model/answer.ts), all of it shown. */
function answerRenderer() {
  const renderer = new AnswerRenderer();
  let answer = EMPTY_ANSWER;
  return {
    render(text: string, streaming: boolean) {
      answer = receive(answer, text, !streaming, true);
      return renderer.render(answer.content, answer.parse, answer.shown, streaming, answer.revision);
    },
  };
}

describe('rendering cost stays linear (issue 14 item 5)', () => {
  const sources = (text: string, streaming = false) => {
    const { finished, tail } = answerRenderer().render(text, streaming);
    return [...finished, ...tail].map((b) => b.html);
  };

  it('cuts at blank lines, not inside fenced code or before indented continuations', () => {
    const html = sources('a\n\nb\n\n```\nx\n\ny\n```\n\n- item\n\n  more');
    expect(html).toHaveLength(4);
    expect(html[2]).toContain('x\n\ny');
    expect(html[3]).toMatch(/<li>[\s\S]*more/);
  });

  it('renders each finished block once: a growing answer re-renders only its tail', () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `第 ${i} 段：**抗体**储存于 2-8°C，参见说明 ${i}。`);
    const full = `<think>先想一想</think>${paragraphs.join('\n\n')}`;
    const renderer = answerRenderer();
    const before = renderStats.blocks;
    let steps = 0;
    let last = renderer.render('', true);
    for (let end = 7; end <= full.length; end += 7) {
      last = renderer.render(full.slice(0, end), true);
      steps++;
    }
    const rendered = renderStats.blocks - before;
    // one tail render per step plus each finished block once
    expect(rendered).toBeLessThanOrEqual(steps + paragraphs.length + 1);
    expect(last.finished.length).toBeGreaterThanOrEqual(paragraphs.length - 1);
    expect(last.finished[0]?.think).toBe(true);
    const done = renderer.render(full, false);
    expect(done.tail.map((b) => b.html).join('')).toContain('第 59 段');
    // the same as rendering the whole text at once
    expect([...done.finished, ...done.tail].map((b) => b.html)).toEqual(sources(full));
  });

  it('renders nothing again when more text arrives but no more of it is revealed', () => {
    const renderer = new AnswerRenderer();
    let answer = receive(EMPTY_ANSWER, '第一段\n\n第二', false);
    const first = renderer.render(answer.content, answer.parse, 5, true, answer.revision);
    const before = renderStats.blocks;
    answer = receive(answer, '第一段\n\n第二段很长很长', false);
    expect(renderer.render(answer.content, answer.parse, 5, true, answer.revision)).toBe(first);
    expect(renderStats.blocks).toBe(before);
    const more = renderer.render(answer.content, answer.parse, 8, true, answer.revision);
    expect(more.tail.map((b) => b.html).join('')).toContain('第二段');
  });

  it('starts over when the text is replaced rather than extended', () => {
    const renderer = answerRenderer();
    renderer.render('第一段\n\n第二段', true);
    const replaced = renderer.render('完全不同\n\n的文字', false);
    expect([...replaced.finished, ...replaced.tail].map((b) => b.html).join('')).not.toContain('第一段');
  });
});

describe('catalogue numbers (issue 14 item 6)', () => {
  it('finds catalogue numbers, not dates, temperatures or the hotline', () => {
    const text = '推荐 309486-25T 与 12-4962-42-25T、ab289916-30UL；2-8°C 保存，2025-07-01 起，热线 400 819 7199。<think>900001-10T</think>';
    expect(findIn(text)).toEqual(['309486-25T', '12-4962-42-25T', 'ab289916-30UL']);
  });
  it('links only the numbers the mall knows', () => {
    const linked = linkIn('选 309486-25T 或 999999-1T', [
      { _id: 'id1', catalogNo: '309486-25T', name: 'x', spec: '25 tests', price: 1, stock: 3, leadDays: 0 },
    ]);
    expect(linked).toBe('选 [309486-25T](/product/id1) 或 999999-1T');
  });
  it('stays linear on long hostile tokens: 100k characters in well under 50 ms, numbers around them still found (issue 23 item 15)', () => {
    // Each token made the unbounded pattern backtrack quadratically (about a second per 20k characters).
    const hostile = [
      `12-${'a'.repeat(19990)}-`,
      `ab-34-${'Z'.repeat(19990)}]`,
      `56-${'x9'.repeat(9995)}_`,
      `78-${'T'.repeat(19990)}-`,
      `cd90-${'u'.repeat(19990)}-`,
    ];
    const text = `推荐 309486-25T；${hostile.join(' ')} 以及 ab289916-30UL。`;
    expect(text.length).toBeGreaterThan(100_000);
    // The best of up to three runs, against a bound far above the linear cost (about 1 ms), so a loaded
    // machine does not fail it; the quadratic pattern takes seconds whatever the load.
    let best = Infinity;
    let found: string[] = [];
    let linked = '';
    for (let run = 0; run < 3 && best >= 50; run++) {
      const started = performance.now();
      found = findIn(text);
      linked = linkIn(text, [{ _id: 'id2', catalogNo: 'AB289916-30UL', name: 'x', spec: '30 µl', price: 1, stock: 3, leadDays: 0 }]);
      best = Math.min(best, performance.now() - started);
    }
    expect(found).toEqual(['309486-25T', 'ab289916-30UL']);
    expect(linked.endsWith('以及 [ab289916-30UL](/product/id2)。')).toBe(true);
    expect(best).toBeLessThan(50);
  });
  it('bounds each part, but real numbers of several parts still match', () => {
    expect(findIn('12-3-4-5-6-7-8T 与 A-12-3T')).toEqual(['12-3-4-5-6-7-8T', 'A-12-3T']);
    // a part longer than 12 characters is no catalogue number
    expect(findIn(`12-${'a'.repeat(13)} 12-${'a'.repeat(12)}`)).toEqual([`12-${'a'.repeat(12)}`]);
  });
});

describe('event parsing', () => {
  it('reads events with NaN (older servers) without losing the text', () => {
    const merger = createAnswerMerger();
    merger.apply(parseEventData('{"code": 0, "data": {"answer": "甲乙", "reference": {"chunks": [{"similarity": NaN}], "doc_aggs": [{"doc_id": "d1", "doc_name": "a.pdf"}]}}}'));
    expect(merger.state.text).toBe('甲乙');
    expect(merger.state.documents).toEqual([{ doc_id: 'd1', doc_name: 'a.pdf' }]);
  });
  it('recovers the answer from an event that is not JSON at all', () => {
    const merger = createAnswerMerger();
    merger.apply(parseEventData('{"code": 0, "data": {"answer": "前半", "final": false}}'));
    merger.apply(parseEventData('{"code": 0, "data": {"answer": "后半", "final": false, "reference": {broken'));
    expect(merger.state.text).toBe('前半后半');
  });
  it('keeps NaN inside strings as text', () => {
    expect(parseEventData('{"code": NaN, "data": {"answer": "NaN 与 Infinity"}}')).toEqual({ code: null, data: { answer: 'NaN 与 Infinity' } });
  });
  it('a model-provider **ERROR** text is an error, not answer text', () => {
    const merger = createAnswerMerger();
    merger.apply({ code: 0, data: { answer: '**ERROR**: 模型不可用', final: false } });
    expect(merger.state.error).toBe('模型不可用');
    expect(merger.state.text).toBe('');
  });
});
