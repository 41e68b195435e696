/**
 * An answer's text and what is derived from it, pure (spec §2 and §4). The
 * text lives once, in the chat's message (src/features/assistant/model/messages.ts):
 * - `parse`: its `<think>…</think>` split, extended as the text arrives, so
 *   every character is scanned for think tags once (a replaced text starts over);
 * - `shown`: how much of it the typewriter has revealed;
 * - `revision`: bumped when the text was replaced rather than extended, so the
 *   renderer (src/features/assistant/model/markdown.ts) starts over.
 * A think pair becomes a quote block, an unclosed `<think>` is closed at the
 * end, a stray `</think>` (or a nested `<think>`) is not shown.
 */

/** `[start, end)` of the text, inside or outside a think pair; a stray tag inside it is removed where it is used. */
interface ThinkPart {
  start: number;
  end: number;
  think: boolean;
}

export interface ThinkParse {
  /** in order, never empty; the last one grows with the text */
  readonly parts: readonly ThinkPart[];
  /** the text up to here has been scanned; short of its end while a half-received tag is held back */
  readonly end: number;
}

export interface Segment {
  think: boolean;
  src: string;
}

const THINK_TAG = /<(\/?)think\s*>/gi;
/** the start of a think tag, at the end of a text: `<`, `</t`, `<think `… */
const PARTIAL_TAG = /<\/?(?:t(?:h(?:i(?:n(?:k\s*)?)?)?)?)?$/i;

const EMPTY_PARSE: ThinkParse = { parts: [{ start: 0, end: 0, think: false }], end: 0 };

/** Characters scanned for think tags, read by the tests (tests/features/assistant/answer.test.ts). */
export const thinkScanStats = { chars: 0 };

/** Where a half-received `<think>` / `</think>` begins at the very end of a streaming text (else its length). */
function partialTagAt(text: string): number {
  const from = Math.max(0, text.length - 16);
  const match = PARTIAL_TAG.exec(text.slice(from));
  return match ? from + match.index : text.length;
}

/** A streaming text without a half-received think tag at its end. */
export function trimPartialTag(text: string): string {
  return text.slice(0, partialTagAt(text));
}

/** The stray think tags of a part removed: what is rendered of it. */
export function withoutThinkTags(src: string): string {
  return src.replace(THINK_TAG, '');
}

/**
 * The think split of `text`, continuing `previous` (the split of a text that
 * `text` extends): only the characters after `previous.end` are scanned.
 * While the text still streams (`done` false) a half-received tag at its end
 * waits for the rest.
 */
export function parseThink(text: string, done: boolean, previous: ThinkParse = EMPTY_PARSE): ThinkParse {
  const stop = done ? text.length : partialTagAt(text);
  if (stop <= previous.end) return previous;
  const parts = previous.parts.map((part) => ({ ...part }));
  let last = parts[parts.length - 1] as ThinkPart;
  const tags = new RegExp(THINK_TAG.source, 'gi');
  const source = text.slice(0, stop);
  tags.lastIndex = previous.end;
  for (let match = tags.exec(source); match; match = tags.exec(source)) {
    const closing = match[1] === '/';
    if (closing !== last.think) continue; // a stray tag: removed when used
    last.end = match.index;
    last = { start: match.index + match[0].length, end: match.index + match[0].length, think: !last.think };
    parts.push(last);
  }
  last.end = stop;
  thinkScanStats.chars += stop - previous.end;
  return { parts, end: stop };
}

/** The text and think parts of a parsed text, in order, without empty ones (adjacent parts of one kind joined). */
export function segmentsOf(text: string, parse: ThinkParse): Segment[] {
  const out: Segment[] = [];
  for (const part of parse.parts) {
    const src = withoutThinkTags(text.slice(part.start, part.end));
    if (src.trim() === '') continue;
    const previous = out.at(-1);
    if (previous?.think === part.think) previous.src += src;
    else out.push({ think: part.think, src });
  }
  return out;
}

/** Parses and splits at once: for a text that is not kept (tests, one-off use). */
export function splitThink(text: string, streaming = false): Segment[] {
  return segmentsOf(text, parseThink(text, !streaming));
}

/** An answer's text as the chat message holds it. */
export interface AnswerText {
  content: string;
  parse: ThinkParse;
  shown: number;
  revision: number;
}

export const EMPTY_ANSWER: AnswerText = { content: '', parse: EMPTY_PARSE, shown: 0, revision: 0 };

function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * The answer's text is now `text` (`done`: nothing more will come). A text that
 * extends the one held is parsed from where the last parse stopped; one that
 * replaces it (a cumulative or final-repeat stream, links added) is parsed anew
 * and revealed from the common prefix on. `showAll` reveals it at once.
 */
export function receive<T extends AnswerText>(answer: T, text: string, done: boolean, showAll = false): T {
  const same = text === answer.content && (!done || answer.parse.end === text.length) && (!showAll || answer.shown === text.length);
  if (same) return answer;
  const extends_ = text.startsWith(answer.content);
  const parse = parseThink(text, done, extends_ ? answer.parse : EMPTY_PARSE);
  const shown = showAll ? text.length : extends_ ? answer.shown : Math.min(answer.shown, commonPrefix(answer.content, text));
  return { ...answer, content: text, parse, shown, revision: extends_ ? answer.revision : answer.revision + 1 };
}

/** `chars` more characters of the answer revealed (never half a surrogate pair). */
export function reveal<T extends AnswerText>(answer: T, chars: number): T {
  const { content } = answer;
  if (chars <= 0 || answer.shown >= content.length) return answer;
  let shown = Math.min(content.length, answer.shown + chars);
  const code = content.charCodeAt(shown - 1);
  if (code >= 0xd800 && code <= 0xdbff && shown < content.length) shown++;
  return { ...answer, shown };
}

/** Whether the typewriter still has to reveal some of the answer. */
export function typing(answer: AnswerText): boolean {
  return answer.shown < answer.content.length;
}
