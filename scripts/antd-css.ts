/**
 * antd's styles as one static stylesheet, generated at build time (docs/performance.md, "antd without its style
 * runtime"). `AntdScope` (src/shared/ui/antd-scope.tsx) runs antd with `theme.zeroRuntime`, so antd no longer
 * generates the component styles in the browser: they come from this file, rendered once in Node with
 * `@ant-design/static-style-extract` under the same theme (src/shared/ui/antd-theme.ts: tokens, `cssVar.key`,
 * `hashed: false`, antd's default prefix `ant`) and for the components `src/` imports from 'antd' (read from the
 * sources, so a new component is picked up by the next build), plus those they draw only in states that a
 * render on the server does not reach (a table's pager, a form item's grid).
 *
 * The reduced-motion theme (`stillTheme`) differs from the normal one in token values only (motion durations of
 * 0 s, antd/es/theme/util/alias.js): the CSS reads them as variables, so the same rules serve both, and the variables
 * that differ are written again under `@media (prefers-reduced-motion: reduce)`, the query `prefersReducedMotion`
 * (src/shared/lib/motion.ts) asks.
 *
 * Split by what draws it (`SHEETS`): the full sheet, for every page and dialog that the router or a `LazyDialog`
 * loads, and smaller sheets for the parts of the landing pages that draw antd (the login form, the catalogue's
 * islands, the feedback host), each holding only the components its parts import. Parsing the full sheet (some
 * 650 KiB) was the longest task of the login page on a slow phone (docs/performance.md).
 *
 * Called by the `antd-css` plugin (scripts/vite/plugins/antd-css.ts), which writes the results to src/shared/ui/generated/ (not
 * committed); src/shared/ui/antd-styles.ts links them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createElement, type ReactElement } from 'react';
import * as antd from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import { stillTheme, theme } from '../src/shared/ui/antd-theme.ts';
import { SHEETS, type SheetName } from './antd-sheets.ts';

/**
 * What a component draws only in states a render on the server does not reach (a table with rows and a pager,
 * a form item's grid, a confirmation's buttons), or what the feedback host (src/app/feedback-host.tsx) shows.
 */
const DRAWS: Record<string, string[]> = {
  App: ['message', 'notification', 'Modal', 'Button'],
  Form: ['Row', 'Col', 'Tooltip'],
  Table: ['Pagination', 'Spin', 'Empty', 'Checkbox', 'Radio', 'Dropdown', 'Tooltip'],
  Popconfirm: ['Popover', 'Button'],
  Select: ['Empty'],
  AutoComplete: ['Select', 'Empty'],
  Cascader: ['Select', 'Empty'],
  DatePicker: ['Button', 'Tag'],
  Typography: ['Tooltip'],
  Descriptions: ['Row', 'Col'],
  Card: ['Skeleton', 'Row', 'Col'],
  Modal: ['Button'],
  Drawer: ['Button'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The antd components a source file imports (not types). */
function antdImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'antd'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** With what they draw, the ones antd exports as components; sorted. */
function withDrawn(names: Set<string>): string[] {
  for (const name of [...names]) for (const drawn of DRAWS[name] ?? []) names.add(drawn);
  const exported = antd as unknown as Record<string, unknown>;
  return [...names].filter((name) => exported[name] !== undefined && name !== 'ConfigProvider' && name !== 'Grid').sort();
}

/** The antd components the shop's sources import (not types), with what they draw; sorted. */
export function antdComponentsUsed(srcDir = 'src'): string[] {
  return withDrawn(new Set(sourceFiles(srcDir).flatMap((file) => antdImports(readFileSync(file, 'utf8')))));
}

/** A module specifier of the shop (`@/…` or relative) as a file, or undefined for a package or a stylesheet. */
function resolveSource(specifier: string, from: string, srcDir: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `{ a, b as c, type d }` → the names taken (a, b), without types. */
function namesOf(clause: string): string[] {
  return clause
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0]?.trim() ?? '')
    .filter((name) => name && !name.startsWith('type '));
}

interface StaticImport {
  specifier: string;
  names: string[] | '*';
  /** `export { a as b } from`: the name exported (b) → the name in the module it comes from (a) */
  reexport?: Map<string, string>;
  /** `export * from` */
  star?: boolean;
}

/** The modules a module imports statically, each with the names it takes from it ('*': all of them). */
function staticImports(source: string): StaticImport[] {
  const found: StaticImport[] = [];
  // `import type`/`export type` and `import()` load nothing here
  const statement = /(?:^|\n)\s*(import|export)\s+(?!type\s)([^'";]*?)\s*from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'/g;
  for (const match of source.matchAll(statement)) {
    if (match[4]) {
      found.push({ specifier: match[4], names: '*' });
      continue;
    }
    const [, kind, clause = '', specifier = ''] = match;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (kind === 'export') {
      if (!braces) {
        found.push({ specifier, names: '*', star: true });
        continue;
      }
      const reexport = new Map<string, string>();
      for (const part of braces[1]!.split(',')) {
        const [from = '', to = from] = part.trim().split(/\s+as\s+/).map((x) => x.trim());
        if (from && !from.startsWith('type ')) reexport.set(to, from);
      }
      found.push({ specifier, names: [...reexport.values()], reexport });
      continue;
    }
    const rest = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    if (/\*\s+as\s/.test(rest)) found.push({ specifier, names: '*' });
    else found.push({ specifier, names: [...(braces ? namesOf(braces[1]!) : []), ...(rest ? ['default'] : [])] });
  }
  return found;
}

/**
 * The antd components drawn by what `entries` import statically (`import … from`, `export … from`; not `import()`,
 * which loads apart, nor `import type`), through the shop's own modules; with what they draw, sorted. A feature's
 * `index.ts` (its only door) is followed only along the names taken from it, as the bundler does; any other
 * module with everything it imports.
 */
export function antdComponentsReachable(entries: string[], srcDir = 'src'): string[] {
  const src = resolve(srcDir);
  const names = new Set<string>();
  const wanted = new Map<string, Set<string> | '*'>();
  const queue: { file: string; names: string[] | '*' }[] = entries.map((entry) => {
    const file = resolve(src, '..', entry);
    if (!existsSync(file)) throw new Error(`scripts/antd-css.ts: ${entry} does not exist (SHEETS)`);
    return { file, names: '*' };
  });
  for (let item = queue.shift(); item; item = queue.shift()) {
    const { file } = item;
    const barrel = /[\\/]index\.tsx?$/.test(file);
    const before = wanted.get(file);
    if (before === '*') continue;
    // a module that is not a door is read whole, once
    const fresh = item.names === '*' || !barrel ? '*' : item.names.filter((name) => !before?.has(name));
    if (fresh !== '*' && fresh.length === 0) continue;
    wanted.set(file, fresh === '*' ? '*' : new Set([...(before ?? []), ...fresh]));
    const source = readFileSync(file, 'utf8');
    for (const name of antdImports(source)) names.add(name);
    for (const { specifier, names: taken, reexport, star } of staticImports(source)) {
      const next = resolveSource(specifier, file, src);
      if (!next) continue;
      if (fresh !== '*' && reexport) {
        // only what was asked for of this door
        const asked = fresh.flatMap((name) => (reexport.has(name) ? [reexport.get(name)!] : []));
        if (asked.length > 0) queue.push({ file: next, names: asked });
      } else if (fresh !== '*' && star) {
        // of the names asked for, those the module gives (itself, or through a door of its own)
        const target = readFileSync(next, 'utf8');
        const gives = (name: string) =>
          /[\\/]index\.tsx?$/.test(next) ||
          new RegExp(`export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`).test(target);
        const asked = fresh.filter(gives);
        if (asked.length > 0) queue.push({ file: next, names: asked });
      } else {
        queue.push({ file: next, names: taken });
      }
    }
  }
  return withDrawn(names);
}

/** The components of every sheet. */
export function sheetComponents(srcDir = 'src'): Record<SheetName, string[]> {
  const partial = Object.fromEntries(
    Object.entries(SHEETS).map(([name, entries]) => [name, antdComponentsReachable([...entries], srcDir)]),
  ) as Record<keyof typeof SHEETS, string[]>;
  return { full: antdComponentsUsed(srcDir), ...partial };
}

function extract(config: antd.ThemeConfig, includes: string[]): string {
  return extractStyle({
    includes,
    customTheme: (node: ReactElement) => createElement(antd.ConfigProvider, { theme: config }, node),
  });
}

/** `selector{a:1;b:2}` blocks of custom properties only, by selector. */
function variableBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const match of css.matchAll(/([^{}]+)\{((?:--[\w-]+:[^;{}]*;?)+)\}/g)) {
    const selector = (match[1] ?? '').trim();
    const vars = blocks.get(selector) ?? new Map<string, string>();
    for (const declaration of (match[2] ?? '').split(';')) {
      const at = declaration.indexOf(':');
      if (at > 0) vars.set(declaration.slice(0, at), declaration.slice(at + 1));
    }
    blocks.set(selector, vars);
  }
  return blocks;
}

/** A key of what the stylesheet is made from: the plugin regenerates it when this changes. */
export function antdCssInputsKey(components: Record<SheetName, string[]>): string {
  const antdVersion = (JSON.parse(readFileSync('node_modules/antd/package.json', 'utf8')) as { version: string }).version;
  const hash = createHash('sha256');
  hash.update(antdVersion);
  hash.update(JSON.stringify(theme));
  hash.update(JSON.stringify(stillTheme));
  hash.update(readFileSync(new URL(import.meta.url), 'utf8'));
  hash.update(JSON.stringify(components));
  return hash.digest('hex').slice(0, 12);
}

/**
 * antd's link rules (`a`, `a:hover`, `a:focus{outline:0}`, `a:focus-visible{outline:var(--ant-…)}`…), which it
 * scopes to its components with the hash class; with `hashed: false` they come out bare and would restyle every
 * link of the shop once the sheet loads: the shell's links lost their focus ring (the variables are undefined outside
 * antd's elements). Scoped here to what is inside an antd component, as before: `:where(.css-var-lab) a…`, no
 * weight added.
 */
function scopeBareLinks(css: string): string {
  const scope = `:where(.${(theme.cssVar as { key: string }).key})`;
  const bareLink = /^a(?:[:[][^,]*)?$/;
  return css.replace(/(^|[{}])([^{}@]+)\{/g, (rule, before: string, selector: string) => {
    const parts = selector.split(',').map((part) => part.trim());
    if (!parts.every((part) => bareLink.test(part))) return rule;
    return `${before}${parts.map((part) => `${scope} ${part}`).join(',')}{`;
  });
}

/**
 * The stylesheets' texts. The reduced-motion variables are computed once, from the full sheet, and each sheet carries
 * those of the selectors it has.
 */
export function generateAntdSheets(components: Record<SheetName, string[]>): Record<SheetName, string> {
  // Rendered without zeroRuntime: with it, antd registers no style to extract.
  const full = extract(theme, components.full);
  const still = variableBlocks(extract(stillTheme, components.full));
  const fullVars = variableBlocks(full);
  const overrides = new Map<string, string>();
  for (const [selector, vars] of still) {
    const before = fullVars.get(selector);
    const changed = [...vars].filter(([name, value]) => before?.get(name) !== value);
    if (changed.length > 0) overrides.set(selector, `${selector}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`);
  }
  const sheet = (normal: string) => {
    const present = variableBlocks(normal);
    const reduced = [...overrides].filter(([selector]) => present.has(selector)).map(([, rule]) => rule);
    // the preview panels of message and notification that static-style-extract draws have variables of their own,
    // under a key from React's useId that no element of the shop carries
    const css = normal.replace(/[^{}]*\.css-var-_R_[^{}]*\{[^{}]*\}/g, '');
    return `${scopeBareLinks(css)}${reduced.length > 0 ? `@media (prefers-reduced-motion: reduce){${reduced.join('')}}` : ''}`;
  };
  const sheets = { full: sheet(full) } as Record<SheetName, string>;
  for (const name of Object.keys(SHEETS) as (keyof typeof SHEETS)[]) sheets[name] = sheet(extract(theme, components[name]));
  return sheets;
}
