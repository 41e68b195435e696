/**
 * `@rc-component/util/es/Dom/dynamicCSS.js` without `<style>` elements, for a CSP `style-src` without
 * 'unsafe-inline' (scripts/security-headers.ts). The `strict-styles` plugin (scripts/vite/plugins/strict-styles.ts) makes that module (and
 * the `updateCSS` of `@ant-design/icons/es/cssUtils.js`) export these, so what antd and its parts insert at run
 * time (cssinjs's token and component variables, the icons' `.anticon` reset, a dialog's scroll lock, the
 * scrollbar measure) becomes constructable stylesheets in `adoptedStyleSheets`, which the CSP does not govern
 * (docs/performance.md, "A style-src without 'unsafe-inline'").
 *
 * Adopted sheets come after every sheet of the document. What a caller prepends (before the shop's stylesheet,
 * which must keep winning) is wrapped in an anonymous `@layer`: layered rules lose to unlayered ones. Appended CSS
 * (the scroll lock) stays unlayered and last, as an appended `<style>` was.
 *
 * Callers get a detached `<style>` element back as a handle: cssinjs sets a property and an attribute on it. It is
 * never inserted and never gets the CSS. Where constructable stylesheets are missing (jsdom), `<style>` elements
 * are inserted as the original module does.
 */

interface Option {
  attachTo?: Element | ShadowRoot | null;
  prepend?: boolean | 'queue';
  priority?: number;
  mark?: string;
  csp?: { nonce?: string };
  styles?: HTMLElement[];
}

interface Entry {
  sheet: CSSStyleSheet;
  handle: HTMLStyleElement;
  css: string;
  prepend: boolean;
  priority: number;
}

type Root = Document | ShadowRoot;

const ORDER = 'data-rc-order';
/** Per document or shadow root: the sheets of this module in cascade order, and each by mark and key. */
const roots = new Map<Root, { order: Entry[]; byKey: Map<string, Entry> }>();
/** Every sheet this module made, adopted or removed since. */
const made = new WeakSet<CSSStyleSheet>();

function markOf(option: Option): string {
  const { mark } = option;
  return mark ? (mark.startsWith('data-') ? mark : `data-${mark}`) : 'rc-util-key';
}

function adoptable(): boolean {
  return (
    typeof document !== 'undefined' &&
    Array.isArray(document.adoptedStyleSheets) &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

function rootOf(option: Option): Root {
  const { attachTo } = option;
  return typeof ShadowRoot !== 'undefined' && attachTo instanceof ShadowRoot ? attachTo : document;
}

function stateOf(root: Root) {
  let state = roots.get(root);
  if (!state) {
    state = { order: [], byKey: new Map() };
    roots.set(root, state);
  }
  return state;
}

/** Puts this module's sheets, in their order, after the other adopted sheets of `root`. */
function sync(root: Root, order: Entry[]): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((sheet) => !made.has(sheet)), ...order.map((entry) => entry.sheet)];
}

function text(css: string, prepend: boolean): string {
  return prepend ? `@layer{${css}}` : css;
}

// ---------------------------------------------------------------- fallback: <style> elements (jsdom)

function container(option: Option): Element | ShadowRoot {
  return option.attachTo ?? document.querySelector('head') ?? document.body;
}

function findStyle(key: string, option: Option): HTMLStyleElement | undefined {
  const mark = markOf(option);
  return Array.from(container(option).children).find(
    (node): node is HTMLStyleElement => node.tagName === 'STYLE' && node.getAttribute(mark) === key,
  );
}

// ---------------------------------------------------------------- the module's exports

export function injectCSS(css: string, option: Option = {}): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  const style = document.createElement('style');
  style.setAttribute(ORDER, option.prepend ? 'prepend' : 'append');
  if (!adoptable()) {
    style.textContent = css;
    const parent = container(option);
    if (option.prepend) parent.insertBefore(style, parent.firstChild);
    else parent.appendChild(style);
  }
  return style;
}

export function updateCSS(css: string, key: string, option: Option = {}): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  if (!adoptable()) {
    const existing = findStyle(key, option);
    if (existing) {
      if (existing.textContent !== css) existing.textContent = css;
      return existing;
    }
    const style = injectCSS(css, option);
    style?.setAttribute(markOf(option), key);
    return style;
  }
  const root = rootOf(option);
  const state = stateOf(root);
  const id = `${markOf(option)}\u0000${key}`;
  const existing = state.byKey.get(id);
  if (existing) {
    if (existing.css !== css) {
      existing.css = css;
      existing.sheet.replaceSync(text(css, existing.prepend));
    }
    return existing.handle;
  }
  const prepend = Boolean(option.prepend);
  const priority = option.prepend === 'queue' ? (option.priority ?? 0) : 0;
  const sheet = new CSSStyleSheet();
  made.add(sheet);
  sheet.replaceSync(text(css, prepend));
  const handle = document.createElement('style');
  handle.setAttribute(ORDER, option.prepend === 'queue' ? 'prependQueue' : prepend ? 'prepend' : 'append');
  handle.setAttribute(markOf(option), key);
  const entry: Entry = { sheet, handle, css, prepend, priority };
  const { order } = state;
  if (!prepend) order.push(entry);
  else if (option.prepend === 'queue') {
    // after the queued sheets of the same or a lower priority, as the original module inserts them
    let at = 0;
    order.forEach((other, index) => {
      if (other.prepend && other.priority <= priority) at = index + 1;
    });
    order.splice(at, 0, entry);
  } else order.unshift(entry);
  state.byKey.set(id, entry);
  sync(root, order);
  return handle;
}

export function removeCSS(key: string, option: Option = {}): void {
  if (typeof document === 'undefined') return;
  if (!adoptable()) {
    findStyle(key, option)?.remove();
    return;
  }
  const root = rootOf(option);
  const state = roots.get(root);
  const id = `${markOf(option)}\u0000${key}`;
  const entry = state?.byKey.get(id);
  if (!state || !entry) return;
  state.byKey.delete(id);
  state.order.splice(state.order.indexOf(entry), 1);
  sync(root, state.order);
}

