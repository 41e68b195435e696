import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlerClient, type Envelope, type Page } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';
import { db } from '../../mocks/db/index.ts';
import { addFault, clearFaults } from '../../mocks/faults.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { mockControlHandlers } from '../../mocks/handlers/mock-control.ts';

const BASE = 'http://localhost:3000';
const handlers = [...mockControlHandlers, ...catalogueHandlers, ...cartHandlers];
const { call } = handlerClient(handlers, BASE);

async function get(path: string, init?: RequestInit): Promise<Response> {
  const res = await getResponse(handlers, new Request(`${BASE}${path}`, init));
  if (!res) throw new Error(`no handler for ${path}`);
  return res;
}

afterEach(() => {
  clearFaults();
  vi.useRealTimers();
});

describe('catalogue images', () => {
  it('every material, brand and tag carries an image path that answers a cacheable SVG', async () => {
    const list = (await (await get('/mall/v1/materials?pageSize=3')).json()) as Envelope<Page<{ _id: string; image: string; tags: { image: string }[] }>>;
    const brands = (await (await get('/common/v1/manufacturers?pageSize=2')).json()) as Envelope<Page<{ image: string }>>;
    const paths = [
      ...list.data.list.map((m) => m.image),
      ...list.data.list.flatMap((m) => m.tags.map((t) => t.image)),
      ...brands.data.list.map((b) => b.image),
    ];
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      expect(path).toMatch(/^\/common\/v1\/images\/(material|brand|label)\/[0-9a-f]{24}\.svg$/);
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('max-age');
      const svg = await res.text();
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.length).toBeLessThan(4000);
    }
  });

  it('every brand\'s word mark says its whole English name, never only a first word (CST read "Cell")', async () => {
    for (const brand of db.state.manufacturers) {
      const svg = await (await get(`/common/v1/images/brand/${brand._id}.svg`)).text();
      const words = [...svg.matchAll(/<(?:text|tspan)[^>]*>([^<]+)</g)].map((m) => m[1]!.replace(/&(?:amp|#38);/g, '&')).slice(1);
      expect(words.join(' '), brand.nameEn).toBe(brand.nameEn);
      for (const size of svg.matchAll(/font-size="(\d+)"/g)) expect(Number(size[1]), brand.nameEn).toBeGreaterThanOrEqual(14);
    }
    const cst = db.state.manufacturers.find((b) => b.nameEn === 'Cell Signaling Technology')!;
    const svg = await (await get(`/common/v1/images/brand/${cst._id}.svg`)).text();
    expect(svg).toContain('>Cell Signaling</tspan>');
    expect(svg).toContain('>Technology</tspan>');
  });

  it('a material picture names its brand whole: the English name, or the shop\'s name for it when that is too long', async () => {
    const cst = db.state.manufacturers.find((b) => b.nameEn === 'Cell Signaling Technology')!;
    const material = db.state.materials.find((m) => m.mfrId === cst._id)!;
    const svg = await (await get(`/common/v1/images/material/${material._id}.svg`)).text();
    const texts = [...svg.matchAll(/<text[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(texts).toContain(cst.name);
    expect(texts).not.toContain('Cell');
  });

  it('the same material draws the same picture; an unknown one is a 404', async () => {
    const id = db.state.materials[0]!._id;
    expect(await (await get(`/common/v1/images/material/${id}.svg`)).text()).toBe(await (await get(`/common/v1/images/material/${id}.svg`)).text());
    expect((await get('/common/v1/images/material/nope.svg')).status).toBe(404);
  });

  it('filters materials by authorised dealer', async () => {
    const body = (await (await get('/mall/v1/materials?isAuthorizedDealer=0&pageSize=100')).json()) as Envelope<Page<{ mfrId: string }>>;
    const dealers = new Set(db.state.manufacturers.filter((b) => b.isAuthorizedDealer).map((b) => b._id));
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.every((m) => !dealers.has(m.mfrId))).toBe(true);
  });
});

describe('slow and failing answers on demand', () => {
  it('a fault fails the matching calls the given number of times, then answers normally', async () => {
    addFault({ match: '/materials', delayMs: 0, status: 503, times: 2 });
    expect((await get('/mall/v1/materials')).status).toBe(503);
    expect((await get('/common/v1/manufacturers')).status).toBe(200); // other paths untouched
    expect((await get('/mall/v1/materials')).status).toBe(503);
    expect((await get('/mall/v1/materials')).status).toBe(200);
  });

  it('a slow answer waits, and /__mock/faults sets and clears faults', async () => {
    vi.useFakeTimers();
    const set = await get('/__mock/faults', { method: 'POST', body: JSON.stringify({ match: '/scm/coas', delayMs: 120 }) });
    expect(set.status).toBe(200);
    let answered = false;
    const slow = get('/common/v1/scm/coas?sn=COA25G001251').then((res) => ((answered = true), res));
    await vi.advanceTimersByTimeAsync(100);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect((await slow).status).toBe(200);
    await get('/__mock/faults/clear', { method: 'POST' });
    // no fault: answered without any time passing on the clock
    expect((await get('/common/v1/scm/coas?sn=COA25G001251')).status).toBe(200);
  });

  it('a call held by a delay changes nothing once the mall is reset meanwhile (a late call of an earlier test)', async () => {
    vi.useFakeTimers();
    const owner = DEMO.owner._id;
    const line = db.state.carts.find((c) => c.memberId === owner)!;
    const before = line.quantity;
    addFault({ match: '/carts', delayMs: 35_000, status: 0, times: 1 });
    const late = call(owner, 'PUT', `/mall/v1/carts/${line.matlId}/quantity`, { quantity: before + 1 });
    await vi.advanceTimersByTimeAsync(1000);
    await get('/__mock/reset', { method: 'POST' });
    await vi.advanceTimersByTimeAsync(35_000);
    expect((await late).status).toBe(503);
    expect(db.state.carts.find((c) => c.memberId === owner && c.matlId === line.matlId)!.quantity).toBe(before);
  });
});
