import type * as Scope from './antd-scope';
import { antdStyles, type AntdSheet } from './antd-styles';

/**
 * antd's scope (src/shared/ui/antd-scope.tsx), its code and its stylesheet fetched in parallel: what draws antd
 * waits for both, so nothing of antd is shown unstyled. Every loader of the scope goes through here (the router's
 * pages, `withAntd`); the feedback host, which imports the scope itself, waits for `antdStyles` beside its chunk.
 * `sheet`: the smaller stylesheet that holds all that the part draws (src/shared/ui/antd-styles.ts), else `full`.
 */
export async function loadAntdScope(sheet: AntdSheet = 'full'): Promise<typeof Scope> {
  const [scope] = await Promise.all([import('./antd-scope'), antdStyles(sheet)]);
  return scope;
}
