import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The spec's lists against the code (issue 23, item 20): every call of spec §7 is made by the shop or listed in
 * docs/api.md §11 with the reason it is not, and every storage key of spec §3 is used or documented as unused.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const SOURCES = sourceFiles('src').map((path) => ({ path, text: read(path) }));

/** The section of a Markdown file from its heading to the next heading of the same level. */
function section(markdown: string, heading: RegExp): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) throw new Error(`no section ${String(heading)}`);
  const level = /^#+/.exec(lines[start]!)![0];
  const end = lines.findIndex((line, i) => i > start && line.startsWith(`${level} `));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

type Prefix = 'v1' | 'v2' | 'common' | 'invoice';
interface Call {
  method: string;
  prefix: Prefix;
  path: string;
  /** as docs/api.md writes it: `{invoice}` for the invoices' base path, which the spec does not name */
  label: string;
}

function specCalls(): Call[] {
  const calls: Call[] = [];
  for (const match of section(read('docs/spec.md'), /^## 7\. /).matchAll(/^\| (GET|POST|PUT|DELETE) (\S+) \|/gm)) {
    const [, method, raw] = match as unknown as [string, string, string];
    const prefixed = /^\{(v1|v2|common)\}(\/.*)$/.exec(raw);
    const prefix: Prefix = prefixed ? (prefixed[1] as Prefix) : 'invoice';
    const path = prefixed ? prefixed[2]! : raw;
    calls.push({ method, prefix, path, label: `${method} {${prefix}}${path}` });
  }
  return calls;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The path as a string literal of the source: `/member/addresses/${encodeURIComponent(id)}` for {id}. */
function literal(path: string): string {
  const body = path
    .split(/\{[^}]+\}/)
    .map(escape)
    .join('\\$\\{[^}]*\\}');
  return `(['\`])${body}\\1`;
}

/**
 * Made by the shop: the path, under its prefix, in src/ — given straight to `paths.<prefix>(…)`, or in a module
 * whose own helper puts that prefix in front (`paths.v1(path)`, `env.prefixV1`).
 */
function isCalled(call: Call): boolean {
  const direct = new RegExp(`paths\\.${call.prefix}\\(\\s*${literal(call.path)}`);
  const helper = new RegExp(`paths\\.${call.prefix}\\([a-z]\\w*\\)|env\\.prefix${call.prefix === 'v1' ? 'V1' : call.prefix === 'v2' ? 'V2' : call.prefix === 'common' ? 'Common' : 'Invoice'}\\b`);
  const anywhere = new RegExp(literal(call.path));
  return SOURCES.some(({ text }) => direct.test(text) || (helper.test(text) && anywhere.test(text)));
}

function notMade(): Map<string, string> {
  const rows = new Map<string, string>();
  const table = section(read('docs/api.md'), /^## 11\. Calls of the spec the shop does not make/);
  for (const match of table.matchAll(/^\| (GET|POST|PUT|DELETE) \| `([^`]+)` \| (.+) \|$/gm)) {
    rows.set(`${match[1]} ${match[2]}`, match[3]!.trim());
  }
  return rows;
}

describe('spec §7: every call is made or documented as not made', () => {
  const calls = specCalls();

  it('reads the spec (about sixty calls)', () => {
    expect(calls.length).toBeGreaterThan(55);
    expect(calls.map((c) => c.label)).toContain('GET {v2}/carts');
    expect(calls.map((c) => c.label)).toContain('GET {invoice}/member/invoice/{id}');
  });

  it('each call is made by src/, or listed in docs/api.md §11 with its reason', () => {
    const listed = notMade();
    const missing = calls.filter((call) => !isCalled(call) && (listed.get(call.label) ?? '').length < 40).map((c) => c.label);
    expect(missing).toEqual([]);
  });

  it('a call listed as not made is really not made (the list says what the code does)', () => {
    const listed = [...notMade().keys()];
    expect(listed.length).toBeGreaterThan(0);
    const made = calls.filter((call) => listed.includes(call.label) && isCalled(call)).map((c) => c.label);
    expect(made).toEqual([]);
  });
});

describe('spec §3: every browser storage key is used or documented as unused', () => {
  const spec = section(read('docs/spec.md'), /^## 3\. /);
  const list = spec.slice(spec.indexOf('**Browser storage keys**'), spec.indexOf('**Shared client state**'));
  const keys = [...list.matchAll(/^ {2}- ([a-z]\w*)[ .]/gm)].map((m) => m[1]!);
  const contract = section(read('docs/contract.md'), /^## 4\. /);

  it('reads the keys of the spec', () => {
    expect(keys).toEqual(['userInfo', 'tokenInfo', 'selectedCartInfo', 'showLoginModal', 'isCheckModal']);
  });

  it.each(keys)('%s', (key) => {
    const used = SOURCES.some(({ path, text }) => path !== 'src/shared/storage/index.ts' && text.includes(`STORAGE_KEYS.${key}`))
      || new RegExp(`(write|remove)\\w*\\(STORAGE_KEYS\\.${key}\\b`).test(read('src/shared/storage/index.ts'));
    const documented = new RegExp(`\`${key}\` is not written\\. .{40,}`, 's').test(contract);
    expect(used || documented, `${key}: neither used in src/ nor documented as unused in docs/contract.md §4`).toBe(true);
    // a key the code does not use is not declared either (delete what nothing uses)
    if (!used) expect(read('src/shared/storage/index.ts')).not.toMatch(new RegExp(`^\\s+${key}:`, 'm'));
  });
});
