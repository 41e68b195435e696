export { assistantOpenAtom } from './model/widget';
// The panel (chat, markdown-it, DOMPurify) loads on its first opening: never import it statically here.
export const loadAssistantPanel = () => import('./components/assistant-panel');
