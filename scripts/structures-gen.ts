/**
 * `npm run structures:gen`: the fake mall's structure table (mocks/db/seed/structures.ts) through OpenChemLib,
 * the library the shop searches with: each SMILES's idcode and FFP512 fingerprint (hex) into
 * mocks/db/seed/structures.gen.ts, and its picture (scripts/structure-depict.ts) into
 * mocks/db/seed/structure-svgs.gen.ts (served as Material.structureImage). Computed here, not at seed time:
 * OpenChemLib takes 2–4 s cold for the seed's 45 structures, which every test file and every mock start would pay
 * (docs/api.md §5 Structures). tests/mocks/structures.test.ts fails when a committed file differs from what the
 * library computes.
 */
import { writeFileSync } from 'node:fs';
import { Molecule, SSSearcherWithIndex } from 'openchemlib';
import { STRUCTURES } from '../mocks/db/seed/structures.ts';
import { depict } from './structure-depict.ts';

const searcher = new SSSearcherWithIndex();
const smilesList = [...new Set(Object.values(STRUCTURES).map((s) => s.smiles))];
const rows = smilesList.map((smiles) => {
  const molecule = Molecule.fromSmiles(smiles);
  const fingerprint = SSSearcherWithIndex.getHexStringFromIndex(searcher.createIndex(molecule));
  return `  ${JSON.stringify(smiles)}: { idcode: ${JSON.stringify(molecule.getIDCode())}, fingerprint: '${fingerprint}' },`;
});
writeFileSync(
  'mocks/db/seed/structures.gen.ts',
  `// generated from mocks/db/seed/structures.ts by npm run structures:gen; do not edit\n` +
    `export const COMPUTED: Readonly<Record<string, { idcode: string; fingerprint: string }>> = {\n${rows.join('\n')}\n};\n`,
);
writeFileSync(
  'mocks/db/seed/structure-svgs.gen.ts',
  `// generated from mocks/db/seed/structures.ts by npm run structures:gen; do not edit\n` +
    `export const STRUCTURE_SVGS: Readonly<Record<string, string>> = {\n${smilesList.map((smiles) => `  ${JSON.stringify(smiles)}: ${JSON.stringify(depict(smiles))},`).join('\n')}\n};\n`,
);
