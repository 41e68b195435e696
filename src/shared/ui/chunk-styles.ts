import { updateCSS } from './dynamic-css';

/** The chunks whose styles are in: each is added once. */
const added = new Set<string>();

/**
 * The styles of a lazily loaded part (a page's dialogs and sections), shipped with its chunk rather than in the
 * shop's one stylesheet, which every first load fetches (`cssCodeSplit: false` in vite.config.ts,
 * docs/performance.md). `css` is a plain stylesheet imported with `?inline` (Vite minifies it) whose classes are
 * all named `<name>_<class>`; it is added to the document once, when the chunk first runs, so before anything of
 * the chunk draws (no flash), as a constructable stylesheet after the document's (src/shared/ui/dynamic-css.ts: the
 * CSP's style-src refuses `<style>` elements). Returns what a CSS module
 * would: the class names by their local name (`styles.card` → `receiving_card`).
 */
export function chunkStyles(name: string, css: string): Readonly<Record<string, string>> {
  if (typeof document !== 'undefined' && !added.has(name)) {
    added.add(name);
    updateCSS(css, name, { mark: 'data-chunk' });
  }
  const prefix = `${name}_`;
  const classes: Record<string, string> = {};
  for (const [, local] of css.matchAll(new RegExp(`\\.${prefix}([A-Za-z][\\w-]*)`, 'g'))) if (local) classes[local] = prefix + local;
  return classes;
}
