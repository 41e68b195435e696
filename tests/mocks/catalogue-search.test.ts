import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, Page } from './helpers.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';

/** The fake mall's catalogue search: codes read as the shop reads them (issue 24 item 2). */

async function getJson<T>(path: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await getResponse(catalogueHandlers, new Request(`http://localhost:3000${path}`));
  if (!res) throw new Error(`no handler for ${path}`);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

beforeEach(() => db.reset());

describe('COA lookups read codes as the shop does', () => {
  it('finds a serial number or lot typed in full width, lower case or with hyphens and spaces', async () => {
    const coa = db.state.coas[0]!;
    const wide = coa.sn.toLowerCase().replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const sn of [wide, ` ${coa.sn.slice(0, 3)}-${coa.sn.slice(3)} `]) {
      const { body } = await getJson<Page<{ _id: string }>>(`/common/v1/scm/coas?sn=${encodeURIComponent(sn)}`);
      expect(body.data.list.map((c) => c._id)).toEqual([coa._id]);
    }
    const hit = await getJson<{ sn: string }>(`/mall/v1/materials/${coa.matlId}/coa?lot=${encodeURIComponent(`${coa.lot.toLowerCase()}`)}`);
    expect(hit.body.data.sn).toBe(coa.sn);
  });
});
