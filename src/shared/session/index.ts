export * from './types';
export { getAccess, hasCompanyProfile, type Access } from './access';
export { appStore, historyAtom, sessionPhaseAtom, type AppStore } from './store';
export { sessionQueries, reloadSession, clearSession, fetchMember, fetchCart } from './member';
export { useSession, useSessionLifecycle } from './use-session';
export {
  STORAGE_KEYS,
  readTokenInfo,
  writeTokenInfo,
  removeTokenInfo,
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
  readAssistantApiKey,
  writeAssistantApiKey,
  type TokenInfo,
} from './storage';
