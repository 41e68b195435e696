import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/security-headers.ts';

const raw = {
  VITE_API_BASE_URL: 'https://api.mall.cn/gw',
  VITE_ASSISTANT_BASE_URL: 'https://ragflow.mall.cn',
  VITE_WS_URL: 'wss://ws.mall.cn/wechat',
};
const directive = (csp: string, name: string) =>
  csp.split(';').map((d) => d.trim().split(/\s+/)).find(([first]) => first === name)?.slice(1);

describe('the CSP (README "Deploying"; issue 23, item 11)', () => {
  it('img-src holds the image origins of VITE_IMAGE_ORIGINS, and only img-src', () => {
    const csp = contentSecurityPolicy({ ...raw, VITE_IMAGE_ORIGINS: 'https://cdn.mall.cn, https://img.mall.cn:8443/' });
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.mall.cn', 'https://cdn.mall.cn', 'https://img.mall.cn:8443']);
    expect(directive(csp, 'connect-src')).not.toContain('https://cdn.mall.cn');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });
  it('without image origins img-src is the shop, data:, blob: (pictures the shop holds) and the API', () => {
    expect(directive(contentSecurityPolicy(raw), 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.mall.cn']);
  });
  it('a value that could add a directive is refused, not written into the header', () => {
    expect(() => contentSecurityPolicy({ ...raw, VITE_IMAGE_ORIGINS: "https://cdn.mall.cn; script-src 'unsafe-inline'" })).toThrow('VITE_IMAGE_ORIGINS');
  });
  it.each([
    ['VITE_API_BASE_URL', "https://api.mall.cn;script-src 'unsafe-inline'"],
    ['VITE_ASSISTANT_BASE_URL', 'https://ragflow.mall.cn,evil.example'],
    ['VITE_WS_URL', 'wss://ws.mall.cn"x/wechat'],
  ])('%s that the URL parser takes but a CSP would split is refused, naming it', (name, value) => {
    expect(() => contentSecurityPolicy({ ...raw, [name]: value })).toThrow(name);
  });
  it('an IPv6 loopback and a port stay one source', () => {
    expect(directive(contentSecurityPolicy({ ...raw, VITE_API_BASE_URL: 'http://[::1]:8787/mall' }), 'connect-src')).toContain('http://[::1]:8787');
  });
});
