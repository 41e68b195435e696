import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_MODULE, chunkFileName, chunkGroups, modulePreload } from '../../scripts/vite/chunks.ts';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('chunk groups and names (scripts/vite/chunks.ts)', () => {
  it("keeps the names in NAMED_CHUNKS (the groups', rolldown's runtime, approvals) and calls every other chunk c-<hash>", () => {
    for (const name of ['page-kit', 'approvals', 'catalogue', 'rolldown-runtime']) expect(chunkFileName({ name })).toBe('assets/[name]-[hash:7].js');
    expect(chunkFileName({ name: 'product-detail' })).toBe('assets/c-[hash:7].js');
  });

  it('every group names modules that exist (a moved file leaves its group silently)', () => {
    const sources = files(resolve('src'));
    for (const group of chunkGroups) {
      if (!('test' in group) || !(group.test instanceof RegExp) || group.test === ANTD_MODULE) continue;
      const test = group.test;
      const name = String(group.name);
      expect(sources.some((file) => test.test(file)), name).toBe(true);
    }
  });

  it("a landing page's group takes the class names kept beside its page (alone they were a file of 73 bytes)", () => {
    for (const name of ['home', 'browser']) {
      const group = chunkGroups.find((candidate) => candidate.name === name);
      const test = group && 'test' in group && group.test instanceof RegExp ? group.test : null;
      expect(test, name).not.toBeNull();
      // the page folders of the components the group takes, and the class names kept in them
      const folders = new Set(files(resolve('src/pages')).filter((file) => test?.test(file) && file.endsWith('.tsx')).map((file) => dirname(file)));
      const styled = [...folders].flatMap((folder) => files(folder).filter((file) => file.endsWith('.module.css')));
      expect(styled.length, name).toBeGreaterThan(0);
      expect(styled.filter((file) => !test?.test(file)), name).toEqual([]);
    }
  });

  it("the catalogue group holds no antd and no module the shell's own folders own", () => {
    const catalogue = chunkGroups.find((group) => group.name === 'catalogue');
    const test = catalogue && 'test' in catalogue && catalogue.test instanceof RegExp ? catalogue.test : null;
    expect(test).not.toBeNull();
    const matched = files(resolve('src')).filter((file) => test?.test(file));
    expect(matched.filter((file) => /[\\/](app|pages)[\\/]/.test(file))).toEqual([]);
    expect(test?.test(resolve('node_modules/antd/es/button/index.js'))).toBe(false);
  });

  it("the shared antd group takes antd and its parts, nothing of the shop's and no other library", () => {
    // after `index` (the entry's modules go there first), one file for all (not a group per entry set)
    expect(chunkGroups.map((candidate) => candidate.name).slice(0, 2)).toEqual(['index', 'antd-shared']);
    const group = chunkGroups[1];
    expect(group && 'test' in group ? group.test : undefined).toBe(ANTD_MODULE);
    expect(group).toMatchObject({ minShareCount: 30, includeDependenciesRecursively: false });
    expect(group && 'entriesAware' in group ? group.entriesAware : false).toBeFalsy();
    for (const file of ['antd/es/button/index.js', '@rc-component/select/es/Select.js', '@ant-design/icons/es/icons/DownOutlined.js', '@ant-design/cssinjs/es/index.js']) {
      expect(existsSync(resolve('node_modules', file)), file).toBe(true);
      expect(ANTD_MODULE.test(resolve('node_modules', file)), file).toBe(true);
    }
    for (const file of ['react-dom/cjs/react-dom-client.production.js', 'dayjs/dayjs.min.js', 'openchemlib/dist/openchemlib.js']) {
      expect(ANTD_MODULE.test(resolve('node_modules', file)), file).toBe(false);
    }
    expect(files(resolve('src')).filter((file) => ANTD_MODULE.test(file))).toEqual([]);
  });

  it("leaves the entry's own files out of a lazy chunk's preload list, not out of index.html's", () => {
    const resolveDependencies = typeof modulePreload === 'object' ? modulePreload.resolveDependencies : undefined;
    const deps = ['assets/index-AbC12_x.js', 'assets/rolldown-runtime-XKyaHtl.js', 'assets/c-BepIgcP.js', 'assets/catalogue-DMlfZ4z.js'];
    const run = (hostType: 'js' | 'html') => resolveDependencies?.('assets/c-x.js', deps, { hostId: 'assets/c-x.js', hostType });
    expect(run('js')).toEqual(['assets/c-BepIgcP.js', 'assets/catalogue-DMlfZ4z.js']);
    expect(run('html')).toEqual(deps);
  });
});
