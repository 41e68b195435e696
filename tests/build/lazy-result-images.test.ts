import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyResultImages, withLazyImages } from '../../scripts/vite/plugins/lazy-result-images.ts';
import { hook } from './hooks.ts';

const RESULT = `${process.cwd()}/node_modules/antd/es/result/index.js`;

describe('lazy-result-images (scripts/vite/plugins)', () => {
  it("imports the installed antd Result's three illustrations lazily, each in a chunk of its own", () => {
    const out = hook(lazyResultImages(), 'transform')(readFileSync(RESULT, 'utf8'), RESULT) as { code: string };
    for (const name of ['noFound', 'serverError', 'unauthorized']) {
      expect(out.code).not.toContain(`import ${name} from './${name}'`);
      expect(out.code).toContain(`const ${name} = __lazyImage(() => import('./${name}'));`);
    }
    // the maps that draw them still name them
    expect(out.code).toMatch(/'404': noFound/);
    // a picture that cannot come is drawn as nothing
    expect(out.code).toContain('.catch(() => ({ default: () => null }))');
  });

  it('leaves every other module, and a Result that imports its pictures otherwise, alone', () => {
    expect(withLazyImages("import noFound from './noFound';", '/x/node_modules/antd/es/empty/index.js')).toBeUndefined();
    expect(withLazyImages("import noFound from './noFound';\nimport serverError from './serverError';", 'C:\\x\\node_modules\\antd\\es\\result\\index.js')).toBeUndefined();
    expect(hook(lazyResultImages(), 'transform')('var a=1;', '/x/src/a.ts')).toBeUndefined();
  });
});
