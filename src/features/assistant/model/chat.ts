import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { env } from '@/shared/config/env';
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
import { EMPTY_ANSWER, receive, typing, type Segment } from './answer';
import { findCatalogNumbers, linkCatalogNumbers } from './products';
import { recogniseAccountQuestion } from './account-question';
import { nextOpening, serviceOpen } from './office-hours';
import { fallbackAnswer, TOPICS, type TopicId } from './topics';
import { announce, announcementAtom, append, busyAtom, messagesAtom, nextId, update, welcome, type Store } from './messages';
import { clearIncoming, runFrameLoop, segmentsOfAnswer, settleAnswer, streamAnswer } from './typing-loop';


/** this conversation's RAGFlow session (created before its first question), dropped with the conversation */
const sessionIdAtom = atom<string | null>(null);
/** The sign-in (sessionOwner) the conversation belongs to; undefined until the panel first mounts. */
const ownerAtom = atom<string | null | undefined>(undefined);
/** bumped when the conversation is reset: a request of an earlier conversation writes nothing back */
const generationAtom = atom(0);
/** the key saved from the panel in this page's life; null: read the browser storage */
const savedKeyAtom = atom<string | null>(null);

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
  clearIncoming(store);
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
      // The member's own orders, quotes and after-sales: answered from the mall, before (and instead of) RAGFlow.
      const account = recogniseAccountQuestion(question);
      if (account) {
        append(store, { id: nextId(), type: 'local', status: 'local', content: question }, { id: nextId(), type: 'account', status: 'success', account, question });
        return true;
      }
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

  /** The card's 仍要问小助手: the same question to RAGFlow after all. */
  const askAnyway = useCallback(
    (question: string) => {
      if (!store.get(busyAtom) && store.get(configuredAtom)) void ask(store, question, { fetch });
    },
    [store, fetch],
  );

  const chooseTopic = useCallback(
    (topic: TopicId) => {
      if (store.get(busyAtom)) return;
      const { label, answer } = TOPICS[topic];
      const now = Date.now();
      if (topic === 'human' && !serviceOpen(now)) {
        append(store, { id: nextId(), type: 'local', status: 'local', content: label }, { id: nextId(), type: 'handover', status: 'success', opensAt: nextOpening(now), askedAt: now });
        return;
      }
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

  return { messages, busy, configured, keyForm: env.assistantKeyForm && !configured, send, stop, askAnyway, chooseTopic, saveKey };
}
