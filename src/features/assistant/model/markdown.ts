import MarkdownIt from 'markdown-it';
import { parseThink, trimPartialTag, withoutThinkTags, type ThinkParse } from './answer';
import { sanitizeHtml } from './sanitize';

/**
 * Assistant Markdown (spec §2): raw HTML, line breaks and typographer on,
 * each part of the think split (src/features/assistant/model/answer.ts) a
 * quote block or text. Rendering cost stays linear in the answer: the text is
 * cut into blocks at blank lines; finished blocks are rendered once, only the
 * growing last block is rendered again.
 */
const md = new MarkdownIt({ html: true, breaks: true, typographer: true, linkify: false });

export interface RenderedBlock {
  /** stable identity for React: kind + position */
  key: string;
  think: boolean;
  html: string;
}

/** A block of the answer: `[start, end)` of the text, inside or outside a think pair. */
interface RawBlock {
  start: number;
  end: number;
  think: boolean;
}

/** `[start, end)` cut at blank lines outside fenced code, unless the next line is indented (a list item or code continues). */
function blocksOf(text: string, start: number, end: number, think: boolean, out: RawBlock[]): void {
  let blockStart = -1;
  let fence: string | null = null;
  let blank = false;
  let pos = start;
  while (pos < end) {
    const newline = text.indexOf('\n', pos);
    const lineEnd = newline === -1 || newline >= end ? end : newline;
    const line = text.slice(pos, lineEnd);
    if (fence === null && line.trim() === '') {
      if (blockStart !== -1) blank = true;
    } else {
      if (fence === null && blank && !/^\s/.test(line)) {
        out.push({ start: blockStart, end: pos, think });
        blockStart = pos;
      }
      if (blockStart === -1) blockStart = pos;
      blank = false;
      const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceMatch?.[1]) {
        const mark = fenceMatch[1][0] ?? '`';
        if (fence === null) fence = mark;
        else if (mark === fence) fence = null;
      }
    }
    pos = lineEnd + 1;
  }
  if (blockStart !== -1) out.push({ start: blockStart, end, think });
}

/** Blocks of the parts of `parse` within `[from, to)` (a pair of think tags ends a block). */
function lex(text: string, parse: ThinkParse, from: number, to: number): RawBlock[] {
  const out: RawBlock[] = [];
  for (const part of parse.parts) {
    if (part.end <= from) continue;
    if (part.start >= to) break;
    blocksOf(text, Math.max(part.start, from), Math.min(part.end, to), part.think, out);
  }
  return out;
}

/** Citation markers `[ID:n]` (older servers: `##n$$`) index the references: shown as a small [n+1]. */
const CITATION = /\[ID:(\d+)\]|##(\d+)\$\$/g;

export function renderMarkdown(src: string): string {
  const cited = src.replace(CITATION, (_m, a?: string, b?: string) => `<sup class="cite">[${Number(a ?? b) + 1}]</sup>`);
  return sanitizeHtml(md.render(cited));
}

/** Render counter, read by the speed test (tests/features/assistant/markdown.test.ts). */
export const renderStats = { blocks: 0 };

export interface RenderedAnswer {
  /** blocks that can no longer change: append-only while the text grows */
  finished: readonly RenderedBlock[];
  /** the growing last block (empty when the answer is complete) */
  tail: RenderedBlock[];
  /** changes when the text was replaced rather than extended */
  generation: number;
}

/**
 * Renders a growing answer incrementally. It keeps the rendered HTML, not the
 * text: per update it only looks at the text after the last finished block;
 * finished blocks are rendered once, the tail is rendered fresh. A new
 * `revision` (the text was replaced, src/features/assistant/model/answer.ts)
 * starts over.
 */
export class AnswerRenderer {
  private finished: RenderedBlock[] = [];
  private offset = 0;
  private revision: number | null = null;
  private generation = 0;
  private last: { to: number; streaming: boolean; result: RenderedAnswer } | null = null;

  /** `text` up to `shown` (the typewriter's reveal), split by `parse`; `streaming`: more is to come. */
  render(text: string, parse: ThinkParse, shown: number, streaming: boolean, revision: number): RenderedAnswer {
    // what can be shown: the reveal, short of a half-received tag
    const to = Math.min(shown, parse.end);
    const last = this.last;
    // more text received but no more of it revealed: nothing changes
    if (last && revision === this.revision && to === last.to && streaming === last.streaming) return last.result;
    if (revision !== this.revision || to < this.offset) {
      this.finished = [];
      this.offset = 0;
      this.revision = revision;
      this.generation++;
    }
    const result = this.renderTo(text, parse, to, streaming);
    this.last = { to, streaming, result };
    return result;
  }

  private renderTo(text: string, parse: ThinkParse, to: number, streaming: boolean): RenderedAnswer {
    const raw = lex(text, parse, this.offset, to);
    const block = (b: RawBlock, html: string): RenderedBlock => ({ key: `${this.generation}:${b.start}`, think: b.think, html });
    for (const b of raw.slice(0, -1)) {
      renderStats.blocks++;
      this.finished.push(block(b, renderMarkdown(withoutThinkTags(text.slice(b.start, b.end)))));
    }
    const last = raw.at(-1);
    if (raw.length > 1 && last) this.offset = last.start;
    const tail: RenderedBlock[] = [];
    if (last) {
      let src = text.slice(last.start, last.end);
      if (streaming) src = trimPartialTag(src);
      src = withoutThinkTags(src);
      if (src.trim() !== '') {
        renderStats.blocks++;
        tail.push(block(last, renderMarkdown(src)));
      }
    }
    return { finished: this.finished, tail, generation: this.generation };
  }
}

/** The whole answer at once (tests, one-off rendering). */
export function renderAnswer(text: string, streaming: boolean): RenderedBlock[] {
  const { finished, tail } = new AnswerRenderer().render(text, parseThink(text, !streaming), text.length, streaming, 0);
  return [...finished, ...tail].filter((b) => b.html.trim() !== '');
}
