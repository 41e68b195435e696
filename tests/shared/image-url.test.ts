import { describe, expect, it } from 'vitest';
import { acceptedImageUrl, pictureUrl, type ImageSources } from '@/shared/lib/image-url';

const sources: ImageSources = {
  apiBase: 'https://api.mall.cn/gw',
  pageOrigin: 'https://shop.mall.cn',
  imageOrigins: ['https://cdn.mall.cn', 'https://img.mall.cn:8443'],
};

describe('pictureUrl (docs/api.md "Images"; issue 23, item 11)', () => {
  it('puts the API base before a path', () => {
    expect(pictureUrl('/common/v1/images/material/abc.svg', sources)).toBe('https://api.mall.cn/gw/common/v1/images/material/abc.svg');
    expect(pictureUrl('common/v1/images/brand/b.svg', sources)).toBe('https://api.mall.cn/gw/common/v1/images/brand/b.svg');
  });
  it.each([
    'https://cdn.mall.cn/m/123.jpg',
    'https://img.mall.cn:8443/m/1.png',
    'https://api.mall.cn/other/x.png',
    'https://shop.mall.cn/favicon.svg',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('accepts %s (an accepted origin, or data:image)', (url) => {
    expect(pictureUrl(url, sources)).toBe(url);
  });
  it('a scheme-relative URL is taken on the page’s scheme and checked like the others', () => {
    expect(pictureUrl('//cdn.mall.cn/m/1.jpg', sources)).toBe('https://cdn.mall.cn/m/1.jpg');
    expect(pictureUrl('//evil.example/x.png', sources)).toBeUndefined();
  });
  it.each([
    'https://evil.example/x.png',
    'http://cdn.mall.cn/m/1.jpg', // the configured origin is https
    'https://img.mall.cn/m/1.png', // another port
    'https://cdn.mall.cn.evil.example/x.png',
    'https://cdn.mall.cn@evil.example/x.png',
    'https://user:pw@cdn.mall.cn/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://shop.mall.cn/1',
    'ftp://cdn.mall.cn/x.png',
  ])('refuses %s (the placeholder shows)', (url) => {
    expect(pictureUrl(url, sources)).toBeUndefined();
  });
  it('nothing for an absent picture', () => {
    expect(pictureUrl(undefined, sources)).toBeUndefined();
    expect(pictureUrl('  ', sources)).toBeUndefined();
  });
});

describe('acceptedImageUrl (the assistant’s answers)', () => {
  it('resolves against the given base: a relative path is the shop’s own', () => {
    expect(acceptedImageUrl('x.png', sources, 'https://shop.mall.cn/product/1')).toBe('https://shop.mall.cn/product/x.png');
    expect(acceptedImageUrl(' https://cdn.mall.cn/a.png ', sources)).toBe('https://cdn.mall.cn/a.png');
    expect(acceptedImageUrl('https://evil.example/a.png', sources)).toBeUndefined();
  });
});
