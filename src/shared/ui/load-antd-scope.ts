import type * as Scope from './antd-scope';
import { antdStyles } from './antd-styles';

/**
 * antd's scope (src/shared/ui/antd-scope.tsx), its code and its stylesheet fetched in parallel: what draws antd
 * waits for both, so nothing of antd is shown unstyled. Every loader of the scope goes through here (the router's
 * pages, `withAntd`); the feedback host, which imports the scope itself, waits for `antdStyles` beside its chunk.
 */
export async function loadAntdScope(): Promise<typeof Scope> {
  const [scope] = await Promise.all([import('./antd-scope'), antdStyles()]);
  return scope;
}
