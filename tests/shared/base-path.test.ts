import { describe, expect, it } from 'vitest';
import { basePath, routerBasename } from '@/shared/lib/base-path';

describe('base path (vite build --base)', () => {
  it('takes the path of a path base or a full CDN base', () => {
    expect(basePath('/')).toBe('');
    expect(basePath('/shop/')).toBe('/shop');
    expect(basePath('https://cdn.example.cn/shop/')).toBe('/shop');
    expect(basePath('https://cdn.example.cn/')).toBe('');
    expect(basePath('./')).toBe('');
  });

  it('routes under the base only when the page is served there', () => {
    expect(routerBasename('/shop/product', '/shop/')).toBe('/shop');
    expect(routerBasename('/shop', 'https://cdn.example.cn/shop/')).toBe('/shop');
    expect(routerBasename('/product', 'https://cdn.example.cn/shop/')).toBe('/');
    expect(routerBasename('/shopping', '/shop/')).toBe('/');
    expect(routerBasename('/cart', '/')).toBe('/');
  });
});
