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
 * Called by the `antd-css` plugin of vite.config.ts, which writes the result to src/shared/ui/generated/antd.css (not
 * committed); src/shared/ui/antd-styles.ts links it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import * as antd from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import { stillTheme, theme } from '../src/shared/ui/antd-theme.ts';

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

/** The antd components the shop's sources import (not types), with what they draw; sorted. */
export function antdComponentsUsed(srcDir = 'src'): string[] {
  const names = new Set<string>();
  const importRe = /import\s+\{([^}]*)\}\s+from\s+'antd'/g;
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(importRe)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]?.trim() ?? '';
        if (!name || name.startsWith('type ')) continue;
        names.add(name);
      }
    }
  }
  for (const name of [...names]) for (const drawn of DRAWS[name] ?? []) names.add(drawn);
  const exported = antd as unknown as Record<string, unknown>;
  return [...names].filter((name) => exported[name] !== undefined && name !== 'ConfigProvider' && name !== 'Grid').sort();
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
export function antdCssInputsKey(components: string[]): string {
  const antdVersion = (JSON.parse(readFileSync('node_modules/antd/package.json', 'utf8')) as { version: string }).version;
  const hash = createHash('sha256');
  hash.update(antdVersion);
  hash.update(JSON.stringify(theme));
  hash.update(JSON.stringify(stillTheme));
  hash.update(readFileSync(new URL(import.meta.url), 'utf8'));
  hash.update(components.join(','));
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

/** The stylesheet's text. */
export function generateAntdCss(components: string[]): string {
  // Rendered without zeroRuntime: with it, antd registers no style to extract.
  const normal = extract(theme, components);
  const still = extract(stillTheme, components);
  const normalVars = variableBlocks(normal);
  const overrides: string[] = [];
  for (const [selector, vars] of variableBlocks(still)) {
    const before = normalVars.get(selector);
    const changed = [...vars].filter(([name, value]) => before?.get(name) !== value);
    if (changed.length > 0) overrides.push(`${selector}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`);
  }
  const reduced = overrides.length > 0 ? `@media (prefers-reduced-motion: reduce){${overrides.join('')}}` : '';
  // the preview panels of message and notification that static-style-extract draws have variables of their own,
  // under a key from React's useId that no element of the shop carries
  const css = normal.replace(/[^{}]*\.css-var-_R_[^{}]*\{[^{}]*\}/g, '');
  return `${scopeBareLinks(css)}${reduced}`;
}
