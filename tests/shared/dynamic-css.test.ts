import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCSS, updateCSS } from '@/shared/ui/dynamic-css';

/** A constructable stylesheet as far as src/shared/ui/dynamic-css.ts uses one (jsdom may lack it). */
class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}

function withAdoptedSheets() {
  const adopted: { value: FakeSheet[] } = { value: [] };
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => adopted.value,
    set: (sheets: FakeSheet[]) => void (adopted.value = sheets),
  });
  vi.stubGlobal('CSSStyleSheet', FakeSheet);
  // only this test's sheets: with the test files sharing a document (scripts/vite/test-config.ts), the module may hold real ones
  // adopted by another file's rendering
  return () => adopted.value.filter((sheet) => sheet instanceof FakeSheet).map((sheet) => sheet.text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'adoptedStyleSheets');
});

describe('dynamic-css (antd\'s updateCSS without <style> elements)', () => {
  it('adopts sheets by key: prepended ones layered and first, appended ones last, updated and removed in place', () => {
    const texts = withAdoptedSheets();
    // other test files share this document and may have left <style> elements of their own
    const styles = document.querySelectorAll('style').length;
    const lock = updateCSS('html body{overflow-y:hidden}', 'lock');
    const vars = updateCSS('.css-var-lab{--a:1}', 'vars', { mark: 'data-css-hash', prepend: 'queue', priority: -999 });
    expect(lock?.isConnected).toBe(false);
    expect(vars?.getAttribute('data-css-hash')).toBe('vars');
    expect(texts()).toEqual(['@layer{.css-var-lab{--a:1}}', 'html body{overflow-y:hidden}']);
    expect(updateCSS('.css-var-lab{--a:2}', 'vars', { mark: 'data-css-hash', prepend: 'queue' })).toBe(vars);
    expect(texts()).toEqual(['@layer{.css-var-lab{--a:2}}', 'html body{overflow-y:hidden}']);
    removeCSS('lock');
    removeCSS('vars', { mark: 'data-css-hash' });
    expect(texts()).toEqual([]);
    expect(document.querySelectorAll('style')).toHaveLength(styles);
  });

  it('falls back to <style> elements where constructable stylesheets are missing', () => {
    Object.defineProperty(document, 'adoptedStyleSheets', { configurable: true, value: undefined });
    const style = updateCSS('a{color:red}', 'plain');
    expect(style?.isConnected).toBe(true);
    expect(updateCSS('a{color:blue}', 'plain')).toBe(style);
    expect(style?.textContent).toBe('a{color:blue}');
    removeCSS('plain');
    expect(style?.isConnected).toBe(false);
  });
});
