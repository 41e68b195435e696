/**
 * The RAGFlow answer merge rule (docs/contract.md §5), pure so every wire version
 * can be replayed in tests (tests/features/assistant/stream-fixtures.test.ts):
 * - no `final` key (up to v0.23): `answer` is cumulative -> replace;
 * - `start_to_think` / `end_to_think` marker events -> append `<think>` / `</think>`;
 * - `final: true` with a non-empty answer (v0.25.0–v0.26.0 repeat the whole text) -> replace;
 * - otherwise (v0.24+ deltas) -> append.
 * The done marker is `data === true`. A `code` other than 0 is a mid-stream failure.
 */

export interface AssistantDocument {
  doc_id: string;
  doc_name: string;
}

export interface AnswerState {
  text: string;
  documents: AssistantDocument[];
  /** the server's failure text (code != 0 or an `**ERROR**` answer), null while fine */
  error: string | null;
  /** the done marker arrived */
  done: boolean;
  sessionId: string | null;
}

const ERROR_PREFIX = '**ERROR**';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function documentsOf(reference: unknown): AssistantDocument[] | null {
  if (!isObject(reference) || !Array.isArray(reference.doc_aggs)) return null;
  const documents: AssistantDocument[] = [];
  for (const entry of reference.doc_aggs) {
    if (!isObject(entry) || typeof entry.doc_id !== 'string' || entry.doc_id === '') continue;
    documents.push({ doc_id: entry.doc_id, doc_name: typeof entry.doc_name === 'string' ? entry.doc_name : '' });
  }
  return documents;
}

function stripErrorPrefix(text: string): string {
  return text.replace(/^\s*\*\*ERROR\*\*:?\s*/, '').trim();
}

export function createAnswerMerger() {
  const state: AnswerState = { text: '', documents: [], error: null, done: false, sessionId: null };

  function apply(event: unknown): void {
    if (!isObject(event)) return;
    const { code, data } = event;
    if (data === true) {
      state.done = true;
      return;
    }
    if (typeof code === 'number' && code !== 0) {
      const message = typeof event.message === 'string' && event.message.trim() !== '' ? event.message.trim() : '';
      const answer = isObject(data) && typeof data.answer === 'string' ? stripErrorPrefix(data.answer) : '';
      state.error = message || answer || `助手服务出错（code ${code}）`;
      return;
    }
    if (!isObject(data)) return;
    if (typeof data.session_id === 'string' && data.session_id !== '') state.sessionId = data.session_id;
    const answer = typeof data.answer === 'string' ? data.answer : '';
    // Model-provider failures arrive as ordinary text starting with **ERROR**: (docs/contract.md §5).
    if (answer.trimStart().startsWith(ERROR_PREFIX)) {
      state.error = stripErrorPrefix(answer) || '模型服务出错';
      return;
    }
    if (data.start_to_think === true) state.text += '<think>';
    if (!('final' in data)) state.text = answer;
    else if (data.final === true && answer !== '') state.text = answer;
    else state.text += answer;
    if (data.end_to_think === true) state.text += '</think>';
    const documents = documentsOf(data.reference);
    if (documents) state.documents = documents;
  }

  return {
    apply,
    get state(): AnswerState {
      return { ...state, documents: [...state.documents] };
    },
  };
}

/**
 * One SSE `data` payload as JSON. Older servers write Python's `NaN` /
 * `Infinity` (e.g. in a chunk's similarity): those become null. If the event
 * still does not parse, its `answer` string is recovered so no text is lost.
 */
export function parseEventData(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    /* fall through */
  }
  try {
    return JSON.parse(replaceBareNumbers(raw));
  } catch {
    /* fall through */
  }
  const match = /"answer"\s*:\s*("(?:\\.|[^"\\])*")/.exec(raw);
  if (!match?.[1]) return null;
  try {
    const answer: unknown = JSON.parse(match[1]);
    const final = /"final"\s*:\s*(true|false)/.exec(raw)?.[1];
    const data: Json = { answer };
    if (final !== undefined) data.final = final === 'true';
    return { code: 0, data };
  } catch {
    return null;
  }
}

/** NaN, Infinity and -Infinity outside strings -> null. */
function replaceBareNumbers(raw: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i];
    if (inString) {
      out += char;
      if (char === '\\') {
        out += raw[i + 1] ?? '';
        i++;
      } else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      out += char;
      continue;
    }
    const rest = raw.slice(i, i + 9);
    if (rest.startsWith('NaN')) {
      out += 'null';
      i += 2;
    } else if (rest.startsWith('-Infinity')) {
      out += 'null';
      i += 8;
    } else if (rest.startsWith('Infinity')) {
      out += 'null';
      i += 7;
    } else out += char;
  }
  return out;
}
