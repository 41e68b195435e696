import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { CHAT_TYPING_INTERVAL_MS, CHAT_TYPING_STEP } from '@/shared/config/constants';
import { env } from '@/shared/config/env';
import { prefersReducedMotion } from '@/shared/lib/motion';
import {
  readAssistantApiKey,
  readAssistantVisitor,
  readTokenInfo,
  sessionIdOf,
  subscribeTokenInfo,
  writeAssistantApiKey,
  writeAssistantVisitor,
  type TokenInfo,
} from '@/shared/storage';
import { lookupCatalogNumbers } from '../api/requests';
import { AssistantRequestError, createSession, streamCompletion } from '../api/completions';
import { EMPTY_ANSWER, receive, reveal, segmentsOf, typing, type AnswerText, type Segment } from './answer';
import { findCatalogNumbers, linkCatalogNumbers, type ProductRef } from './products';
import { fallbackAnswer, TOPICS, WELCOME_TEXT, type TopicId } from './topics';

/**
 * The conversation (spec §3 chat message, §4 statuses): jotai atoms in the
 * app's store, so it lives as long as the page, whether the panel is open or not.
 * Statuses: local (the user's) -> loading (`Waiting...`) -> success | error.
 */
type MessageStatus = 'local' | 'loading' | 'success' | 'error';
type AnswerStatus = Exclude<MessageStatus, 'local'>;

export interface Attachment {
  uid: string;
  name: string;
  /** the RAGFlow doc_id */
  key: string;
}

export type TextMessage = AnswerText & {
  id: string;
  type: 'text';
  status: AnswerStatus;
  /** failure text (with the HTTP status when there was one) */
  error?: string;
  /** the user pressed stop */
  stopped?: boolean;
  /** canned answers type out too, but never stream */
  canned?: boolean;
  products?: ProductRef[];
};

export type ChatMessage =
  | { id: string; type: 'local'; status: 'local'; content: string }
  | { id: string; type: 'tooltip'; status: 'success'; content: string; topics?: boolean }
  | TextMessage
  | { id: string; type: 'file'; status: 'success'; files: Attachment[] };

let serial = 0;
const nextId = () => `m${++serial}`;

const welcome = (): ChatMessage => ({ id: nextId(), type: 'tooltip', status: 'success', content: WELCOME_TEXT, topics: true });

export const messagesAtom = atom<ChatMessage[]>([welcome()]);
export const busyAtom = atom(false);
/** this conversation's RAGFlow session (created before its first question), dropped with the conversation */
const sessionIdAtom = atom<string | null>(null);
/** The sign-in (sessionOwner) the conversation belongs to; undefined until the panel first mounts. */
const ownerAtom = atom<string | null | undefined>(undefined);
/** bumped when the conversation is reset: a request of an earlier conversation writes nothing back */
const generationAtom = atom(0);
/** the key saved from the panel in this page's life; null: read the browser storage */
const savedKeyAtom = atom<string | null>(null);
/** the last finished answer, for the aria-live region */
export const announcementAtom = atom('');

const controllerAtom = atom<AbortController | null>(null);

/**
 * The bearer key: none through the mall's proxy (VITE_ASSISTANT_PROXY, it holds the key); else the key
 * saved in this browser, where the key form is offered (VITE_ASSISTANT_KEY_FORM), then VITE_ASSISTANT_API_KEY.
 */
export const apiKeyAtom = atom((get) => {
  if (env.assistantProxy) return '';
  const saved = env.assistantKeyForm ? (get(savedKeyAtom) ?? readAssistantApiKey()) : '';
  return saved || env.assistantApiKey;
});

/** Free questions can be asked: through the proxy, or with a key. */
const configuredAtom = atom((get) => env.assistantProxy || get(apiKeyAtom) !== '');

type Store = ReturnType<typeof useStore>;

function update(store: Store, id: string, patch: (m: ChatMessage) => ChatMessage): void {
  store.set(messagesAtom, (list) => list.map((m) => (m.id === id ? patch(m) : m)));
}

function append(store: Store, ...messages: ChatMessage[]): void {
  store.set(messagesAtom, (list) => [...list, ...messages]);
}

function plainText(segments: readonly Segment[]): string {
  return segments
    .filter((segment) => !segment.think)
    .map((segment) => segment.src)
    .join('')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`#>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Said to screen readers: `text` has no think part (a canned answer, a note), or `segments` are the answer's split. */
function announce(store: Store, text: string | readonly Segment[]): void {
  const segments = typeof text === 'string' ? [{ think: false, src: text }] : text;
  store.set(announcementAtom, `小助手回复：${plainText(segments).slice(0, 300)}`);
}

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

function runFrameLoop(store: Store): void {
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
function segmentsOfAnswer(store: Store, id: string): Segment[] {
  const m = store.get(messagesAtom).find((message) => message.id === id);
  return m?.type === 'text' ? segmentsOf(m.content, m.parse) : [];
}

export interface AskOptions {
  /** injected by tests to replay recorded streams */
  fetch?: typeof fetch;
}

/**
 * The conversation starts over (docs/session.md, Logout): the running answer is stopped, the messages, the
 * announcement, the RAGFlow session and the key saved in this browser go, so the next person at this
 * browser sees nothing of the previous member's questions.
 */
export function resetChat(store: Store): void {
  store.set(generationAtom, (n) => n + 1);
  store.get(controllerAtom)?.abort();
  store.set(controllerAtom, null);
  frameLoop(store).incoming.clear();
  store.set(busyAtom, false);
  store.set(sessionIdAtom, null);
  store.set(messagesAtom, [welcome()]);
  store.set(announcementAtom, '');
  writeAssistantApiKey('');
  writeAssistantVisitor('');
  store.set(savedKeyAtom, null);
}

/** One sign-in is one session (sessionIdOf, as src/shared/session/use-token.ts): a refresh keeps it, also one that rotates the refresh token. */
function sessionOwner(info: TokenInfo | null): string | null {
  return info ? sessionIdOf(info) : null;
}

/**
 * Resets the conversation whenever the session changes: logout, a sign-in (as another member or
 * from a visitor), a sign-in or logout in another tab (the storage event), a session ended by a
 * refused refresh. `onReset` clears what the panel holds itself (the draft).
 */
export function useChatSessionReset(onReset: () => void): void {
  const store = useStore();
  useEffect(() => {
    const follow = (owner: string | null) => {
      const before = store.get(ownerAtom);
      store.set(ownerAtom, owner);
      if (before === undefined || before === owner) return;
      resetChat(store);
      onReset();
    };
    // The conversation outlives the panel (the store is the app's): a change missed while the panel was not
    // mounted (a page without the shell) is caught when it mounts again.
    follow(sessionOwner(readTokenInfo()));
    return subscribeTokenInfo((info) => follow(sessionOwner(info)));
  }, [store, onReset]);
}

async function ask(store: Store, question: string, options: AskOptions): Promise<void> {
  const answerId = nextId();
  append(store, { id: nextId(), type: 'local', status: 'local', content: question }, { ...EMPTY_ANSWER, id: answerId, type: 'text', status: 'loading' });
  const controller = new AbortController();
  store.set(controllerAtom, controller);
  store.set(busyAtom, true);
  const generation = store.get(generationAtom);
  const live = () => store.get(generationAtom) === generation;
  const preset = env.assistantPresets[0];
  const apiKey = store.get(apiKeyAtom);

  try {
    let sessionId = store.get(sessionIdAtom);
    if (sessionId === null) {
      const opened = await createSession({
        baseUrl: env.assistantBaseUrl,
        apiKey,
        chatId: preset.chat_id,
        visitorId: readAssistantVisitor() || undefined,
        signal: controller.signal,
        fetch: options.fetch,
      });
      if (!live()) return;
      sessionId = opened.sessionId;
      writeAssistantVisitor(opened.visitorId);
      store.set(sessionIdAtom, sessionId);
    }
    const result = await streamCompletion({
      baseUrl: env.assistantBaseUrl,
      apiKey,
      preset,
      sessionId,
      visitorId: readAssistantVisitor() || undefined,
      // the mall's proxy forwards its own configured model and ignores the client's
      model: env.assistantProxy ? undefined : env.assistantModel,
      question,
      signal: controller.signal,
      fetch: options.fetch,
      onUpdate(state) {
        if (live()) streamAnswer(store, answerId, state.text);
      },
    });
    if (!live()) return;
    const status = result.error ? 'error' : 'success';
    if (result.error) console.warn('[小助手] 回答出错', result.error);
    settleAnswer(store, answerId, result.text, {
      status,
      stopped: result.aborted || undefined,
      error: result.error ? `回答出错：${result.error}` : undefined,
    });
    const segments = segmentsOfAnswer(store, answerId);
    if (result.documents.length > 0) {
      append(store, {
        id: nextId(),
        type: 'file',
        status: 'success',
        files: result.documents.map((d) => ({ uid: d.doc_id, name: d.doc_name || d.doc_id, key: d.doc_id })),
      });
    }
    if (result.error) announce(store, [...segments, { think: false, src: ` 回答出错：${result.error}` }]);
    else announce(store, segments.length > 0 ? segments : result.aborted ? '已停止回答' : '');
    store.set(busyAtom, false);
    store.set(controllerAtom, null);
    if (!result.error && !result.aborted) void linkProducts(store, answerId, segments);
  } catch (error) {
    if (!live()) return;
    if (controller.signal.aborted) {
      // stopped before the answer began (while its session was being created)
      settleAnswer(store, answerId, '', { status: 'success', stopped: true });
      announce(store, '已停止回答');
      store.set(busyAtom, false);
      store.set(controllerAtom, null);
      return;
    }
    const detail =
      error instanceof AssistantRequestError
        ? error.message
        : `无法连接小助手服务（网络错误：${error instanceof Error ? error.message : String(error)}）`;
    console.warn('[小助手] 请求失败', error);
    // Refused before the answer began (an unknown or deleted RAGFlow session, a bad key): the next question
    // opens a new session instead of failing the same way for the rest of the page's life.
    if (error instanceof AssistantRequestError) store.set(sessionIdAtom, null);
    const fallback = fallbackAnswer(question);
    settleAnswer(store, answerId, fallback, { status: 'error', error: detail });
    announce(store, `${fallback} ${detail}`);
    store.set(busyAtom, false);
    store.set(controllerAtom, null);
  }
}

/**
 * Issue 14 item 6: one batched lookup after the answer ended, never while streaming. The products
 * found become links in the answer's text; an answer already typed out shows them at once.
 */
async function linkProducts(store: Store, answerId: string, segments: readonly Segment[]): Promise<void> {
  const numbers = findCatalogNumbers(segments);
  if (numbers.length === 0) return;
  const generation = store.get(generationAtom);
  const products = await lookupCatalogNumbers(numbers);
  if (products.length === 0 || store.get(generationAtom) !== generation) return;
  const linked = linkCatalogNumbers(segments, products);
  update(store, answerId, (m) => (m.type === 'text' ? { ...receive(m, linked, true, !typing(m)), products } : m));
  runFrameLoop(store);
}

export function useAssistantChat(options: AskOptions = {}) {
  const store = useStore();
  const messages = useAtomValue(messagesAtom);
  const busy = useAtomValue(busyAtom);
  const configured = useAtomValue(configuredAtom);
  const { fetch } = options;

  /** Spec §5: empty text is ignored, nothing is sent while a request runs. Returns whether it was taken. */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (question === '' || store.get(busyAtom)) return false;
      if (!store.get(configuredAtom)) {
        append(
          store,
          { id: nextId(), type: 'local', status: 'local', content: question },
          {
            id: nextId(),
            type: 'tooltip',
            status: 'success',
            content: env.assistantKeyForm
              ? '小助手尚未配置，暂时无法回答自由提问。您可以在上方保存密钥，或选择下面的咨询类型。'
              : '小助手尚未配置，暂时无法回答自由提问，请选择下面的咨询类型。',
            topics: true,
          },
        );
        return true;
      }
      void ask(store, question, { fetch });
      return true;
    },
    [store, fetch],
  );

  const stop = useCallback(() => store.get(controllerAtom)?.abort(), [store]);

  const chooseTopic = useCallback(
    (topic: TopicId) => {
      if (store.get(busyAtom)) return;
      const { label, answer } = TOPICS[topic];
      append(
        store,
        { id: nextId(), type: 'local', status: 'local', content: label },
        { ...receive(EMPTY_ANSWER, answer, true), id: nextId(), type: 'text', status: 'success', canned: true },
      );
      announce(store, answer);
      runFrameLoop(store);
    },
    [store],
  );

  const saveKey = useCallback(
    (key: string) => {
      writeAssistantApiKey(key);
      store.set(savedKeyAtom, readAssistantApiKey());
    },
    [store],
  );

  return { messages, busy, configured, keyForm: env.assistantKeyForm && !configured, send, stop, chooseTopic, saveKey };
}
