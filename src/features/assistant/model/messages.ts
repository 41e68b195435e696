import { atom, type useStore } from 'jotai';
import type { AnswerText, Segment } from './answer';
import type { AccountQuestion } from './account-question';
import type { ProductRef } from './products';
import { WELCOME_TEXT } from './topics';

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
  | { id: string; type: 'file'; status: 'success'; files: Attachment[] }
  /** answered from the member's account, not by RAGFlow (model/account-question.ts); `question` as asked */
  | { id: string; type: 'account'; status: 'success'; account: AccountQuestion; question: string }
  /** 转人工 outside office hours: when someone answers (ms) and the 留言 form */
  | { id: string; type: 'handover'; status: 'success'; opensAt: number; askedAt: number };

let serial = 0;
export const nextId = () => `m${++serial}`;

export const welcome = (): ChatMessage => ({ id: nextId(), type: 'tooltip', status: 'success', content: WELCOME_TEXT, topics: true });


export const messagesAtom = atom<ChatMessage[]>([welcome()]);
export const busyAtom = atom(false);
/** the last finished answer, for the aria-live region */
export const announcementAtom = atom('');

export type Store = ReturnType<typeof useStore>;

export function update(store: Store, id: string, patch: (m: ChatMessage) => ChatMessage): void {
  store.set(messagesAtom, (list) => list.map((m) => (m.id === id ? patch(m) : m)));
}

export function append(store: Store, ...messages: ChatMessage[]): void {
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
export function announce(store: Store, text: string | readonly Segment[]): void {
  const segments = typeof text === 'string' ? [{ think: false, src: text }] : text;
  store.set(announcementAtom, `小助手回复：${plainText(segments).slice(0, 300)}`);
}
