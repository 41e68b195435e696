/**
 * `preview-security-headers`: `vite preview` (so `npm run preview:mock`) answers with the shop's CSP and security
 * headers (scripts/security-headers.ts, README "Deploying"), so the e2e tests run under the CSP a deployment sends.
 * Buys: the CSP checked before deployment (tests/e2e/csp.spec.ts); no speed effect (preview only).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { securityHeaders } from '../../security-headers.ts';

export function previewSecurityHeaders(raw: Record<string, string>): Plugin {
  let base = '/';
  let index = '';
  return {
    name: 'preview-security-headers',
    configResolved(config) {
      base = config.base;
      index = resolve(config.root, config.build.outDir, 'index.html');
    },
    configurePreviewServer(server) {
      // the served build's index.html: the CSP names its landing script's hash
      const headers = securityHeaders(raw, base, existsSync(index) ? readFileSync(index, 'utf8') : '');
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
