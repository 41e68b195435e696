import { mergeConfig, type Plugin } from 'vite';
import base from '../vite.config.ts';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const report: Plugin = {
  name: 'probe-modules',
  generateBundle(_, bundle) {
    const out: Record<string, { file: string; modules: [string, number][]; gz: number; imports: string[]; dyn: string[] }> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      out[chunk.fileName] = {
        file: chunk.fileName,
        gz: gzipSync(chunk.code).length,
        modules: Object.entries(chunk.modules).map(([id, m]) => [id.replace(process.cwd() + '/', ''), m.renderedLength] as [string, number]).sort((a, b) => b[1] - a[1]),
        imports: chunk.imports,
        dyn: chunk.dynamicImports,
      };
    }
    writeFileSync('/tmp/probe/modules.json', JSON.stringify(out));
  },
};
export default (env: { command: 'build' | 'serve'; mode: string }) => {
  const cfg = typeof base === 'function' ? base(env as never) : base;
  return mergeConfig(cfg, { plugins: [report], build: { outDir: '/tmp/probe/dist', emptyOutDir: true } });
};
