import { describe, expect, it } from 'vitest';
import { landingTable, withLandingScript } from '../../scripts/vite/plugins/preload-landing.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
  facadeModuleId,
  moduleIds,
});

// The entry (with the login page inside it), a page of its own, a page inside a group, antd's scope.
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/rolldown-runtime.js'], '/shop/index.html', ['/shop/src/main.tsx', '/shop/src/pages/login/index.tsx'], true),
  'assets/rolldown-runtime.js': chunk('assets/rolldown-runtime.js', [], null),
  'assets/home.js': chunk('assets/home.js', ['assets/index.js', 'assets/catalogue.js'], '/shop/src/pages/home/index.tsx'),
  'assets/catalogue.js': chunk('assets/catalogue.js', ['assets/rolldown-runtime.js'], null, ['/shop/src/shared/lib/format.ts']),
  'assets/browser.js': chunk('assets/browser.js', ['assets/catalogue.js'], null, ['/shop/src/pages/product-list/index.tsx']),
  'assets/c-detail.js': chunk('assets/c-detail.js', ['assets/catalogue.js'], '/shop/src/pages/product-detail/index.tsx'),
  'assets/c-scope.js': chunk('assets/c-scope.js', ['assets/c-antd.js', 'assets/index.js'], '/shop/src/shared/ui/antd-scope.tsx'),
  'assets/c-antd.js': chunk('assets/c-antd.js', [], null, ['/shop/node_modules/antd/es/index.js']),
  'assets/style.css': { type: 'asset' as const },
};

const routes = {
  '/': { page: 'src/pages/home/index.tsx', antdFree: true },
  '/product': { page: 'src/pages/product-list/index.tsx', antdFree: true },
  '/product/{id}': { page: 'src/pages/product-detail/index.tsx' },
  '/account/login': { page: 'src/pages/login/index.tsx' },
};

describe('preload-landing (scripts/vite/plugins)', () => {
  const table = landingTable(bundle, routes);
  const row = (path: string) => table.find(([pattern]) => new RegExp(pattern).test(path))?.[1];

  it("gives each budgeted route its page's files beyond the entry's, with antd's scope where the page draws antd", () => {
    expect(row('/')).toEqual(['assets/home.js', 'assets/catalogue.js']);
    // a page inside a group: the group's chunk
    expect(row('/product')).toEqual(['assets/browser.js', 'assets/catalogue.js']);
    expect(row('/product/66a3')).toEqual(['assets/c-detail.js', 'assets/catalogue.js', 'assets/c-scope.js', 'assets/c-antd.js']);
    // a page in the entry: a row without files of its own (main.tsx still learns its code is on its way)
    expect(row('/account/login')).toEqual(['assets/c-scope.js', 'assets/c-antd.js']);
  });

  it('matches a route with or without its trailing slash, and nothing longer', () => {
    expect(table.map(([pattern]) => pattern)).toEqual(['^\\/\\/?$', '^\\/product\\/?$', '^\\/product\\/[^\\/]+\\/?$', '^\\/account\\/login\\/?$']);
    expect(row('/product/')).toEqual(row('/product'));
    expect(row('/product/66a3/reviews')).toBeUndefined();
    expect(row('/cart')).toBeUndefined();
  });

  it('leaves a route of its own under a landing pattern (/product/compare under /product/{id}) to main.tsx', () => {
    const withStatics = landingTable(bundle, routes, ['/', '/product', '/product/compare', '/cart']);
    const match = (path: string) => withStatics.find(([pattern]) => new RegExp(pattern).test(path))?.[1];
    // before: the detail's files announced, and the document marked, on the compare page
    expect(row('/product/compare')).toEqual(row('/product/66a3'));
    expect(match('/product/compare')).toBeUndefined();
    expect(match('/product/compare/')).toBeUndefined();
    expect(match('/product/66a3')).toEqual(row('/product/66a3'));
    expect(match('/product/compare-x')).toEqual(row('/product/66a3'));
    expect(match('/')).toEqual(row('/'));
  });

  const html = '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <title>商城</title>\n';

  it('puts the script inline right after the charset and the viewport', () => {
    const out = withLandingScript(html, 'run()', '');
    expect(out).toBe(html.replace('    <title>', '    <script>run()</script>\n    <title>'));
  });

  it("opens the API's own origin before the script, for the calls (CORS) and the pictures (credentialed)", () => {
    const out = withLandingScript(html, 'run()', 'https://api.example.cn');
    expect(out).toContain(
      '<meta name="viewport" content="width=device-width" />\n    <link rel="preconnect" href="https://api.example.cn" crossorigin>\n    <link rel="preconnect" href="https://api.example.cn">\n    <script>run()</script>\n',
    );
  });

  it('stops the build when index.html does not begin with the charset and the viewport', () => {
    expect(() => withLandingScript(html.replace(/ *<meta name="viewport"[^\n]*\n/, ''), 'run()', '')).toThrow(/charset and the viewport/);
  });
});
