export * from './types';
export { getAccess, hasCompanyProfile, type Access } from './access';
export { appStore, historyAtom, sessionPhaseAtom, type AppStore } from './store';
export { sessionQueries, reloadSession, clearSession, signIn } from './member';
export { useSession, useSessionLifecycle, useTokenInfo, SessionStartDelayContext } from './use-session';
export {
  STORAGE_KEYS,
  readTokenInfo,
  writeTokenInfo,
  removeTokenInfo,
  subscribeTokenInfo,
  sessionIdOf,
  removeSessionItem,
  hasToken,
  clearStorage,
  readFlag,
  setFlag,
  syncAccessTokenCookie,
  readSessionJson,
  writeSessionJson,
  SESSION_KEYS,
  readSessionFlag,
  setSessionFlag,
  readJson,
  writeJson,
  removeItem,
  readAssistantApiKey,
  readWechatPromptOff,
  writeWechatPromptOff,
  writeAssistantApiKey,
  type TokenInfo,
  readSelectedCartInfo,
  writeSelectedCartInfo,
  type SelectedCartLine,
} from './storage';
