import full from './generated/antd-full.css?url';
import login from './generated/antd-login.css?url';
import landing from './generated/antd-landing.css?url';
import feedback from './generated/antd-feedback.css?url';

/**
 * antd's stylesheets, generated at build time (scripts/antd-css.ts, named in scripts/antd-sheets.ts): `full` for
 * the router's pages and the dialogs, and smaller ones for the parts of the landing pages that draw antd, each with
 * only their components: `login` (the sign-in form), `landing` (antd's islands, src/shared/ui/antd-island.tsx) and
 * `feedback` (src/app/feedback-host.tsx). Parsing the full sheet was the login page's longest task on a slow phone.
 */
const HREF = { login, landing, feedback, full } as const;
export type AntdSheet = keyof typeof HREF;
/** The order of the sheets in the document: `full` last, so that once it is in, antd's rules cascade as in it alone. */
const ORDER = Object.keys(HREF) as AntdSheet[];

const loading = new Map<AntdSheet, Promise<void>>();
const links = new Map<AntdSheet, HTMLLinkElement>();

/**
 * antd runs without its style runtime (`zeroRuntime`, src/shared/ui/antd-theme.ts), so what it draws has no styles
 * until its sheet is in. Linked when a part that draws antd first loads (src/shared/ui/load-antd-scope.ts), never by
 * index.html: the landing pages draw without antd and must not wait for it (docs/performance.md). Resolves once the
 * sheet has loaded, so antd's content is never shown unstyled; a smaller sheet asked for once the full one is in or
 * on its way is the full one. Rejects when it cannot be fetched (offline, or a new deployment removed it), like a
 * chunk that fails, and the next call tries again.
 */
export function antdStyles(sheet: AntdSheet = 'full'): Promise<void> {
  // unit tests: no URL (scripts/vite/plugins/antd-css.ts), jsdom loads no stylesheet
  if (!HREF[sheet]) return Promise.resolve();
  const whole = loading.get('full');
  if (whole && sheet !== 'full') return whole;
  let promise = loading.get(sheet);
  if (promise) return promise;
  promise = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = HREF[sheet];
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      links.delete(sheet);
      loading.delete(sheet);
      reject(new Error(`antd's stylesheet did not load: ${HREF[sheet]}`));
    };
    // First in <head>, where antd's own styles went (@ant-design/cssinjs prepends them): the shop's stylesheet,
    // later in the document, keeps winning where it restyles an antd element with a selector of the same weight.
    // Among antd's sheets, in ORDER.
    const after = ORDER.slice(ORDER.indexOf(sheet) + 1).map((name) => links.get(name)).find(Boolean);
    const before = ORDER.slice(0, ORDER.indexOf(sheet)).reverse().map((name) => links.get(name)).find(Boolean);
    if (after) after.before(link);
    else if (before) before.after(link);
    else document.head.prepend(link);
    links.set(sheet, link);
  });
  loading.set(sheet, promise);
  return promise;
}
