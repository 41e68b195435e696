/**
 * `antd-without-style-code`: antd's style generators left out of the bundle. With `theme.zeroRuntime` (src/shared/ui/antd-theme.ts) a
 * component's style hook returns before it would call the function that writes its CSS (`genComponentStyleHook`
 * in @ant-design/cssinjs-utils): that CSS is the build's stylesheet (scripts/antd-css.ts, which runs antd in Node,
 * untouched by this). So in each `genStyleHooks` / `genSubStyleComponent` / `genComponentStyleHook` call of antd's
 * modules the generator becomes `() => []`, and the bundler drops the code only it reached: about a third of
 * antd's code, fetched by every page that draws antd (docs/performance.md "antd without its style runtime").
 * The component tokens (the third argument) stay: antd still computes its CSS variables at runtime.
 * A call of another shape, or none where one was, stops the build rather than leaving the code in unnoticed.
 * Buys: all JS 1075 → 1006 KiB gzip; login's scripts until idle 326 → 308 KiB (Lighthouse, 96b7777, 11-27).
 */
import type { Plugin } from 'vite';
import { splice, walk, type EsNode as Node } from '../estree.ts';

export function antdWithoutStyleCode(): Plugin {
  const ANTD = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;
  const HOOKS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
  const CALL = /\b(genStyleHooks|genSubStyleComponent|genComponentStyleHook)\(/;
  return {
    name: 'antd-without-style-code',
    apply: 'build',
    transform(code, id) {
      if (!ANTD.test(id) || !CALL.test(code) || /[\\/]theme[\\/]/.test(id)) return undefined;
      const edits: { start: number; end: number; by: string }[] = [];
      walk(this.parse(code) as unknown as Node, (node) => {
        if (node.type === 'CallExpression') {
          const callee = node.callee as Node & { name?: string };
          const args = node.arguments as Node[];
          if (callee.type === 'Identifier' && HOOKS.has(callee.name ?? '')) {
            const [name, generator] = args;
            if (!name || !generator || !['Literal', 'ArrayExpression'].includes(name.type)) {
              throw new Error(`antd-without-style-code: ${id} calls ${callee.name ?? ''} in a way not known (scripts/vite/plugins/antd-without-style-code.ts)`);
            }
            const text = code.slice(generator.start, generator.end);
            const after = /^\s*[,)]/.test(code.slice(generator.end));
            const known =
              after &&
              (generator.type === 'Identifier'
                ? text === (generator as Node & { name?: string }).name
                : (generator.type === 'ArrowFunctionExpression' && /^(\(|[\w$]+\s*=>)/.test(text)) ||
                  (generator.type === 'FunctionExpression' && text.startsWith('function')));
            if (!known) throw new Error(`antd-without-style-code: ${id}'s style generator is not where the parser says (scripts/vite/plugins/antd-without-style-code.ts)`);
            edits.push({ start: generator.start, end: generator.end, by: '() => []' });
          }
        }
      });
      if (edits.length === 0) throw new Error(`antd-without-style-code: ${id} names a style hook but calls none (scripts/vite/plugins/antd-without-style-code.ts)`);
      return { code: splice(code, edits), map: null };
    },
  };
}
