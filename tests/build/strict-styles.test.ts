import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strictStyles } from '../../scripts/vite/plugins/strict-styles.ts';
import { hook } from './hooks.ts';

// The installed libraries' files: an update that moves what the plugin rewrites fails here before a build does.
const lib = (path: string) => {
  const id = resolve('node_modules', path);
  return [readFileSync(id, 'utf8'), id] as const;
};
const ours = JSON.stringify(resolve('/shop', 'src/shared/ui/dynamic-css.ts'));

describe('strict-styles (scripts/vite/plugins)', () => {
  const transform = hook(strictStyles('/shop'), 'transform');
  const run = (code: string, id: string) => (transform(code, id) as { code: string } | undefined)?.code;

  it("makes rc-util's dynamicCSS the shop's adopted-stylesheet module", () => {
    expect(run(...lib('@rc-component/util/es/Dom/dynamicCSS.js'))).toBe(`export { injectCSS, removeCSS, updateCSS } from ${ours};`);
  });

  it("swaps the icons' own updateCSS for the shop's, keeping the rest of the module", () => {
    const [code, id] = lib('@ant-design/icons/es/cssUtils.js');
    const out = run(code, id) ?? '';
    expect(out).not.toContain('export function updateCSS(');
    expect(out).toContain('function runtimeUpdateCSS(');
    expect(out.endsWith(`\nexport { updateCSS } from ${ours};\n`)).toBe(true);
  });

  it("sizes TextArea autoSize's hidden textarea through the CSSOM, not a style attribute", () => {
    const out = run(...lib('@rc-component/input/es/calculateNodeHeight.js')) ?? '';
    expect(out).not.toContain("hiddenTextarea.setAttribute('style'");
    expect(out).toContain("Reflect.set(hiddenTextarea.style, 'cssText', ");
  });

  it('stops the build when a library no longer has the text it rewrites, and leaves other modules alone', () => {
    expect(() => run('export const x = 1;', '/x/node_modules/@ant-design/icons/es/cssUtils.js')).toThrow(/no longer has/);
    expect(() => run('export const x = 1;', '/x/node_modules/@rc-component/input/es/calculateNodeHeight.js')).toThrow(/no longer has/);
    expect(run("el.setAttribute('style', 'x')", '/x/src/shared/ui/anything.ts')).toBeUndefined();
  });
});
