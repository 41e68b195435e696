/**
 * `strict-styles`: no `<style>` element and no `style` attribute, so the CSP's `style-src` needs no 'unsafe-inline'
 * (scripts/security-headers.ts, docs/performance.md "A style-src without 'unsafe-inline'"):
 *  - `@rc-component/util/es/Dom/dynamicCSS.js` (cssinjs's variables, a dialog's scroll lock, the scrollbar measure)
 *    and the `updateCSS` of `@ant-design/icons/es/cssUtils.js` (the icons' reset) become
 *    src/shared/ui/dynamic-css.ts, which adopts constructable stylesheets;
 *  - TextArea `autoSize` styles its hidden measuring textarea through the CSSOM (`style.cssText`) instead of
 *    `setAttribute('style', …)`.
 * A library update that changes one of these files stops the build here rather than breaking under the CSP.
 * Applied to the build and to the dev server's pre-bundled dependencies alike.
 * Buys: a CSP without 'unsafe-inline' in style-src (a security rule, not a speed gain): `<style>` elements on the
 * pages measured 0, from 4 to 23 (a3194b2, 11-27).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function strictStyles(root: string): Plugin {
  const ours = JSON.stringify(resolve(root, 'src/shared/ui/dynamic-css.ts'));
  const DYNAMIC_CSS = /[\\/]@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS\.js$/;
  const ICONS_CSS = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]cssUtils\.js$/;
  const AUTOSIZE = /[\\/]@rc-component[\\/]input[\\/]es[\\/]calculateNodeHeight\.js$/;
  const replace = (code: string, id: string, from: string, to: string) => {
    if (!code.includes(from)) throw new Error(`strict-styles: ${id} no longer has ${JSON.stringify(from)} (scripts/vite/plugins/strict-styles.ts)`);
    return code.replace(from, to);
  };
  return {
    name: 'strict-styles',
    transform(code, id) {
      if (DYNAMIC_CSS.test(id)) {
        // what the libraries import of it (@rc-component/util's index re-exports these three); its
        // clearContainerCache has no importer
        return { code: `export { injectCSS, removeCSS, updateCSS } from ${ours};`, map: null };
      }
      if (ICONS_CSS.test(id)) {
        const renamed = replace(code, id, 'export function updateCSS(', 'function runtimeUpdateCSS(');
        return { code: `${renamed}\nexport { updateCSS } from ${ours};\n`, map: null };
      }
      if (AUTOSIZE.test(id)) {
        return { code: replace(code, id, "hiddenTextarea.setAttribute('style', ", "Reflect.set(hiddenTextarea.style, 'cssText', "), map: null };
      }
      return undefined;
    },
  };
}
