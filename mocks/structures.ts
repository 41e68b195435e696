/**
 * The fake mall's structures (docs/api.md §5 Structures): the idcode and FFP512 fingerprint of each seeded SMILES
 * (computed by OpenChemLib into mocks/db/seed/structures.gen.ts: npm run structures:gen), and the search index the
 * mall serves, versioned by a hash of its entries.
 */
import type { Material } from './db/types.ts';
import { COMPUTED } from './db/seed/structures.gen.ts';
import { STRUCTURE_SVGS } from './db/seed/structure-svgs.gen.ts';

/** idcode and hex fingerprint of a seeded SMILES. */
export function structureOf(smiles: string): { idcode: string; fingerprint: string } {
  const hit = COMPUTED[smiles];
  if (!hit) throw new Error(`no computed structure for ${smiles}: run npm run structures:gen`);
  return hit;
}

/** The drawn structure of a seeded SMILES (generated ahead, scripts/structure-depict.ts), if any. */
export function structureSvgOf(smiles: string | undefined): string | undefined {
  return smiles ? STRUCTURE_SVGS[smiles] : undefined;
}

/** The index of the on-shelf materials with a structure, and its version. */
export function structureIndex(materials: readonly Material[]) {
  const entries = materials
    .filter((m) => !m.offShelf && m.smiles)
    .map((m) => ({ id: m._id, ...structureOf(m.smiles ?? '') }));
  const text = JSON.stringify(entries);
  return { version: `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01000193)}`, entries };
}

/** 32-bit FNV-1a as 8 hex digits (node and the browser worker alike). */
function fnv1a(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}
