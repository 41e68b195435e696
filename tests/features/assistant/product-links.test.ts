import { describe, expect, it } from 'vitest';
import { findCatalogNumbers, linkCatalogNumbers, splitThink as split } from '@/features/assistant';

/** Catalogue numbers of, and links in, a text split once (src/features/assistant/model/answer.ts). */
const findIn = (text: string) => findCatalogNumbers(split(text));
const linkIn = (text: string, products: Parameters<typeof linkCatalogNumbers>[1]) => linkCatalogNumbers(split(text), products);

/** The assistant reads catalogue numbers as the search and quick order do (issue 24 item 2). */
const GLYCINE = { _id: 'id-g', catalogNo: 'G0005-500G', name: '甘氨酸', spec: '500 g', price: 55, stock: 30, leadDays: 0 };

describe("the assistant's product links use the catalogue normaliser", () => {
  it('finds a number written in full width or with a dash look-alike, once, in half width', () => {
    expect(findIn('可选 Ｇ０００５－５００Ｇ，即 g0005–500g 或 G0005-500G。')).toEqual(['G0005-500G']);
    expect(findIn('可选 ａｂ２８９９１６－３０ＵＬ')).toEqual(['ab289916-30UL']);
  });

  it('links every way of writing a known number, keeping the text as the answer wrote it', () => {
    const linked = linkIn('可选 Ｇ０００５－５００Ｇ，即 g0005–500g；不是 G0005-1KG。', [GLYCINE]);
    expect(linked).toBe('可选 [Ｇ０００５－５００Ｇ](/product/id-g)，即 [g0005–500g](/product/id-g)；不是 G0005-1KG。');
  });

  it('leaves think blocks and unknown numbers alone', () => {
    const text = '<think>G0005-500G</think>选 g0005-500g 或 999999-1T';
    expect(linkIn(text, [GLYCINE])).toBe('<think>G0005-500G</think>选 [g0005-500g](/product/id-g) 或 999999-1T');
  });
});
