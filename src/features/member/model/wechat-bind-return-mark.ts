import { useSearchParams } from 'react-router-dom';

/** The query parameter that marks the official-account OAuth return leg of a binding (the page it started on). */
export const WECHAT_BIND_RETURN_PARAM = 'wxbind';

/** Where the binding's OAuth comes back to: this page, marked, without an older leg's code and state. */
export function bindReturnUrl(href: string): URL {
  const back = new URL(href);
  back.hash = '';
  back.searchParams.delete('code');
  back.searchParams.delete('state');
  back.searchParams.set(WECHAT_BIND_RETURN_PARAM, '1');
  return back;
}

/**
 * Whether this page is the return leg of 微信授权绑定 (`?wxbind=1`): then the shell loads the leg's handler
 * (./use-wechat-bind-return.ts), which every other page's first load does not carry.
 */
export function useWechatBindReturnMarked(): boolean {
  const [params] = useSearchParams();
  return params.get(WECHAT_BIND_RETURN_PARAM) === '1';
}
