import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdComponentsReachable } from '../../scripts/antd-css.ts';
import { SHEETS } from '../../scripts/antd-sheets.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import('./x')` of a file, as a path from the repository's root, extension found. */
function loadedBy(file: string, source: string): string[] {
  return [...source.matchAll(/import\('([^']+)'\)/g)].map(([, specifier = '']) => {
    const base = specifier.startsWith('@/') ? join('src', specifier.slice(2)) : relative('.', resolve(dirname(file), specifier));
    const found = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((path) => readdirSync(dirname(path)).includes(path.split('/').pop()!));
    return found ?? base;
  });
}

describe("antd's smaller stylesheets name the modules that load them (scripts/antd-sheets.ts)", () => {
  it('every module an antdIsland loads is an entry of the landing sheet', () => {
    const islands = sources('src')
      .filter((file) => !file.endsWith('antd-island.tsx'))
      .map((file) => [file, readFileSync(file, 'utf8')] as const)
      .filter(([, source]) => /antdIsland\(/.test(source));
    expect(islands.length).toBeGreaterThan(0);
    // the modules of the islands only, not a file's other lazy imports (a chunk without antd)
    const islandCalls = (source: string) => (source.match(/antdIsland\(\s*\(\)\s*=>\s*import\('[^']+'\)/g) ?? []).join('\n');
    const loaded = islands.flatMap(([file, source]) => loadedBy(file, islandCalls(source)));
    expect(loaded.length).toBeGreaterThan(0);
    for (const module of loaded) expect(SHEETS.landing, `${module} is drawn by an antdIsland`).toContain(module);
  });

  it("the login page's panel is the login sheet's entry, and the feedback host the feedback sheet's", () => {
    const auth = readFileSync('src/features/auth/index.ts', 'utf8');
    expect(loadedBy('src/features/auth/index.ts', /loadLoginPanel = \(\) => (import\('[^']+'\))/.exec(auth)?.[1] ?? '')).toEqual([...SHEETS.login]);
    expect(readFileSync('src/pages/login/index.tsx', 'utf8')).toMatch(/withAntd\(loadLoginPanel\(\)[^;]*'login'\)/);
    expect(readFileSync('src/app/providers.tsx', 'utf8')).toMatch(/import\('\.\/feedback-host'\), antdStyles\('feedback'\)/);
    expect(SHEETS.feedback).toEqual(['src/app/feedback-host.tsx']);
  });
});

describe('antdComponentsReachable', () => {
  const root = mkdtempSync(join(tmpdir(), 'antd-sheets-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('src/entry.tsx', "import { Shown } from '@/feature';\nimport type { Typed } from './typed';\nconst later = () => import('./later');\n");
  write('src/feature/index.ts', "export { Shown } from './shown';\nexport { Other as Unused } from './other';\nexport * from './star';\n");
  write('src/feature/shown.tsx', "import { Button, Input as Field } from 'antd';\nimport { helper } from '../helper';\n");
  write('src/feature/other.tsx', "import { Table } from 'antd';\n");
  write('src/feature/star.tsx', "import { Tabs } from 'antd';\nexport function Starred() {}\n");
  write('src/helper.ts', "import { Steps, type TableProps } from 'antd';\n");
  write('src/typed.tsx', "import { Cascader } from 'antd';\n");
  write('src/later.tsx', "import { DatePicker } from 'antd';\n");

  it("follows static imports, a feature's door only along the names taken from it, with what they draw", () => {
    // Input is drawn through its own name; Table (not taken), Tabs (a star re-export nobody asked a name of),
    // Cascader (a type import) and DatePicker (import(), loaded apart) are not reached
    expect(antdComponentsReachable(['src/entry.tsx'], join(root, 'src'))).toEqual(['Button', 'Input', 'Steps']);
  });

  it('a star re-export passes the names asked for on', () => {
    write('src/star-entry.tsx', "import { Starred } from '@/feature';\n");
    expect(antdComponentsReachable(['src/star-entry.tsx'], join(root, 'src'))).toEqual(['Tabs']);
  });

  it('an entry that does not exist stops the build, naming it', () => {
    expect(() => antdComponentsReachable(['src/gone.tsx'], join(root, 'src'))).toThrow('src/gone.tsx');
  });
});
