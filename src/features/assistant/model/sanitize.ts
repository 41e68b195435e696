import DOMPurify, { type Config } from 'dompurify';
import { imageSources } from '@/shared/api';
import { acceptedImageUrl } from '@/shared/lib/image-url';

/**
 * The one gate between model output and innerHTML. Answers may carry raw
 * HTML (spec §2), so everything executable or page-changing is removed:
 * scripts, event handlers, javascript:/vbscript:/data: URLs, forms and their
 * controls, styles, SVG and MathML (mXSS), frames, meta refresh, base href.
 * Links open in a new tab without opener or referrer; the shop's own product
 * links (`/product/…`) stay in the tab and are routed by the chat view.
 * Pictures are kept only from the origins the shop's own pictures may come from
 * (the API's, the shop's, VITE_IMAGE_ORIGINS: src/shared/lib/image-url.ts); any
 * other `<img>` is removed, so a prompt-injected document cannot make the answer
 * call a tracking pixel elsewhere (srcset, picture/source, background and poster
 * are removed outright).
 */
const FORBID_TAGS = [
  'script', 'style', 'link', 'meta', 'base', 'title', 'template', 'noscript', 'noembed', 'noframes',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'output', 'keygen', 'label', 'fieldset',
  'svg', 'math', 'video', 'audio', 'source', 'track', 'picture', 'dialog', 'slot',
];
const FORBID_ATTR = [
  'style', 'srcset', 'action', 'formaction', 'background', 'poster', 'ping', 'lowsrc', 'dynsrc', 'xlink:href', 'form', 'autofocus',
];
const URL_ATTRS = new Set(['href', 'src', 'cite', 'longdesc', 'usemap', 'xlink:href', 'action', 'formaction']);
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data|file|blob|filesystem):/;
/** Whitespace and control characters browsers ignore inside a scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

export const INTERNAL_LINK_CLASS = 'assistant-internal-link';

export function isInternalPath(href: string): boolean {
  return /^\/(?!\/)/.test(href) && !href.startsWith('/\\');
}

const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // http(s), mailto, tel and relative URLs only.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) {
      data.keepAttr = false;
      return;
    }
    if (URL_ATTRS.has(name)) {
      const compact = data.attrValue.replace(IGNORED_IN_URL, '').toLowerCase();
      if (DANGEROUS_SCHEME.test(compact) || compact.startsWith('&#') || compact.includes('&colon;')) data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      const accepted = src === null ? undefined : acceptedImageUrl(src, imageSources(), globalThis.location.href);
      // the iterator DOMPurify walks with survives the removal of the node it stands on (an <img> has no children)
      if (accepted === undefined) node.remove();
      else node.setAttribute('src', accepted);
      return;
    }
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    node.removeAttribute('target');
    node.classList.remove(INTERNAL_LINK_CLASS);
    if (href && isInternalPath(href)) {
      node.classList.add(INTERNAL_LINK_CLASS);
      node.removeAttribute('rel');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/**
 * Event-handler attributes taken out of tags before DOMPurify parses the text.
 * DOMPurify removes them anyway (the hook above); this only spares Chromium's
 * report: parsing `<img onerror=…>` with DOMParser under the shop's CSP
 * (`script-src 'self'`) logs a blocked inline handler although an inert
 * document runs nothing (a known Chromium behaviour, DOMPurify issue #107).
 */
const HANDLER_IN_TAG = /<[^<>]*>/g;
const HANDLER_ATTR = /([\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

export function sanitizeHtml(html: string): string {
  const quiet = html.replace(HANDLER_IN_TAG, (tag) => tag.replace(HANDLER_ATTR, '$1'));
  return getPurifier().sanitize(quiet, config);
}
