import { SSSearcherWithIndex } from 'openchemlib';
import { describe, expect, it } from 'vitest';
import { COMPUTED } from '../../../mocks/db/seed/structures.gen.ts';
import { fingerprintWords, nearestStructures, similarInStock, SIMILAR_SHOWN, tanimoto } from '@/features/catalogue';

const hex = (words: number[]) => words.map((w) => (w >>> 0).toString(16).toUpperCase().padStart(8, '0')).join('').padEnd(128, '0');
const entry = (id: string, idcode: string, words: number[]) => ({ id, idcode, fingerprint: hex(words) });

describe('相似现货: Tanimoto on the index fingerprints (pure bits)', () => {
  it('reads 128 hex digits as 16 words; a malformed fingerprint has no bits', () => {
    expect([...fingerprintWords(hex([0xffffffff, 1]))].slice(0, 3)).toEqual([0xffffffff, 1, 0]);
    expect([...fingerprintWords('XYZ')]).toEqual(new Array(16).fill(0));
  });

  it('is |a∧b| / |a∨b|: equal 1, disjoint 0, half overlap; nothing in either is 0', () => {
    const a = fingerprintWords(hex([0b1111]));
    expect(tanimoto(a, a)).toBe(1);
    expect(tanimoto(a, fingerprintWords(hex([0b110000])))).toBe(0);
    expect(tanimoto(a, fingerprintWords(hex([0b0011])))).toBe(0.5);
    expect(tanimoto(fingerprintWords(hex([0, 0x80000000])), fingerprintWords(hex([0, 0xc0000000])))).toBe(0.5);
    expect(tanimoto(fingerprintWords(hex([])), fingerprintWords(hex([])))).toBe(0);
  });

  it('agrees with OpenChemLib on the seed (toluene against every structure)', () => {
    const toluene = COMPUTED['Cc1ccccc1']?.fingerprint ?? '';
    for (const { fingerprint } of Object.values(COMPUTED)) {
      const ours = tanimoto(fingerprintWords(toluene), fingerprintWords(fingerprint));
      const theirs = SSSearcherWithIndex.getSimilarityTanimoto(SSSearcherWithIndex.getIndexFromHexString(toluene), SSSearcherWithIndex.getIndexFromHexString(fingerprint));
      expect(ours).toBeCloseTo(theirs, 6);
    }
  });

  it('ranks the nearest first, leaves the product out, cuts below the threshold; an off-shelf product is found by its idcode', () => {
    const entries = [
      entry('self', 'A', [0b1111]),
      entry('same', 'A', [0b1111]),
      entry('near', 'B', [0b0111]),
      entry('half', 'C', [0b0011]),
      entry('far', 'D', [0b0001]),
    ];
    expect(nearestStructures(entries, { id: 'self', idcode: 'A' })).toEqual([
      { id: 'same', score: 1 },
      { id: 'near', score: 0.75 },
      { id: 'half', score: 0.5 },
    ]);
    expect(nearestStructures(entries, { id: 'gone', idcode: 'A' }).map((h) => h.id)).toEqual(['self', 'same', 'near', 'half']);
    expect(nearestStructures(entries, { id: 'other', idcode: 'Z' })).toEqual([]);
    expect(nearestStructures(entries, { id: 'self', idcode: undefined })).toEqual([]);
  });

  it('keeps in-stock, orderable materials of other products, one per product, at most six', () => {
    const m = (id: string, productNo: string, stock: number) => ({ _id: id, productNo, stock });
    const listed = [m('a', 'P0', 5), m('b', 'P1', 0), m('c', 'P2', 3), m('d', 'P2', 9), m('e', 'P3', 1), m('x', 'PX', 4)];
    const ranked = ['a', 'b', 'c', 'd', 'e', 'x', 'missing'].map((id, i) => ({ id, score: 1 - i / 10 }));
    const picks = similarInStock(ranked, listed, 'P0', (one) => one._id !== 'x');
    expect(picks.map((p) => [p.material._id, p.score])).toEqual([
      ['c', 0.8],
      ['e', 0.6],
    ]);
    const many = Array.from({ length: 10 }, (_, i) => m(`m${i}`, `P${i + 10}`, 1));
    expect(similarInStock(many.map((one) => ({ id: one._id, score: 0.9 })), many, 'P0', () => true)).toHaveLength(SIMILAR_SHOWN);
  });
});
