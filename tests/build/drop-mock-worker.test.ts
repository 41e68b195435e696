import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropMockWorker, MOCK_WORKER } from '../../scripts/vite/plugins/drop-mock-worker.ts';
import { hook } from './hooks.ts';

describe('drop-mock-worker (scripts/vite/plugins)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function built(drop: boolean) {
    root = mkdtempSync(join(tmpdir(), 'drop-mock-worker-'));
    mkdirSync(join(root, 'out'));
    writeFileSync(join(root, 'out', MOCK_WORKER), '// msw');
    writeFileSync(join(root, 'out', 'index.html'), '<!doctype html>');
    const plugin = dropMockWorker(drop);
    hook(plugin, 'configResolved')({ root, build: { outDir: 'out' } });
    hook(plugin, 'closeBundle')();
    return join(root, 'out');
  }

  it('removes the fake mall worker from a build without the fake mall, and nothing else', () => {
    const out = built(true);
    expect(existsSync(join(out, MOCK_WORKER))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('keeps it when the build runs the fake mall', () => {
    expect(existsSync(join(built(false), MOCK_WORKER))).toBe(true);
  });
});
