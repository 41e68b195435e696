import { Molecule, SSSearcherWithIndex } from 'openchemlib';
import { describe, expect, it } from 'vitest';
import { COMPUTED } from '../../../mocks/db/seed/structures.gen.ts';
import { STRUCTURES } from '../../../mocks/db/seed/structures.ts';
import { parseQuery, prepareIndex, searchStructures, type StructureMode } from '@/features/structure';

// The fixture: the seed's structures (55), each material's id its CAS
const index = prepareIndex(
  Object.entries(STRUCTURES).map(([cas, { smiles }]) => {
    const computed = COMPUTED[smiles];
    if (!computed) throw new Error(`no computed structure for ${cas}`);
    return { id: cas, ...computed };
  }),
);

function found(query: string, mode: StructureMode, threshold?: number): string[] {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(`${query}: ${parsed.reason}`);
  return searchStructures(index, parsed.molecule, mode, threshold).flatMap((hit) => hit.ids);
}

const ETHANOL = '64-17-5';
const TOLUENE = '108-88-3';

describe('structure search (docs/api.md §5 Structures)', () => {
  it('1. ethanol, exact, written either way, finds ethanol and nothing else', () => {
    expect(found('CCO', 'exact')).toEqual([ETHANOL]);
    expect(found('OCC', 'exact')).toEqual([ETHANOL]);
  });

  it('2. a salt: the azide anion finds sodium azide as a substructure and exactly; potassium azide is not sodium azide', () => {
    expect(found('[N-]=[N+]=[N-]', 'substructure')).toEqual(['26628-22-8']);
    expect(found('[N-]=[N+]=[N-]', 'exact')).toEqual(['26628-22-8']);
    expect(found('[N-]=[N+]=[N-].[K+]', 'exact')).toEqual([]);
  });

  it('3. a hydrochloride: guanidine finds guanidine hydrochloride exactly; puromycin finds its dihydrochloride', () => {
    expect(found('NC(N)=N', 'exact')).toEqual(['50-01-1']);
    expect(found('COc1ccc(CC(N)C(=O)NC2C(O)C(n3cnc4c(N(C)C)ncnc43)OC2CO)cc1', 'exact')).toEqual(['58-58-2']);
    // hydrogen chloride itself is hydrochloric acid, not a salt's counter-ion
    expect(found('Cl', 'exact')).toEqual(['7647-01-0']);
  });

  it('4. the aromatic ring c1ccccc1 finds every benzene-ring structure and no other', () => {
    expect(found('c1ccccc1', 'substructure').sort()).toEqual(
      [
        ...['108-88-3', '329-98-6', '69-52-3', '548-62-9', '298-93-1', '154447-36-6', '133407-82-6', '58-58-2', '28718-90-3', '7240-90-6'],
        // the dyes' rings, and doxycycline's phenol ring (written in Kekulé form)
        ...['72-57-1', '6226-79-5', '6104-59-2', '24390-14-5'],
      ].sort(),
    );
    // the dienone ring of dexamethasone and the imidazole ring are not benzene
    expect(found('c1ccccc1', 'substructure')).not.toContain('50-02-2');
    expect(found('c1ccccc1', 'substructure')).not.toContain('288-32-4');
  });

  it('5. a stereo form of a structure stored without stereo (IPTG) finds it exactly', () => {
    expect(found('CC(C)S[C@@H]1O[C@H](CO)[C@H](O)[C@H](O)[C@H]1O', 'exact')).toEqual(['367-93-1']);
  });

  it('6. isomers are told apart: 2-mercaptoethanol and DMSO (both C2H6OS)', () => {
    expect(found('SCCO', 'exact')).toEqual(['60-24-2']);
    expect(found('CS(C)=O', 'exact')).toEqual(['67-68-5']);
  });

  it('7. a charged substructure: the sulfonate/sulfate anion finds SDS, APS and the sodium sulfonate dyes, not HEPES or kanamycin sulfate (written uncharged)', () => {
    expect(found('O=S(=O)[O-]', 'substructure').sort()).toEqual(['151-21-3', '7727-54-0', '72-57-1', '6226-79-5', '6104-59-2'].sort());
  });

  it('8. similarity ranks the nearest analogue first: o-xylene → toluene', () => {
    const hits = found('Cc1ccccc1C', 'similarity', 0.3);
    expect(hits[0]).toBe(TOLUENE);
  });

  it('9. similarity: ethyl methyl ether → diethyl ether first; the threshold cuts the distant', () => {
    const hits = found('CCOC', 'similarity', 0.3);
    expect(hits[0]).toBe('60-29-7');
    const strict = searchStructures(index, Molecule.fromSmiles('CCOC'), 'similarity', 0.99);
    expect(strict).toEqual([]);
  });

  it('10. a molfile query finds toluene exactly; an unparsable or empty query is told apart', () => {
    const molfile = Molecule.fromSmiles('Cc1ccccc1').toMolfile();
    expect(found(molfile, 'exact')).toEqual([TOLUENE]);
    expect(parseQuery('C1CC(')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseQuery('  ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('11. a salt found by its parent acid: ampicillin → ampicillin sodium, EDTA → EDTA-2Na·2H2O, ionomycin → its calcium salt, HNO3 → AgNO3 too, HCN → NaCN, HN3 → NaN3', () => {
    expect(found('CC1(C)SC2C(NC(=O)C(N)c3ccccc3)C(=O)N2C1C(=O)O', 'exact')).toEqual(['69-52-3']);
    expect(found('OC(=O)CN(CC(O)=O)CCN(CC(O)=O)CC(O)=O', 'exact')).toEqual(['6381-92-6']);
    expect(found('OC(=O)CCC(C)CC(C)CC(C)C(=O)C=C(O)C(C)CC(C)CC=CC(C)C(O)C(C)C(O)CC1CCC(C)(O1)C1CCC(C)(O1)C(C)O', 'exact')).toEqual(['56092-82-1']);
    expect(found('O[N+](=O)[O-]', 'exact')).toEqual(['7697-37-2', '7761-88-8']);
    expect(found('C#N', 'exact')).toEqual(['143-33-9']);
    expect(found('N=[N+]=[N-]', 'exact')).toEqual(['26628-22-8']);
    // a halide is not an acid's anion here: HCl is hydrochloric acid, not sodium chloride
    expect(found('Cl', 'exact')).toEqual(['7647-01-0']);
  });

  it('12. the parent keeps what is not the salt: a nitro group beside the carboxylate, an amine\'s salt, a quaternary ammonium', () => {
    // salts the seed does not sell, written with the charge to keep first
    const salts = {
      nitrobenzoate: '[O-][N+](=O)c1ccc(cc1)C(=O)[O-].[Na+]',
      methylammonium: 'C[NH3+].[Cl-]',
      tetramethylammonium: 'C[N+](C)(C)C.[Cl-]',
    };
    const searcher = new SSSearcherWithIndex();
    const own = prepareIndex(
      Object.entries(salts).map(([id, smiles]) => {
        const molecule = Molecule.fromSmiles(smiles);
        return { id, idcode: molecule.getIDCode(), fingerprint: SSSearcherWithIndex.getHexStringFromIndex(searcher.createIndex(molecule)) };
      }),
    );
    const exact = (query: string) => searchStructures(own, Molecule.fromSmiles(query), 'exact').flatMap((hit) => hit.ids);
    expect(exact('OC(=O)c1ccc(cc1)[N+](=O)[O-]')).toEqual(['nitrobenzoate']);
    expect(exact('CN')).toEqual(['methylammonium']);
    expect(exact('CN(C)C')).toEqual([]);
  });

  it('13. natural products: rapamycin pasted with its stereo, the 2-deoxystreptamine core, the phorbol core', () => {
    // Wikipedia's SMILES of sirolimus, stereo and all; the mall stores the constitution
    const rapamycin =
      'O[C@@H]1CC[C@H](C[C@H]1OC)C[C@@H](C)[C@@H]4CC(=O)[C@H](C)/C=C(\\C)[C@@H](O)[C@@H](OC)C(=O)[C@H](C)C[C@H](C)\\C=C\\C=C\\C=C(/C)[C@@H](OC)C[C@@H]2CC[C@@H](C)[C@@](O)(O2)C(=O)C(=O)N3CCCC[C@H]3C(=O)O4';
    expect(found(rapamycin, 'exact')).toEqual(['53123-88-9']);
    // kanamycin A and G418 are 2-deoxystreptamine aminoglycosides; puromycin is an aminonucleoside
    expect(found('NC1CC(N)C(O)C(O)C1O', 'substructure').sort()).toEqual(['108321-42-2', '25389-94-0']);
    // phorbol as Wikipedia writes it (with stereo) is inside PMA only
    expect(found('OCC1=C[C@]([C@@](C(C)4C)([H])[C@]4(O)[C@H](O)[C@H]2C)([H])[C@]2(O)[C@@](C=C(C)C3=O)([H])[C@@]3(O)C1', 'substructure')).toEqual(['16561-29-8']);
  });
});
