/**
 * `lazy-result-images`: antd's Result module imports its three illustrations (404, 403, 500; about 10 KiB gzip) whatever
 * the status drawn, so every page with a `LoadFailed` (a warning Result, shown only when a load fails) fetched them.
 * Here each is a lazy component in a chunk of its own, fetched when a Result with that status is drawn (订单不存在, a
 * page that does not exist); if that chunk cannot come (offline) the Result is drawn without its picture. The box
 * keeps the picture's size meanwhile (antd's `.ant-result-image`), so nothing moves when it comes.
 * Buys: 10 KiB gzip off the files a member's page loads (/order, an order, the statement, 合并开票, the cart …),
 * 4d228a1 against this plugin (the static files of /order beyond the entry, `vite build`).
 */
import type { Plugin } from 'vite';

const RESULT = /[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/;
const IMAGES = ['noFound', 'serverError', 'unauthorized'] as const;

/** antd's result/index.js with its illustrations imported lazily; undefined for any other module (or another shape). */
export function withLazyImages(code: string, id: string): string | undefined {
  if (!RESULT.test(id)) return undefined;
  let out = code;
  for (const name of IMAGES) {
    const statement = `import ${name} from './${name}';`;
    if (!out.includes(statement)) return undefined; // antd changed how it imports them: leave the module as it is
    out = out.replace(statement, `const ${name} = __lazyImage(() => import('./${name}'));`);
  }
  return `import { createElement as __h, lazy as __lazy, Suspense as __Suspense } from 'react';
const __lazyImage = (load) => {
  const Image = __lazy(() => load().catch(() => ({ default: () => null })));
  return () => __h(__Suspense, { fallback: null }, __h(Image));
};
${out}`;
}

export function lazyResultImages(): Plugin {
  return {
    name: 'lazy-result-images',
    apply: 'build',
    transform(code, id) {
      const out = withLazyImages(code, id);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
