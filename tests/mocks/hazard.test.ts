import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { REAGENT_HAZARDS } from '../../mocks/db/seed/catalogue-data.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { H_STATEMENTS } from '../../mocks/hazard-data.ts';

const { callJson } = handlerClient([...catalogueHandlers, ...cartHandlers], 'http://localhost:3000');
const owner = DEMO.owner._id;

interface Hazard {
  pictograms: string[];
  signalWord: string | null;
  hStatements: { code: string; text: string }[];
  controls: string[];
  unNumber: string | null;
}
interface Summary {
  _id: string;
  name: string;
  catalogNo: string;
  category: string;
  cas?: string;
  stock: number;
  shipping: string;
  hazard: Hazard | null;
  shippingCondition: string;
  hasSds: boolean;
}

const materials = (query: string) => callJson<Page<Summary>>(null, 'GET', `/mall/v1/materials?pageSize=100&${query}`);
const onShelf = () => db.state.materials.filter((m) => !m.offShelf);

beforeEach(() => {
  db.reset();
});

describe('hazard data in the seed (docs/api.md §20)', () => {
  it('every H code has its Chinese text and every hazard family is sold', () => {
    for (const [name, hazard] of Object.entries(REAGENT_HAZARDS)) {
      for (const code of hazard.hCodes) expect(H_STATEMENTS[code], `${name} ${code}`).toBeTruthy();
      expect(hazard.signalWord === null).toBe(hazard.pictograms.length === 0);
      expect(db.state.materials.some((m) => m.name === name && m.hazard), name).toBe(true);
    }
  });

  it('enzymes are respiratory sensitisers and kanamycin a reproductive toxicant (supplier SDS), none of them controlled', () => {
    for (const cas of ['39450-01-6', '9003-98-9', '9001-12-1']) {
      for (const m of db.state.materials.filter((x) => x.cas === cas)) {
        expect(m.hazard, m.name).toEqual({ pictograms: ['GHS08'], signalWord: '危险', hCodes: ['H334'], controls: [], unNumber: null });
      }
    }
    const kanamycin = db.state.materials.filter((m) => m.cas === '25389-94-0');
    expect(kanamycin.length).toBeGreaterThan(0);
    for (const m of kanamycin) expect(m.hazard?.hCodes).toEqual(['H360']);
    expect(H_STATEMENTS.H360).toBe('可能对生育能力或胎儿造成伤害');
  });

  it('acetone: 易制毒第三类 with GHS02/GHS07, H225 and UN1090, in stock from Chinese brands', () => {
    const acetone = db.state.materials.filter((m) => m.cas === '67-64-1');
    expect(acetone.length).toBeGreaterThanOrEqual(4);
    expect(new Set(acetone.map((m) => m.mfrName))).toContain('国药试剂');
    expect(acetone.map((m) => m.spec)).toContain('2.5 L');
    for (const m of acetone) {
      expect(m.stock).toBeGreaterThan(0);
      expect(m.hazard).toEqual({ pictograms: ['GHS02', 'GHS07'], signalWord: '危险', hCodes: ['H225', 'H319', 'H336'], controls: ['precursor3'], unNumber: 'UN1090' });
    }
    // a material may have two classes; harmless buffers none
    expect(db.state.materials.find((m) => m.cas === '7722-64-7')?.hazard?.controls).toEqual(['precursor3', 'explosive']);
    expect(db.state.materials.find((m) => m.cas === '26628-22-8')?.hazard?.controls).toEqual(['toxic']);
    expect(db.state.materials.find((m) => m.cas === '67-66-3')?.hazard?.controls).toEqual(['precursor2']);
    for (const cas of ['77-86-1', '7647-14-5', '56-40-6', '57-50-1']) {
      expect(db.state.materials.filter((m) => m.cas === cas).every((m) => m.hazard === undefined), cas).toBe(true);
    }
  });
});

describe('catalogue answers (docs/api.md §20)', () => {
  it('a summary carries hazard with H texts, shippingCondition and hasSds; the detail too', async () => {
    const { body } = await materials('keyword=67-64-1');
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(0);
    const row = body.data.list[0]!;
    expect(row.hazard?.hStatements[0]).toEqual({ code: 'H225', text: '高度易燃液体和蒸气' });
    expect(row.hazard?.controls).toEqual(['precursor3']);
    expect(row.shippingCondition).toBe('ambient');
    expect(row.hasSds).toBe(true);

    const detail = await callJson<Summary>(null, 'GET', `/mall/v1/materials/${row._id}`);
    expect(detail.body.data.hazard?.unNumber).toBe('UN1090');
    expect(detail.body.data.hasSds).toBe(true);

    const antibody = onShelf().find((m) => m.category === 'antibody' && m.shipping === '冰袋')!;
    const plain = await callJson<Summary>(null, 'GET', `/mall/v1/materials/${antibody._id}`);
    expect(plain.body.data.hazard).toBeNull();
    expect(plain.body.data.hasSds).toBe(false);
    expect(plain.body.data.shippingCondition).toBe('icePack');
    const frozen = onShelf().find((m) => m.shipping === '干冰')!;
    expect((await callJson<Summary>(null, 'GET', `/mall/v1/materials/${frozen._id}`)).body.data.shippingCondition).toBe('dryIce');
  });

  it('filters by control, and the facets count the same', async () => {
    const expected = {
      hazard: onShelf().filter((m) => m.hazard).length,
      controlled: onShelf().filter((m) => m.hazard?.controls.some((c) => c !== 'hazardous')).length,
      precursor3: onShelf().filter((m) => m.hazard?.controls.includes('precursor3')).length,
      toxic: onShelf().filter((m) => m.hazard?.controls.includes('toxic')).length,
    };
    expect(expected.controlled).toBeGreaterThan(expected.precursor3);
    expect(expected.hazard).toBeGreaterThan(expected.controlled);
    for (const [control, total] of Object.entries(expected)) {
      const { body } = await materials(`control=${control}`);
      expect(body.data.total, control).toBe(total);
      if (control === 'toxic') expect(body.data.list.every((m) => m.hazard?.controls.includes('toxic'))).toBe(true);
    }
    const tags = await callJson<{ materialCount: number }[]>(null, 'GET', '/mall/v1/materials/tags/list?control=toxic');
    expect(Math.max(...tags.body.data.map((t) => t.materialCount))).toBe(expected.toxic);
    const brands = await callJson<{ count: number }[]>(null, 'GET', '/mall/v1/materials/keyword/relate-manufacturer?control=toxic');
    expect(brands.body.data.reduce((sum, b) => sum + b.count, 0)).toBe(expected.toxic);
  });

  it('refuses an unknown control with 400', async () => {
    const msg = 'control 只能是 hazard、controlled、hazardous、precursor1、precursor2、precursor3、explosive 或 toxic';
    for (const path of ['/mall/v1/materials?control=poison', '/mall/v1/materials/tags/list?control=poison', '/mall/v1/materials/keyword/relate-manufacturer?control=x']) {
      const { status, body } = await callJson<null>(null, 'GET', path);
      expect(status, path).toBe(400);
      expect(body.msg).toBe(msg);
    }
  });

  it('cart lines and batch results carry the hazard data', async () => {
    const acetone = onShelf().find((m) => m.cas === '67-64-1')!;
    const cart = await callJson<{ list: (Summary & { matlId: string })[] }>(owner, 'POST', '/mall/v1/carts', { matlId: acetone._id, quantity: 1 });
    const line = cart.body.data.list.find((l) => l.matlId === acetone._id)!;
    expect(line.hazard?.controls).toEqual(['precursor3']);
    expect(line.shippingCondition).toBe('ambient');
    expect(line.hasSds).toBe(true);
    const batch = await callJson<{ results: Summary[] }>(owner, 'POST', '/mall/v1/carts/batch', { lines: [{ catalogNo: acetone.catalogNo, quantity: 1 }] });
    expect(batch.body.data.results[0]?.hazard?.unNumber).toBe('UN1090');
  });
});
