/**
 * Every business refusal the fake mall answers (`refuse(msg, code)`, `{ msg, code }`) is listed with its Chinese
 * text in docs/api.md §9 and in docs/openapi.yaml's ErrorCode: the shop shows the mall's text, and the contract
 * says which texts exist. A text built at run time is checked up to its first `${`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALL_CODE, MALL_CODE_TEXT, type MallCode } from '../../mocks/facts.gen.ts';

const ROOT = process.cwd();
const read = (path: string): string => readFileSync(`${ROOT}/${path}`, 'utf8');
const sources = [
  ...readdirSync(`${ROOT}/mocks/handlers`).map((f) => `mocks/handlers/${f}`),
  ...readdirSync(`${ROOT}/mocks`).filter((f) => f.endsWith('.ts') && !f.endsWith('.gen.ts')).map((f) => `mocks/${f}`),
];

/** [code, the fixed part of the text, where] of every refusal written out in the fake mall (codes by name: MALL_CODE.x). */
function refusals(): [number, string, string][] {
  const found: [number, string, string][] = [];
  const patterns = [
    /refuse\(\s*(['`])((?:(?!\1).)*)\1\s*,\s*MALL_CODE\.(\w+)\s*\)/g,
    /\{\s*msg:\s*(['`])((?:(?!\1).)*)\1\s*,\s*code:\s*MALL_CODE\.(\w+)\s*\}/g,
  ];
  for (const path of sources) {
    const text = read(path);
    for (const pattern of patterns) {
      for (const m of text.matchAll(pattern)) {
        const code = MALL_CODE[m[3] as keyof typeof MALL_CODE];
        expect(code, `${path}: MALL_CODE.${m[3]}`).toBeTypeOf('number');
        found.push([code, m[2]!.split('${')[0]!, path]);
      }
    }
  }
  return found;
}

/** The yaml's ErrorCode descriptions, as npm run api:gen emitted them. */
const yamlCodes = (): Map<number, string> => new Map(Object.entries(MALL_CODE_TEXT).map(([code, text]) => [Number(code) as MallCode, text]));
const docCodes = (): Map<number, string> => {
  const doc = read('docs/api.md');
  return new Map([...doc.matchAll(/^\| (\d{5}) \| (.*?) \|/gm)].map((m) => [Number(m[1]), m[2]!]));
};

describe('the refusal codes of procurement, receiving, after-sales, paperwork, safety, lists and alerts (§13–24: 10090–10199)', () => {
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

  it('every code of §9 in the range is in the yaml ErrorCode with each of its texts', () => {
    const yaml = yamlCodes();
    const inRange = [...docCodes()].filter(([code]) => code >= 10090 && code < 10200);
    expect(inRange.map(([code]) => code)).toEqual(expect.arrayContaining([10130, 10131, 10132, 10133, 10140, 10141, 10150, 10151, 10152, 10160, 10161, 10162, 10163, 10170, 10171, 10172, 10173, 10174, 10175, 10180, 10181, 10190, 10191]));
    // a text's fixed parts (between the `…` of its run-time values) are in the yaml's description of the code
    const missing = inRange.flatMap(([code, texts]) =>
      texts
        .replace(/\s*\(.*\)$/, '')
        .split(' / ')
        .filter((text) => text.split('…').some((part) => !yaml.get(code)?.includes(part.trim())))
        .map((text) => `${code} ${text}`),
    );
    expect(missing).toEqual([]);
  });
});
