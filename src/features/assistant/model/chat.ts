import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { env } from '@/shared/config/env';
import { readAssistantApiKey, readTokenInfo, sessionIdOf, subscribeTokenInfo, writeAssistantApiKey, type TokenInfo } from '@/shared/storage';
import { lookupCatalogNumbers } from '../api/requests';
import { AssistantRequestError, createSession, streamCompletion } from '../api/completions';
import { findCatalogNumbers, type ProductRef } from './products';
import type { AnswerState } from './stream-merge';
import { fallbackAnswer, TOPICS, WELCOME_TEXT, type TopicId } from './topics';

/**
 * The conversation (spec §3 chat message, §4 statuses): jotai atoms in the
 * app's store, so it lives as long as the page, whether the panel is open or not.
 * Statuses: local (the user's) -> loading (`Waiting...`) -> success | error.
 */
export type MessageStatus = 'local' | 'loading' | 'success' | 'error';

export interface Attachment {
  uid: string;
  name: string;
  /** the RAGFlow doc_id */
  key: string;
}

export type ChatMessage =
  | { id: string; type: 'local'; status: 'local'; content: string }
  | { id: string; type: 'tooltip'; status: 'success'; content: string; topics?: boolean }
  | {
      id: string;
      type: 'text';
      status: 'loading' | 'success' | 'error';
      content: string;
      /** failure text (with the HTTP status when there was one) */
      error?: string;
      /** the user pressed stop */
      stopped?: boolean;
      /** canned answers type out too, but never stream */
      canned?: boolean;
      products?: ProductRef[];
    }
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

function plainText(markdown: string): string {
  return markdown
    .replace(/<think>[\s\S]*?(<\/think>|$)/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`#>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function announce(store: Store, text: string): void {
  store.set(announcementAtom, `小助手回复：${plainText(text).slice(0, 300)}`);
}

const frame = (callback: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(callback);
  else setTimeout(callback, 16);
};

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
  store.set(busyAtom, false);
  store.set(sessionIdAtom, null);
  store.set(messagesAtom, [welcome()]);
  store.set(announcementAtom, '');
  writeAssistantApiKey('');
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
  append(store, { id: nextId(), type: 'local', status: 'local', content: question }, { id: answerId, type: 'text', status: 'loading', content: '' });
  const controller = new AbortController();
  store.set(controllerAtom, controller);
  store.set(busyAtom, true);
  const generation = store.get(generationAtom);
  const live = () => store.get(generationAtom) === generation;
  const preset = env.assistantPresets[0];
  const apiKey = store.get(apiKeyAtom);

  // Events may come faster than frames: commit the newest text at most once per frame.
  let pending: AnswerState | null = null;
  let scheduled = false;
  const commit = () => {
    scheduled = false;
    if (!pending || !live()) return;
    const text = pending.text;
    pending = null;
    update(store, answerId, (m) => (m.type === 'text' ? { ...m, content: text } : m));
  };

  try {
    let sessionId = store.get(sessionIdAtom);
    if (sessionId === null) {
      sessionId = await createSession({ baseUrl: env.assistantBaseUrl, apiKey, chatId: preset.chat_id, signal: controller.signal, fetch: options.fetch });
      if (!live()) return;
      store.set(sessionIdAtom, sessionId);
    }
    const result = await streamCompletion({
      baseUrl: env.assistantBaseUrl,
      apiKey,
      preset,
      sessionId,
      model: env.assistantModel,
      question,
      signal: controller.signal,
      fetch: options.fetch,
      onUpdate(state) {
        pending = state;
        if (!scheduled) {
          scheduled = true;
          frame(commit);
        }
      },
    });
    pending = null;
    if (!live()) return;
    const status = result.error ? 'error' : 'success';
    if (result.error) console.warn('[小助手] 回答出错', result.error);
    update(store, answerId, (m) =>
      m.type === 'text'
        ? {
            ...m,
            status,
            content: result.text,
            stopped: result.aborted || undefined,
            error: result.error ? `回答出错：${result.error}` : undefined,
          }
        : m,
    );
    if (result.documents.length > 0) {
      append(store, {
        id: nextId(),
        type: 'file',
        status: 'success',
        files: result.documents.map((d) => ({ uid: d.doc_id, name: d.doc_name || d.doc_id, key: d.doc_id })),
      });
    }
    announce(store, result.error ? `${result.text} 回答出错：${result.error}` : result.text || (result.aborted ? '已停止回答' : ''));
    store.set(busyAtom, false);
    store.set(controllerAtom, null);
    if (!result.error && !result.aborted) void linkProducts(store, answerId, result.text);
  } catch (error) {
    pending = null;
    if (!live()) return;
    if (controller.signal.aborted) {
      // stopped before the answer began (while its session was being created)
      update(store, answerId, (m) => (m.type === 'text' ? { ...m, status: 'success', stopped: true } : m));
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
    update(store, answerId, (m) => (m.type === 'text' ? { ...m, status: 'error', content: fallback, error: detail } : m));
    announce(store, `${fallback} ${detail}`);
    store.set(busyAtom, false);
    store.set(controllerAtom, null);
  }
}

/** Issue 14 item 6: one batched lookup after the answer ended, never while streaming. */
async function linkProducts(store: Store, answerId: string, text: string): Promise<void> {
  const numbers = findCatalogNumbers(text);
  if (numbers.length === 0) return;
  const generation = store.get(generationAtom);
  const products = await lookupCatalogNumbers(numbers);
  if (products.length > 0 && store.get(generationAtom) === generation) update(store, answerId, (m) => (m.type === 'text' ? { ...m, products } : m));
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
        { id: nextId(), type: 'text', status: 'success', content: answer, canned: true },
      );
      announce(store, answer);
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
