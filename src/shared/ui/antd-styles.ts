import href from './generated/antd.css?url';

let loading: Promise<void> | null = null;

/**
 * antd's stylesheet, generated at build time (scripts/antd-css.ts): antd runs without its style runtime
 * (`zeroRuntime`, src/shared/ui/antd-theme.ts), so what it draws has no styles until this file is in. Linked when
 * antd's scope is first wanted (src/shared/ui/load-antd-scope.ts), never by index.html: the landing pages draw
 * without antd and must not wait for it (docs/performance.md). Resolves once the sheet has loaded, so antd's
 * content is never shown unstyled; rejects when it cannot be fetched (offline, or a new deployment removed it),
 * like a chunk that fails, and the next call tries again.
 */
export function antdStyles(): Promise<void> {
  // unit tests: no URL (vite.config.ts), jsdom loads no stylesheet
  if (!href) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loading = null;
      reject(new Error(`antd's stylesheet did not load: ${href}`));
    };
    // first in <head>, where antd's own styles went (@ant-design/cssinjs prepends them): the shop's stylesheet,
    // later in the document, keeps winning where it restyles an antd element with a selector of the same weight
    document.head.prepend(link);
  });
  return loading;
}
