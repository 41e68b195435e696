import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from './sanitize';

/**
 * Assistant Markdown (spec §2): raw HTML, line breaks and typographer on,
 * `<think>…</think>` as a quote block, an unclosed `<think>` closed at the end,
 * a stray `</think>` dropped. Rendering cost stays linear in the answer:
 * the text is cut into blocks at blank lines; finished blocks are rendered
 * once and cached, only the growing last block is rendered again.
 */
const md = new MarkdownIt({ html: true, breaks: true, typographer: true, linkify: false });

export interface Segment {
  think: boolean;
  src: string;
}

export interface RenderedBlock {
  /** stable identity for React: kind + position */
  key: string;
  think: boolean;
  html: string;
}

const THINK_TAG = /<(\/?)think\s*>/gi;
const PARTIAL_TAGS = ['<think>', '</think>'];

/** Drop a half-received `<think>` / `</think>` at the very end of a streaming text. */
function trimPartialTag(text: string): string {
  const lt = text.lastIndexOf('<');
  if (lt === -1 || text.length - lt >= 8) return text;
  const tail = text.slice(lt).toLowerCase();
  return PARTIAL_TAGS.some((tag) => tag.startsWith(tail) && tag !== tail) ? text.slice(0, lt) : text;
}

/** Text and think parts, in order; think tags balanced as the spec says. */
export function splitThink(text: string, streaming = false): Segment[] {
  const source = streaming ? trimPartialTag(text) : text;
  const segments: Segment[] = [];
  let open = false;
  let from = 0;
  const push = (think: boolean, src: string) => {
    if (src.trim() !== '') segments.push({ think, src });
  };
  for (const match of source.matchAll(THINK_TAG)) {
    const closing = match[1] === '/';
    if (closing === open) {
      push(open, source.slice(from, match.index));
      open = !open;
    } else {
      // a stray </think> (nothing open) or a nested <think>: not shown
      push(open, source.slice(from, match.index));
    }
    from = match.index + match[0].length;
  }
  push(open, source.slice(from)); // an unclosed <think> ends with the text
  return mergeAdjacent(segments);
}

function mergeAdjacent(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    const last = out.at(-1);
    if (last && last.think === segment.think) last.src += segment.src;
    else out.push({ ...segment });
  }
  return out;
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

/**
 * Blocks from `from` on, given whether a think pair is open there. A think
 * tag that opens or closes a pair ends a block; a stray `</think>` or a nested
 * `<think>` stays inside its block and is removed when rendered.
 */
function lex(text: string, from: number, thinkAtStart: boolean): RawBlock[] {
  const out: RawBlock[] = [];
  let think = thinkAtStart;
  let segmentStart = from;
  const tags = new RegExp(THINK_TAG.source, 'gi');
  tags.lastIndex = from;
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    const closing = match[1] === '/';
    if (closing !== think) continue; // stray: removed when rendered
    blocksOf(text, segmentStart, match.index, think, out);
    think = !think;
    segmentStart = match.index + match[0].length;
  }
  blocksOf(text, segmentStart, text.length, think, out);
  return out;
}

const CACHE_LIMIT = 2000;
const cache = new Map<string, string>();

/** Citation markers `[ID:n]` (older servers: `##n$$`) index the references: shown as a small [n+1]. */
const CITATION = /\[ID:(\d+)\]|##(\d+)\$\$/g;

export function renderMarkdown(src: string): string {
  const cited = src.replace(CITATION, (_m, a?: string, b?: string) => `<sup class="cite">[${Number(a ?? b) + 1}]</sup>`);
  return sanitizeHtml(md.render(cited));
}

function renderCached(src: string): string {
  const hit = cache.get(src);
  if (hit !== undefined) return hit;
  renderStats.blocks++;
  const html = renderMarkdown(src);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(src, html);
  return html;
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
 * Renders a growing answer incrementally. Per update it only looks at the
 * text after the last finished block: finished blocks are rendered once (and
 * cached across answers), the tail is rendered fresh. A text that does not
 * extend the previous one (a cumulative stream correcting itself) starts over.
 */
export class AnswerRenderer {
  private text = '';
  private finished: RenderedBlock[] = [];
  private offset = 0;
  private thinkAtOffset = false;
  private generation = 0;

  render(text: string, streaming: boolean): RenderedAnswer {
    if (!text.startsWith(this.text)) {
      this.finished = [];
      this.offset = 0;
      this.thinkAtOffset = false;
      this.generation++;
    }
    this.text = text;
    const raw = lex(text, this.offset, this.thinkAtOffset);
    const block = (b: RawBlock, html: string): RenderedBlock => ({
      key: `${this.generation}:${b.start}`,
      think: b.think,
      html,
    });
    for (const b of raw.slice(0, -1)) {
      const src = text.slice(b.start, b.end).replace(THINK_TAG, '');
      this.finished.push(block(b, renderCached(src)));
    }
    const last = raw.at(-1);
    if (raw.length > 1 && last) {
      this.offset = last.start;
      this.thinkAtOffset = last.think;
    }
    const tail: RenderedBlock[] = [];
    if (last) {
      let src = text.slice(last.start, last.end);
      if (streaming) src = trimPartialTag(src);
      src = src.replace(THINK_TAG, '');
      if (src.trim() !== '') {
        if (streaming) renderStats.blocks++;
        tail.push(block(last, streaming ? renderMarkdown(src) : renderCached(src)));
      }
    }
    return { finished: this.finished, tail, generation: this.generation };
  }
}

/** The whole answer at once (tests, one-off rendering). */
export function renderAnswer(text: string, streaming: boolean): RenderedBlock[] {
  const { finished, tail } = new AnswerRenderer().render(text, streaming);
  return [...finished, ...tail].filter((b) => b.html.trim() !== '');
}
