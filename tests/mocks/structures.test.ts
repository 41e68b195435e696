import { getResponse } from 'msw';
import { Molecule, SSSearcherWithIndex } from 'openchemlib';
import { describe, expect, it } from 'vitest';
import type { Envelope, Page } from './helpers.ts';
import { db } from '../../mocks/db/index.ts';
import { STRUCTURES } from '../../mocks/db/seed/structures.ts';
import { COMPUTED } from '../../mocks/db/seed/structures.gen.ts';
import { STRUCTURE_SVGS } from '../../mocks/db/seed/structure-svgs.gen.ts';
import { depict, isSafeStructureSvg } from '../../scripts/structure-depict.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';

const BASE = 'http://localhost:3000';

async function get(path: string): Promise<Response> {
  const res = await getResponse(catalogueHandlers, new Request(`${BASE}${path}`));
  if (!res) throw new Error(`no handler for ${path}`);
  return res;
}

/** element → count of a formula, whatever the element order (OpenChemLib's is not Hill's). */
function counts(formula: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [, el = '', n] of formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) out[el] = (out[el] ?? 0) + (n ? Number(n) : 1);
  return out;
}

interface Index { version: string; entries: { id: string; idcode: string; fingerprint: string }[] }

/** The heavy atoms and their connections, every bond single, no charges: what an InChI's connection layer says. */
function skeleton(molecule: Molecule): string {
  const out = new Molecule(0, 0);
  const at: number[] = [];
  for (let a = 0; a < molecule.getAllAtoms(); a++) if (molecule.getAtomicNo(a) !== 1) at[a] = out.addAtom(molecule.getAtomicNo(a));
  for (let b = 0; b < molecule.getAllBonds(); b++) {
    const [x, y] = [at[molecule.getBondAtom(0, b)], at[molecule.getBondAtom(1, b)]];
    if (x !== undefined && y !== undefined) out.addBond(x, y);
  }
  return out.getIDCode();
}

/** A molecule of an InChI's formula (heavy atoms in its order: C, then the others as listed) and its /c layer. */
function fromInchi(elements: [number, number][], connections: string): Molecule {
  const molecule = new Molecule(0, 0);
  for (const [atomicNo, count] of elements) for (let i = 0; i < count; i++) molecule.addAtom(atomicNo);
  let previous: number | null = null;
  const branches: (number | null)[] = [];
  for (const token of connections.match(/\d+|[(),]/g) ?? []) {
    if (token === '(') branches.push(previous);
    else if (token === ',') previous = branches.at(-1) ?? null;
    else if (token === ')') previous = branches.pop() ?? null;
    else {
      const atom = Number(token) - 1;
      if (previous !== null) molecule.addBond(previous, atom);
      previous = atom;
    }
  }
  return molecule;
}

describe('structures of the seed (docs/api.md §5 Structures)', () => {
  it('each hand-written SMILES reads back as the substance\'s known formula', () => {
    for (const [cas, { smiles, formula }] of Object.entries(STRUCTURES)) {
      expect(counts(Molecule.fromSmiles(smiles).getMolecularFormula().formula), cas).toEqual(counts(formula));
    }
  });

  it('the large natural products are connected as their InChIs say (an independent source: the formula alone would not tell)', () => {
    // rapamycin, InChI=1S/C51H79NO13/c1-30-16-…
    const rapamycin = fromInchi(
      [[6, 51], [7, 1], [8, 13]],
      '1-30-16-12-11-13-17-31(2)42(61-8)28-38-21-19-36(7)51(60,65-38)48(57)49(58)52-23-15-14-18-39(52)50(59)64-43(33(4)26-37-20-22-40(53)44(27-37)62-9)29-41(54)32(3)25-35(6)46(56)47(63-10)45(55)34(5)24-30',
    );
    expect(skeleton(Molecule.fromSmiles(STRUCTURES['53123-88-9']!.smiles))).toBe(skeleton(rapamycin));
    // PMA is phorbol (InChI=1S/C20H28O6/c1-9-5-13-…) with the acetate on its 13-O (the InChI's atom 26, on the
    // cyclopropane's C20) and the myristate on its 12-O (atom 23, on C16)
    const phorbol = fromInchi([[6, 20], [8, 6]], '1-9-5-13-18(24,15(9)22)7-11(8-21)6-12-14-17(3,4)20(14,26)16(23)10(2)19(12,13)25');
    /** The ester of the InChI's oxygen `oxygen` with a straight-chain acid of `carbons` carbons. */
    const esterified = (molecule: Molecule, oxygen: number, carbons: number) => {
      const copy = molecule.getCompactCopy();
      let last = copy.addAtom(6);
      copy.addBond(oxygen - 1, last);
      copy.addBond(last, copy.addAtom(8));
      for (let i = 1; i < carbons; i++) {
        const next = copy.addAtom(6);
        copy.addBond(last, next);
        last = next;
      }
      return copy;
    };
    const pma = esterified(esterified(phorbol, 26, 2), 23, 14);
    expect(skeleton(Molecule.fromSmiles(STRUCTURES['16561-29-8']!.smiles))).toBe(skeleton(pma));
    // the esters the other way round are another skeleton: the check tells them apart
    expect(skeleton(esterified(esterified(phorbol, 26, 14), 23, 2))).not.toBe(skeleton(pma));
  });

  it('the committed idcodes and fingerprints are what OpenChemLib computes of each SMILES (npm run structures:gen)', () => {
    const searcher = new SSSearcherWithIndex();
    const smiles = [...new Set(Object.values(STRUCTURES).map((s) => s.smiles))];
    expect(Object.keys(COMPUTED).sort()).toEqual([...smiles].sort());
    for (const one of smiles) {
      const molecule = Molecule.fromSmiles(one);
      expect(COMPUTED[one], one).toEqual({ idcode: molecule.getIDCode(), fingerprint: SSSearcherWithIndex.getHexStringFromIndex(searcher.createIndex(molecule)) });
    }
  });

  it('the committed pictures are what scripts/structure-depict.ts draws of each SMILES (npm run structures:gen)', () => {
    const smiles = [...new Set(Object.values(STRUCTURES).map((s) => s.smiles))];
    expect(Object.keys(STRUCTURE_SVGS).sort()).toEqual([...smiles].sort());
    for (const one of smiles) expect(STRUCTURE_SVGS[one], one).toBe(depict(one));
  });

  it('every picture is safe to serve: drawing elements only, no script, handler, link or external reference', () => {
    for (const [smiles, svg] of Object.entries(STRUCTURE_SVGS)) expect(isSafeStructureSvg(svg), smiles).toBe(true);
    const clean = STRUCTURE_SVGS.CCO ?? '';
    expect(isSafeStructureSvg(clean)).toBe(true);
    // what the check refuses
    for (const bad of [
      clean.replace('</svg>', '<script>alert(1)</script></svg>'),
      clean.replace('<line ', '<line onload="alert(1)" '),
      clean.replace('</svg>', '<a href="https://x.example/"><text>x</text></a></svg>'),
      clean.replace('</svg>', '<image href="https://x.example/p.png"/></svg>'),
      clean.replace('</svg>', '<foreignObject><div>x</div></foreignObject></svg>'),
      clean.replace('<style>', '<style>@import url(https://x.example/a.css);'),
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${clean}`,
    ]) {
      expect(isSafeStructureSvg(bad), bad.slice(0, 80)).toBe(false);
    }
  });

  it('a chemical carries structureImage, served as its picture; a material without a structure has neither', async () => {
    const toluene = db.state.materials.find((m) => m.cas === '108-88-3' && !m.offShelf);
    if (!toluene) throw new Error('no toluene in the seed');
    const detail = (await (await get(`/mall/v1/materials/${toluene._id}`)).json()) as Envelope<{ structureImage?: string }>;
    expect(detail.data.structureImage).toBe(`/common/v1/images/structure/${toluene._id}.svg`);
    const list = (await (await get(`/mall/v1/materials?ids=${toluene._id}`)).json()) as Envelope<Page<{ structureImage?: string }>>;
    expect(list.data.list[0]?.structureImage).toBe(detail.data.structureImage);
    const res = await get(detail.data.structureImage ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toBe(STRUCTURE_SVGS['Cc1ccccc1']);
    expect(isSafeStructureSvg(svg)).toBe(true);
    const antibody = db.state.materials.find((m) => m.category === 'antibody');
    if (!antibody) throw new Error('no antibody');
    const plain = (await (await get(`/mall/v1/materials/${antibody._id}`)).json()) as Envelope<{ structureImage?: string }>;
    expect(plain.data).not.toHaveProperty('structureImage');
    expect((await get(`/common/v1/images/structure/${antibody._id}.svg`)).status).toBe(404);
  });

  it('every seeded chemical of the table carries its SMILES; biologicals and consumables carry none', () => {
    const ethanol = db.state.materials.filter((m) => m.cas === '64-17-5');
    expect(ethanol.length).toBeGreaterThan(0);
    for (const m of ethanol) expect(m.smiles).toBe('CCO');
    for (const m of db.state.materials) {
      if (m.cas && STRUCTURES[m.cas]) expect(m.smiles).toBe(STRUCTURES[m.cas]?.smiles);
      if (m.category !== 'reagent') expect(m.smiles).toBeUndefined();
    }
  });

  it('the list and the detail carry smiles and the idcode OpenChemLib makes of it', async () => {
    const azide = db.state.materials.find((m) => m.cas === '26628-22-8' && !m.offShelf);
    if (!azide) throw new Error('no sodium azide in the seed');
    const detail = (await (await get(`/mall/v1/materials/${azide._id}`)).json()) as Envelope<{ smiles?: string; idcode?: string }>;
    expect(detail.data.smiles).toBe('[N-]=[N+]=[N-].[Na+]');
    expect(detail.data.idcode).toBe(Molecule.fromSmiles('[N-]=[N+]=[N-].[Na+]').getIDCode());
    const antibody = db.state.materials.find((m) => m.category === 'antibody');
    if (!antibody) throw new Error('no antibody');
    const plain = (await (await get(`/mall/v1/materials/${antibody._id}`)).json()) as Envelope<{ smiles?: string; idcode?: string }>;
    expect(plain.data).not.toHaveProperty('smiles');
    expect(plain.data).not.toHaveProperty('idcode');
  });

  it('serves the index of the on-shelf structures with FFP512 fingerprints and a stable version as ETag', async () => {
    const res = await get('/mall/v1/structure-index');
    const index = ((await res.json()) as Envelope<Index>).data;
    expect(res.headers.get('etag')).toBe(`"${index.version}"`);
    const onShelf = db.state.materials.filter((m) => m.smiles && !m.offShelf);
    expect(index.entries.map((e) => e.id)).toEqual(onShelf.map((m) => m._id));
    const toluene = onShelf.find((m) => m.cas === '108-88-3');
    const entry = index.entries.find((e) => e.id === toluene?._id);
    const molecule = Molecule.fromSmiles('Cc1ccccc1');
    expect(entry?.idcode).toBe(molecule.getIDCode());
    expect(SSSearcherWithIndex.getIndexFromHexString(entry?.fingerprint ?? '')).toEqual(new SSSearcherWithIndex().createIndex(molecule));
    const again = ((await (await get('/mall/v1/structure-index')).json()) as Envelope<Index>).data;
    expect(again.version).toBe(index.version);
  });

  it('answers a browser holding the current version 304 without a body; an older version gets the index', async () => {
    const first = await get('/mall/v1/structure-index');
    const tag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const held = await getResponse(catalogueHandlers, new Request(`${BASE}/mall/v1/structure-index`, { headers: { 'If-None-Match': `W/${tag}, "old"` } }));
    expect(held?.status).toBe(304);
    expect(held?.headers.get('etag')).toBe(tag);
    expect(await held?.text()).toBe('');
    const stale = await getResponse(catalogueHandlers, new Request(`${BASE}/mall/v1/structure-index`, { headers: { 'If-None-Match': '"old"' } }));
    expect(stale?.status).toBe(200);
    expect(((await stale!.json()) as Envelope<Index>).data.version).toBe(tag.slice(1, -1));
  });

  it('lists the given ids only, in the given order, and refuses a malformed list', async () => {
    const [a, b] = db.state.materials.filter((m) => m.smiles && !m.offShelf).slice(3, 5);
    if (!a || !b) throw new Error('too few structures');
    const page = ((await (await get(`/mall/v1/materials?ids=${b._id},${a._id}`)).json()) as Envelope<Page<{ _id: string }>>).data;
    expect(page.list.map((m) => m._id)).toEqual([b._id, a._id]);
    const bad = await get('/mall/v1/materials?ids=xyz');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toBe('ids 须为逗号分隔的商品编号，至多 50 个');
  });
});
