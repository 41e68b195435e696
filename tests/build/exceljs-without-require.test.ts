import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { excelWithoutRequire, withoutRequire } from '../../scripts/vite/plugins/exceljs-without-require.ts';
import { hook } from './hooks.ts';

const ASK = '"function"==typeof require&&require';

describe('exceljs-without-require (scripts/vite/plugins)', () => {
  it("answers the browserify loader's outer-require question with false, every time it is asked", () => {
    const code = `var a=${ASK};function o(){var b=${ASK};}`;
    expect(withoutRequire(code, '/x/node_modules/exceljs/dist/exceljs.min.js')).toBe('var a=!1;function o(){var b=!1;}');
    expect(withoutRequire(code, 'C:\\x\\node_modules\\exceljs\\dist\\exceljs.js')).toBe('var a=!1;function o(){var b=!1;}');
  });

  it('leaves every other module, and an exceljs without the question, alone', () => {
    expect(withoutRequire(`var a=${ASK};`, '/x/node_modules/other/dist/exceljs.min.js')).toBeUndefined();
    expect(withoutRequire('var a=1;', '/x/node_modules/exceljs/dist/exceljs.min.js')).toBeUndefined();
    expect(hook(excelWithoutRequire(), 'transform')('var a=1;', '/x/src/a.ts')).toBeUndefined();
  });

  it("finds the question in the installed exceljs's browser build (an update without it makes the plugin idle)", () => {
    const id = `${process.cwd()}/node_modules/exceljs/dist/exceljs.min.js`;
    const out = hook(excelWithoutRequire(), 'transform')(readFileSync(id, 'utf8'), id) as { code: string };
    expect(out.code).not.toContain(ASK);
  });
});
