export * from './types';
export { getAccess, hasCompanyProfile, type Access } from './access';
export { appStore, sessionPhaseAtom, type AppStore } from './store';
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
  type TokenInfo,
} from './storage';
