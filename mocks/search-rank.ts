/**
 * The fake mall's relevance, as a chemist reads a query (docs/api.md §5 "Relevance"): exact name / synonym /
 * CAS / catalogue-number matches first, then names that start with the query, then the rest. Also what quick
 * order reads a CAS number or an exact name by (§4 "Quick order by CAS or name").
 */
import type { Material } from './db/types.ts';
import { catalogueKey, isCasShaped, normaliseKeyword, sameCatalogueNo } from '../src/shared/lib/catalogue-number.ts';

/** 0 exact, 1 starts with, 2 the rest (only for materials the keyword matches at all). */
export type Tier = 0 | 1 | 2;

/** Case, full width and runs of spaces do not count. */
function fold(value: string): string {
  return normaliseKeyword(value).toLowerCase();
}

/** What precedes the first comma: `Ethanol absolute, AR` → `Ethanol absolute`. */
function beforeComma(name: string): string {
  return fold(name.split(/[,，]/)[0] ?? '');
}

/** The Chinese name without its bracketed qualifiers, before a comma: `无水乙醇 (AR)` → `无水乙醇`. */
function baseName(name: string): string {
  return beforeComma(name.replace(/[(（][^)）]*[)）]/g, ' '));
}

/**
 * Every name the material answers to, folded: name, nameEn, the name's base, the nameEn before its comma (its
 * brackets count: `PBS (10×)` is not `PBS`), and the synonyms.
 */
function namesOf(material: Material): string[] {
  const names = [material.name, material.nameEn, ...(material.synonyms ?? [])].map(fold);
  return [...new Set([...names, baseName(material.name), beforeComma(material.nameEn)])].filter((n) => n !== '');
}

function numberMatches(material: Material, keyword: string): boolean {
  return [material.catalogNo, material.productNo, material.cas].some((v) => v !== undefined && sameCatalogueNo(v, keyword));
}

/** True when the keyword names the material exactly: a name, base name, synonym, CAS or catalogue/product number. */
export function isExactMatch(material: Material, keyword: string): boolean {
  const folded = fold(keyword);
  if (folded === '') return false;
  return numberMatches(material, folded) || namesOf(material).includes(folded);
}

/** The tier of a material the keyword matches (see materialKeywordMatches in handlers/catalogue.ts). */
export function tierOf(material: Material, keyword: string): Tier {
  const folded = fold(keyword);
  if (folded === '') return 2;
  if (isExactMatch(material, folded)) return 0;
  if (isCasShaped(folded)) return 2;
  return namesOf(material).some((n) => n.startsWith(folded)) ? 1 : 2;
}

/**
 * Quick order's reading of a line that names no catalogue number: the on-shelf materials whose CAS number it is
 * (a CAS-shaped line) or that it names exactly (a name or synonym).
 */
export function materialsNamedBy(materials: readonly Material[], text: string): Material[] {
  const folded = fold(text);
  if (catalogueKey(folded) === '') return [];
  const onShelf = materials.filter((m) => !m.offShelf);
  if (isCasShaped(folded)) return onShelf.filter((m) => m.cas !== undefined && sameCatalogueNo(m.cas, folded));
  return onShelf.filter((m) => namesOf(m).includes(folded));
}
