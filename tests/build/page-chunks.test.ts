import { describe, expect, it, vi } from 'vitest';
import { groupedPages, pageChunks } from '../../scripts/vite/plugins/page-chunks.ts';
import { hook } from './hooks.ts';

const chunk = (fileName: string, moduleIds: string[], facadeModuleId: string | null = null) => ({ type: 'chunk' as const, fileName, moduleIds, facadeModuleId });

const bundle = {
  'assets/browser-a.js': chunk('assets/browser-a.js', ['/shop/src/pages/product-list/index.tsx', '/shop/src/features/catalogue/components/list-controls.tsx']),
  'assets/c-b.js': chunk('assets/c-b.js', ['/shop/src/pages/cart/index.tsx'], '/shop/src/pages/cart/index.tsx'),
  'assets/home-c.js': chunk('assets/home-c.js', ['/shop/src/pages/home/index.tsx', '/shop/src/pages/home/home.module.css'], '/shop/src/features/catalogue/components/brand-strip.tsx'),
  'assets/style.css': { type: 'asset' as const },
};

describe('page-chunks (scripts/vite/plugins)', () => {
  it('names the chunk of each page inside a group, not a page that is its own chunk', () => {
    expect(groupedPages(Object.values(bundle), '/shop')).toEqual({
      'src/pages/product-list/index.tsx': 'assets/browser-a.js',
      'src/pages/home/index.tsx': 'assets/home-c.js',
    });
  });

  it('writes them to .vite/page-chunks.json beside the manifest', () => {
    const plugin = pageChunks();
    hook(plugin, 'configResolved')({ root: '/shop' });
    const emitFile = vi.fn();
    hook(plugin, 'generateBundle', { emitFile })({}, bundle);
    expect(emitFile).toHaveBeenCalledOnce();
    const [file] = emitFile.mock.calls[0] as [{ fileName: string; source: string }];
    expect(file.fileName).toBe('.vite/page-chunks.json');
    expect(JSON.parse(file.source)).toEqual(groupedPages(Object.values(bundle), '/shop'));
  });
});
