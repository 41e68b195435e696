import { afterEach, describe, expect, it, vi } from 'vitest';
import { slicedPreloads } from '../../scripts/vite/plugins/sliced-preloads.ts';
import { hook } from './hooks.ts';

const HELPER = '\0vite/preload-helper.js';
const SHOP = 'https://shop.test/';
/** The links this test appended, in document order (other files of the shared graph may leave elements in <head>). */
const ours = () => [...document.head.querySelectorAll<HTMLLinkElement>(`link[href^="${SHOP}"]`)].map((el) => el.href);
// Vite's helper as far as the plugin reads it: one link appended per dependency, the stylesheets among them.
const helper = 'globalThis.__preload = (link, isCss) => { document.head.appendChild(link); };';

describe('sliced-preloads (scripts/vite/plugins)', () => {
  const transform = hook(slicedPreloads(), 'transform');
  afterEach(() => {
    vi.useRealTimers();
    // only this test's links: the shared module graph's other files keep what they put in <head>
    for (const el of document.head.querySelectorAll(`link[href^="${SHOP}"]`)) el.remove();
    Reflect.deleteProperty(globalThis, '__preload');
  });

  it("appends a lazy import's script links in later tasks, in order, and its stylesheets at once", () => {
    vi.useFakeTimers();
    const { code } = transform(helper, HELPER) as { code: string };
    new Function(code)();
    const preload = (globalThis as unknown as { __preload: (link: Element, isCss: boolean) => void }).__preload;
    const link = (href: string) => Object.assign(document.createElement('link'), { href: `https://shop.test/${href}` });
    for (const name of ['a.js', 'b.js', 'c.js']) preload(link(name), false);
    preload(link('s.css'), true);
    // the task that started the import appended only the stylesheet
    expect(ours()).toEqual(['https://shop.test/s.css']);
    vi.runAllTimers();
    expect(ours()).toEqual(['https://shop.test/s.css', 'https://shop.test/a.js', 'https://shop.test/b.js', 'https://shop.test/c.js']);
  });

  it("stops the build when Vite's helper no longer appends its links that way, and touches no other module", () => {
    expect(() => transform('export const x = 1;', HELPER)).toThrow(/no longer has/);
    expect(transform(helper, '/x/src/main.tsx')).toBeUndefined();
  });
});
