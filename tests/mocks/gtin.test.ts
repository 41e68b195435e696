import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Envelope, Page } from './helpers.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { checkGtin } from '@/features/scan';

const BASE = 'http://localhost:3000';

async function get(path: string) {
  const res = await getResponse(catalogueHandlers, new Request(`${BASE}${path}`));
  if (!res) throw new Error(`no handler for ${path}`);
  return { status: res.status, body: (await res.json()) as Envelope<Page<{ _id: string; gtin?: string; mfrName: string }>> };
}

describe('GTINs (docs/api.md §5 GTIN)', () => {
  const withGtin = db.state.materials.filter((m) => m.gtin);

  it('the GS1 brands’ packs carry real-format GTIN-14s with valid check digits, each its own', () => {
    expect(withGtin.length).toBeGreaterThan(3);
    for (const m of withGtin) expect(checkGtin(m.gtin!)).toEqual({ gtin: m.gtin });
    expect(new Set(withGtin.map((m) => m.gtin)).size).toBe(withGtin.length);
    expect(new Set(withGtin.map((m) => m.mfrName))).toEqual(new Set(['Sigma-Aldrich', '密理博']));
  });

  it('?gtin= finds the pack of a GTIN, 13 digits padded to 14; an unknown one finds nothing; a bad one is refused', async () => {
    const pack = withGtin.find((m) => !m.offShelf)!;
    const found = await get(`/mall/v1/materials?gtin=${pack.gtin}`);
    expect(found.body.data.list.map((m) => [m._id, m.gtin])).toEqual([[pack._id, pack.gtin]]);
    expect((await get(`/mall/v1/materials?gtin=${pack.gtin!.slice(1)}`)).body.data.list.map((m) => m._id)).toEqual([pack._id]);
    expect((await get('/mall/v1/materials?gtin=04006381333931')).body.data.total).toBe(0);
    const bad = await get('/mall/v1/materials?gtin=12345');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('gtin 须为 8、12、13 或 14 位数字');
  });
});
