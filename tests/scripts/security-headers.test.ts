import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from '../../scripts/security-headers.ts';

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
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
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
  it("script-src allows the built index.html's inline script by the hash of its exact text, and nothing else inline", () => {
    const landing = '// the landing script\n(function(){document.documentElement.dataset.x="1"})();\n';
    const html = `<head><meta charset="UTF-8" />\n<script>${landing}</script>\n<script type="module" crossorigin src="/assets/index-abcdefg.js"></script></head>`;
    const hash = `'sha256-${createHash('sha256').update(landing).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    const csp = securityHeaders(raw, undefined, html)['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
    // WebAssembly may compile (the scan decoder); no JS eval, nothing inline
    expect(csp.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe');
    // one character more and it is another script: the hash no longer matches
    expect(inlineScriptHashes(html.replace('="1"', '="2"'))).not.toEqual([hash]);
    expect(directive(securityHeaders(raw)['Content-Security-Policy']!, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});
