import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { antdWithoutStyleCode } from '../../scripts/vite/plugins/antd-without-style-code.ts';
import { hook } from './hooks.ts';

const ANTD = '/x/node_modules/antd/es/demo/style/index.js';

describe('antd-without-style-code (scripts/vite/plugins)', () => {
  const transform = hook(antdWithoutStyleCode(), 'transform', { parse: (code: string) => parseAst(code) });
  const run = (code: string, id = ANTD) => (transform(code, id) as { code: string } | undefined)?.code;

  it("replaces each style hook's generator with () => [] and keeps its name and component tokens", () => {
    const code = [
      "export default genStyleHooks('Demo', token => [genDemoStyle(token)], prepareComponentToken);",
      "export const Sub = genSubStyleComponent(['Demo', 'sub'], function (token) { return [token]; }, prepareComponentToken);",
      "const hook = genComponentStyleHook('Other', genOther, t => ({ size: t.size }));",
    ].join('\n');
    expect(run(code)).toBe(
      [
        "export default genStyleHooks('Demo', () => [], prepareComponentToken);",
        "export const Sub = genSubStyleComponent(['Demo', 'sub'], () => [], prepareComponentToken);",
        "const hook = genComponentStyleHook('Other', () => [], t => ({ size: t.size }));",
      ].join('\n'),
    );
  });

  it("empties the generator of an installed antd component's style (antd's Divider)", () => {
    const id = resolve('node_modules/antd/es/divider/style/index.js');
    const code = readFileSync(id, 'utf8');
    expect(code).toMatch(/genStyleHooks\('Divider', token => \{/);
    const out = run(code, id) ?? '';
    // the bundler then drops the style functions only the generator called
    expect(out).toMatch(/genStyleHooks\('Divider', \(\) => \[\], prepareComponentToken,/);
    expect(out).not.toMatch(/genStyleHooks\('Divider', token =>/);
  });

  it('stops the build on a call of a shape it does not know, or a hook named but not called', () => {
    expect(() => run('export default genStyleHooks(name, gen);')).toThrow(/in a way not known/);
    expect(() => run('export default genStyleHooks;\nconst s = "genStyleHooks(";')).toThrow(/calls none/);
  });

  it("leaves modules outside antd's es build, and antd's theme, alone", () => {
    const code = "export default genStyleHooks('Demo', token => [token]);";
    expect(run(code, '/x/src/shared/ui/demo.js')).toBeUndefined();
    expect(run(code, '/x/node_modules/antd/es/theme/util/genStyleUtils.js')).toBeUndefined();
    expect(run('export const x = 1;')).toBeUndefined();
  });
});
