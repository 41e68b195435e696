export { assistantOpenAtom } from './model/widget';
// The panel's box and title bar, drawn by the shell at once on the first opening (small, no antd).
export { PanelFrame as AssistantPanelFrame, PanelLoading as AssistantPanelLoading } from './components/panel-frame';
// The panel (chat, markdown-it, DOMPurify) loads on its first opening: never import it statically here.
export const loadAssistantPanel = () => import('./components/assistant-panel');
// The answer pipeline, for the bench page and tests. Nothing in the first load imports these, so the
// bundler drops them there ("sideEffects" in package.json); `npm run size` fails if markdown-it,
// DOMPurify or the chat ever reach a first load.
export { AssistantRequestError, createSession, streamCompletion, type StreamResult } from './api/completions';
export { MarkdownView } from './components/markdown-view';
export { EMPTY_ANSWER, parseThink, receive, segmentsOf, splitThink, thinkScanStats, type AnswerText } from './model/answer';
export { messagesAtom, type TextMessage } from './model/messages';
export { settleAnswer, streamAnswer, typingStepAtom } from './model/typing-loop';
export { AnswerRenderer, renderAnswer, renderMarkdown, renderStats } from './model/markdown';
export { findCatalogNumbers, linkCatalogNumbers } from './model/products';
export { parseEventData, createAnswerMerger } from './model/stream-merge';
// The account answers (issue 42 item 2): the recognition and the office hours, for tests.
export { recogniseAccountQuestion, type AccountQuestion } from './model/account-question';
export { nextOpening, openingText } from './model/office-hours';
