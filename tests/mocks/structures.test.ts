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

describe('structures of the seed (docs/api.md §5 Structures)', () => {
  it('each hand-written SMILES reads back as the substance\'s known formula', () => {
    for (const [cas, { smiles, formula }] of Object.entries(STRUCTURES)) {
      expect(counts(Molecule.fromSmiles(smiles).getMolecularFormula().formula), cas).toEqual(counts(formula));
    }
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
