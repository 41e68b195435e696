import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODES_FILE, DOCUMENT_FILE, MOCK_FACTS_FILE, SOURCE, TYPES_FILE, findDrift, generate } from '../../scripts/api-gen.ts';

// vitest runs from the repository's root
const ROOT = process.cwd();
const read = (path: string) => readFileSync(`${ROOT}/${path}`, 'utf8');

describe('the files generated from docs/openapi.yaml (npm run api:check)', () => {
  it('are committed as the document generates them', async () => {
    expect(findDrift(await generate(read(SOURCE)), read)).toEqual([]);
  });

  it('a hand-edited or missing generated file is drift', async () => {
    const files = await generate(read(SOURCE));
    const edited = (path: string) => (path === TYPES_FILE ? read(path).replace('CartInfo: {', 'CartInfo: { edited: true;') : read(path));
    expect(findDrift(files, edited)).toEqual([TYPES_FILE]);
    expect(findDrift(files, (path) => (path === DOCUMENT_FILE ? null : read(path)))).toEqual([DOCUMENT_FILE]);
  });

  it('a changed document without regenerating is drift in both files', async () => {
    const changed = read(SOURCE).replace('summary: 购物车（v2；', 'summary: 购物车（第二版；');
    expect(changed).not.toBe(read(SOURCE));
    expect(findDrift(await generate(changed), read).sort()).toEqual([DOCUMENT_FILE, TYPES_FILE].sort());
  });

  it('a renamed code or a changed label without regenerating is drift in the facts of src and of mocks', async () => {
    const renamed = read(SOURCE).replace('x-name: coaNotFound,', 'x-name: lotWithoutCoa,');
    expect(renamed).not.toBe(read(SOURCE));
    expect(findDrift(await generate(renamed), read).sort()).toEqual([DOCUMENT_FILE, CODES_FILE, MOCK_FACTS_FILE].sort());
    const files = await generate(read(SOURCE));
    expect(findDrift(files, (path) => (path === MOCK_FACTS_FILE ? read(path).replace('"coaNotFound": 10404', '"coaNotFound": 10405') : read(path)))).toEqual([
      MOCK_FACTS_FILE,
    ]);
  });

  it('the command CI runs passes on the committed files', () => {
    const run = spawnSync(process.execPath, ['scripts/api-gen.ts', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // it ran and compared (a script that silently did nothing would pass the two lines above)
    expect(run.stdout).toContain('api:check: the generated files match');
  });
});
