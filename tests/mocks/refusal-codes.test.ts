/**
 * Every business refusal the fake mall answers (`refuse(msg, code)`, `{ msg, code }`) is listed with its Chinese
 * text in docs/api.md §9 and in docs/openapi.yaml's ErrorCode: the shop shows the mall's text, and the contract
 * says which texts exist. A text built at run time is checked up to its first `${`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const read = (path: string): string => readFileSync(`${ROOT}/${path}`, 'utf8');
const sources = [
  ...readdirSync(`${ROOT}/mocks/handlers`).map((f) => `mocks/handlers/${f}`),
  ...readdirSync(`${ROOT}/mocks`).filter((f) => f.endsWith('.ts') && f !== 'openapi.gen.ts').map((f) => `mocks/${f}`),
];

/** [code, the fixed part of the text, where] of every refusal written out in the fake mall. */
function refusals(): [number, string, string][] {
  const found: [number, string, string][] = [];
  const patterns = [/refuse\(\s*(['`])((?:(?!\1).)*)\1\s*,\s*(\d{5})\s*\)/g, /\{\s*msg:\s*(['`])((?:(?!\1).)*)\1\s*,\s*code:\s*(\d{5})\s*\}/g];
  for (const path of sources) {
    const text = read(path);
    for (const pattern of patterns) {
      for (const m of text.matchAll(pattern)) found.push([Number(m[3]), m[2]!.split('${')[0]!, path]);
    }
  }
  return found;
}

const yamlCodes = (): Map<number, string> => {
  const yaml = read('docs/openapi.yaml');
  return new Map([...yaml.matchAll(/- \{ const: (\d{5}), description: (.*) \}$/gm)].map((m) => [Number(m[1]), m[2]!]));
};
const docCodes = (): Map<number, string> => {
  const doc = read('docs/api.md');
  return new Map([...doc.matchAll(/^\| (\d{5}) \| (.*?) \|/gm)].map((m) => [Number(m[1]), m[2]!]));
};

describe('the refusal codes of procurement, receiving and after-sales (§13–15)', () => {
  const ours = refusals().filter(([code]) => code >= 10090 && code < 10200);

  it('are found in the fake mall', () => {
    expect(ours.length).toBeGreaterThan(15);
  });

  it('each text is listed in docs/api.md §9 and in the yaml ErrorCode', () => {
    const yaml = yamlCodes();
    const doc = docCodes();
    const missing = ours.filter(([code, text]) => !yaml.get(code)?.includes(text) || !doc.get(code)?.includes(text));
    expect(missing).toEqual([]);
  });
});
