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

/**
 * Blocks of one segment: cut at a blank line outside fenced code, unless the
 * next line is indented (it continues a list item or code block).
 */
export function splitBlocks(src: string): string[] {
  const lines = src.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let pendingBlank = false;
  for (const line of lines) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && line.trim() === '') {
      pendingBlank = current.length > 0;
      if (pendingBlank) current.push(line);
      continue;
    }
    if (fence === null && pendingBlank && !/^\s/.test(line)) {
      blocks.push(current.join('\n'));
      current = [];
    }
    pendingBlank = false;
    current.push(line);
    if (fenceMatch?.[1]) {
      if (fence === null) fence = fenceMatch[1][0] ?? null;
      else if (fenceMatch[1][0] === fence) fence = null;
    }
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks.filter((block) => block.trim() !== '');
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
  const html = renderMarkdown(src);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(src, html);
  return html;
}

/** Render counter, read by the speed test (tests/features/assistant/markdown.test.ts). */
export const renderStats = { blocks: 0 };

/**
 * The blocks of an answer. While streaming, the last block is rendered
 * fresh (and not cached: it is still growing); every other block comes from
 * the cache after its first rendering.
 */
export function renderAnswer(text: string, streaming: boolean): RenderedBlock[] {
  const out: RenderedBlock[] = [];
  const segments = splitThink(text, streaming);
  segments.forEach((segment, s) => {
    const blocks = splitBlocks(segment.src);
    blocks.forEach((block, b) => {
      const last = streaming && s === segments.length - 1 && b === blocks.length - 1;
      const cached = last ? undefined : cache.get(block);
      let html = cached;
      if (html === undefined) {
        renderStats.blocks++;
        html = last ? renderMarkdown(block) : renderCached(block);
      }
      out.push({ key: `${s}-${b}`, think: segment.think, html });
    });
  });
  return out;
}
