/**
 * The list's grid has two columns up to 480 px (`.grid` in components/catalogue.module.css), more above.
 * The pictures of its first row load at once and first (the landing script preloads them, api/early.ts);
 * the others load lazily, after them.
 */
export const TWO_COLUMNS = '(max-width: 480px)';

export function firstRowSize(twoColumns: boolean): number {
  return twoColumns ? 2 : 4;
}

/**
 * The picture a card draws: a chemical's structure (docs/api.md §5 Structures), else the product's picture. The
 * landing script preloads the first row's by this rule too; preloading `image` where a card draws the structure
 * fetched two pictures nobody saw and found the one drawn only after the app's code had run.
 */
export function cardPicture(material: { image?: string; structureImage?: string }): string | undefined {
  return material.structureImage ?? material.image;
}
