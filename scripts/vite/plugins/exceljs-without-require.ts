/**
 * `exceljs-without-require`: exceljs's browser build (loaded only when a statement is exported) is a browserify
 * bundle whose loader asks `"function"==typeof require&&require` for modules it does not hold (it holds them all).
 * Left as it is, the bundler answers that `require` with a shim in the runtime chunk, which every first load
 * fetches; the bundle never has an outer `require` in a browser, so the question is answered `false` here.
 * Buys: 0.2 KiB gzip of every first load (78fe57a, 11-26; not re-measured).
 */
import type { Plugin } from 'vite';

const ASK = '"function"==typeof require&&require';
const EXCELJS = /[\\/]exceljs[\\/]dist[\\/]exceljs(\.min)?\.js$/;

/** exceljs's code with its outer-`require` question answered `false`; undefined for any other module. */
export function withoutRequire(code: string, id: string): string | undefined {
  if (!EXCELJS.test(id) || !code.includes(ASK)) return undefined;
  return code.replaceAll(ASK, '!1');
}

export function excelWithoutRequire(): Plugin {
  return {
    name: 'exceljs-without-require',
    apply: 'build',
    transform(code, id) {
      const out = withoutRequire(code, id);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
