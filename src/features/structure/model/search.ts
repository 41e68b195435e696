/**
 * The structure search over the mall's index (docs/api.md §5 Structures), pure: no React, no DOM; the worker
 * (structure-worker.ts) runs it off the main thread. Hits are grouped by structure (one idcode, its materials).
 *   exact: the same substance; a single-component query also matches a salt or hydrate of it (its largest
 *     component, as drawn or neutralized: ampicillin finds ampicillin sodium), and a query without stereo matches
 *     every stereo form
 *   substructure: the query is inside the structure (OpenChemLib's SSSearcherWithIndex, the index prefilters)
 *   similarity: Tanimoto of the FFP512 fingerprints, at least the threshold, the nearest first
 */
import { Molecule, SSSearcherWithIndex } from 'openchemlib';
import type { StructureIndexEntry } from '@/entities/material';

export type StructureMode = 'exact' | 'substructure' | 'similarity';

export type { StructureIndexEntry };

export interface StructureHit {
  idcode: string;
  /** materials of this structure, in the index's order */
  ids: string[];
  /** 1 for an exact hit; the Tanimoto similarity otherwise */
  score: number;
}

interface Group {
  idcode: string;
  ids: string[];
  index: number[];
  molecule?: Molecule;
  parentFlat?: string;
  parentNeutral?: string;
  flat?: string;
}

export interface PreparedIndex {
  groups: Group[];
}

export type ParsedQuery = { ok: true; molecule: Molecule } | { ok: false; reason: 'empty' | 'invalid' };

export function prepareIndex(entries: readonly StructureIndexEntry[]): PreparedIndex {
  const byCode = new Map<string, Group>();
  for (const entry of entries) {
    const group = byCode.get(entry.idcode);
    if (group) group.ids.push(entry.id);
    else byCode.set(entry.idcode, { idcode: entry.idcode, ids: [entry.id], index: SSSearcherWithIndex.getIndexFromHexString(entry.fingerprint) });
  }
  return { groups: [...byCode.values()] };
}

/** A SMILES, a molfile (V2000/V3000) or an idcode from the editor; nothing drawn or typed is 'empty'. */
export function parseQuery(text: string): ParsedQuery {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  try {
    const molecule = /M {2}END|V[23]000/.test(trimmed) ? Molecule.fromMolfile(text) : Molecule.fromSmiles(trimmed);
    return molecule.getAllAtoms() === 0 ? { ok: false, reason: 'empty' } : { ok: true, molecule };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

const moleculeOf = (group: Group) => (group.molecule ??= Molecule.fromIDCode(group.idcode));

/** The idcode without stereo. */
function flatCode(molecule: Molecule): string {
  const copy = molecule.getCompactCopy();
  copy.stripStereoInformation();
  return copy.getIDCode();
}

/** The largest component (a salt's ion, a hydrate's substance). */
function parentOf(molecule: Molecule): Molecule {
  const fragments = molecule.getFragments();
  let largest = fragments[0] ?? molecule;
  for (const f of fragments) if (f.getAllAtoms() > largest.getAllAtoms()) largest = f;
  return largest;
}

const ANION_ELEMENTS = new Set([6, 7, 8, 16]); // C⁻ (cyanide), N⁻, O⁻, S⁻

/**
 * The neutral acid or base a salt's ion comes from (a parent, as PubChem and ChEMBL take it): while the component is
 * negative, an O⁻, S⁻, N⁻ or C⁻ takes back a proton; while it is positive, an N⁺ with a hydrogen gives one up. A
 * charge whose neighbour carries the opposite one goes last, so a nitro group, an N-oxide or a dye's iminium stays as
 * drawn while a carboxylate beside it is neutralized; nitrate becomes nitric acid, azide hydrazoic acid. A quaternary
 * ammonium keeps its charge.
 */
function neutralized(molecule: Molecule): Molecule {
  const copy = molecule.getCompactCopy();
  copy.ensureHelperArrays(Molecule.cHelperNeighbours);
  let net = 0;
  const anions: number[] = [];
  const cations: number[] = [];
  const besideOpposite = (atom: number) => {
    const sign = -Math.sign(copy.getAtomCharge(atom));
    for (let i = 0; i < copy.getConnAtoms(atom); i++) if (Math.sign(copy.getAtomCharge(copy.getConnAtom(atom, i))) === sign) return 1;
    return 0;
  };
  for (let atom = 0; atom < copy.getAtoms(); atom++) {
    const charge = copy.getAtomCharge(atom);
    net += charge;
    if (charge === -1 && ANION_ELEMENTS.has(copy.getAtomicNo(atom))) anions.push(atom);
    else if (charge === 1 && copy.getAtomicNo(atom) === 7 && copy.getAllHydrogens(atom) > 0) cations.push(atom);
  }
  // both orders read the charges as drawn, before any changes
  const order = (atoms: number[]) => atoms.map((atom) => ({ atom, last: besideOpposite(atom) })).sort((a, b) => a.last - b.last);
  const [anionOrder, cationOrder] = [order(anions), order(cations)];
  const changed: number[] = [];
  for (const { atom } of anionOrder) {
    if (net >= 0) break;
    changed.push(atom);
    net += 1;
  }
  for (const { atom } of cationOrder) {
    if (net <= 0) break;
    changed.push(atom);
    net -= 1;
  }
  for (const atom of changed) copy.setAtomCharge(atom, 0);
  return copy;
}

function isExact(group: Group, code: string, flat: string, single: boolean): boolean {
  if (group.idcode === code) return true;
  const molecule = moleculeOf(group);
  group.flat ??= flatCode(molecule);
  const queryStereo = code !== flat;
  const groupStereo = group.idcode !== group.flat;
  if (group.flat === flat && !(queryStereo && groupStereo)) return true;
  if (!single || molecule.getFragments().length < 2) return false;
  if (group.parentFlat === undefined || group.parentNeutral === undefined) {
    const parent = parentOf(molecule);
    group.parentFlat = flatCode(parent);
    group.parentNeutral = flatCode(neutralized(parent));
  }
  return group.parentFlat === flat || group.parentNeutral === flat;
}

export function searchStructures(prepared: PreparedIndex, query: Molecule, mode: StructureMode, threshold = 0.7): StructureHit[] {
  const searcher = new SSSearcherWithIndex();
  const fragment = query.getCompactCopy();
  // exact compares stereo itself (isExact): the gate takes the constitution
  if (mode === 'exact') fragment.stripStereoInformation();
  fragment.setFragment(true);
  const queryIndex = searcher.createIndex(fragment);
  if (mode === 'similarity') {
    const moleculeIndex = searcher.createIndex(query);
    return prepared.groups
      .map((g) => ({ idcode: g.idcode, ids: g.ids, score: SSSearcherWithIndex.getSimilarityTanimoto(moleculeIndex, g.index) }))
      .filter((hit) => hit.score >= threshold)
      .sort((a, b) => b.score - a.score);
  }
  searcher.setFragment(fragment, queryIndex);
  const code = query.getIDCode();
  const flat = flatCode(query);
  const single = query.getFragments().length === 1;
  const hits: { group: Group; atoms: number }[] = [];
  for (const group of prepared.groups) {
    if (!containsBits(group.index, queryIndex)) continue;
    const molecule = moleculeOf(group);
    searcher.setMolecule(molecule, group.index);
    if (!searcher.isFragmentInMolecule()) continue;
    if (mode === 'exact' && !isExact(group, code, flat, single)) continue;
    hits.push({ group, atoms: molecule.getAllAtoms() });
  }
  // the smallest structures first: the nearest to the query
  hits.sort((a, b) => a.atoms - b.atoms);
  return hits.map(({ group }) => ({ idcode: group.idcode, ids: group.ids, score: mode === 'exact' ? 1 : 0 }));
}

function containsBits(index: readonly number[], query: readonly number[]): boolean {
  for (let i = 0; i < query.length; i++) if (((index[i] ?? 0) & (query[i] ?? 0)) !== (query[i] ?? 0)) return false;
  return true;
}
