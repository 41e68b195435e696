import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { antdCss } from '../../scripts/vite/plugins/antd-css.ts';
import { SHEET_NAMES } from '../../scripts/antd-sheets.ts';
import { hook } from './hooks.ts';

const DIR = 'src/shared/ui/generated';

describe('antd-css (scripts/vite/plugins), as the unit tests run it', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes an empty file for each missing sheet and leaves a written one as it is', async () => {
    root = mkdtempSync(join(tmpdir(), 'antd-css-'));
    const plugin = antdCss({ test: true });
    hook(plugin, 'configResolved')({ root });
    await hook(plugin, 'buildStart')();
    for (const name of SHEET_NAMES) expect(readFileSync(join(root, DIR, `antd-${name}.css`), 'utf8')).toBe('');
    writeFileSync(join(root, DIR, 'antd-full.css'), '.ant-btn{}');
    await hook(plugin, 'buildStart')();
    expect(readFileSync(join(root, DIR, 'antd-full.css'), 'utf8')).toBe('.ant-btn{}');
    expect(SHEET_NAMES.every((name) => existsSync(join(root, DIR, `antd-${name}.css`)))).toBe(true);
  });

  it("gives a sheet's `?url` import an empty URL in the unit tests only", () => {
    const id = `/shop/${DIR}/antd-login.css?url`;
    expect(hook(antdCss({ test: true }), 'load')(id)).toBe('export default "";');
    expect(hook(antdCss({ test: true }), 'load')(`/shop/${DIR}/antd-login.css`)).toBeUndefined();
    expect(hook(antdCss({ test: true }), 'load')('/shop/src/shared/ui/other.css?url')).toBeUndefined();
    expect(hook(antdCss({ test: false }), 'load')(id)).toBeUndefined();
  });
});
