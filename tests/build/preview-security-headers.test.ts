import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewSecurityHeaders } from '../../scripts/vite/plugins/preview-security-headers.ts';
import { hook } from './hooks.ts';

type Middleware = (req: unknown, res: { setHeader: (name: string, value: string) => void }, next: () => void) => void;

describe('preview-security-headers (scripts/vite/plugins)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("answers every request with the shop's CSP, which allows the served index.html's inline script by its hash", () => {
    root = mkdtempSync(join(tmpdir(), 'preview-headers-'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<html><head><script>landing()</script></head></html>');
    const plugin = previewSecurityHeaders(loadEnv('production', process.cwd(), 'VITE_'));
    hook(plugin, 'configResolved')({ root, base: '/', build: { outDir: 'dist' } });
    const middlewares: Middleware[] = [];
    hook(plugin, 'configurePreviewServer')({ middlewares: { use: (fn: Middleware) => middlewares.push(fn) } });

    const headers = new Map<string, string>();
    const next = vi.fn();
    middlewares[0]?.({}, { setHeader: (name, value) => headers.set(name, value) }, next);
    expect(next).toHaveBeenCalledOnce();
    const hash = createHash('sha256').update('landing()').digest('base64');
    expect(headers.get('Content-Security-Policy')).toContain(`'sha256-${hash}'`);
    expect(headers.get('Content-Security-Policy')).not.toMatch(/style-src[^;]*unsafe/);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
