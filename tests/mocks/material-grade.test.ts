import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, Page } from './helpers.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';

const BASE = 'http://localhost:3000';
// seed: Tris 碱 by Sigma-Aldrich (≥99%，BioReagent 级), 甲醇 (AR) by 国药试剂 (分析纯 (AR)), 人 IL-6 ELISA 试剂盒
const TRIS_SIGMA = '66a30000000000000000098f';
const METHANOL_SINOPHARM = '66a300000000000000000a4b';

type Row = { _id: string; name: string; category: string; purity?: string; grade?: string };

async function list(query: string): Promise<Row[]> {
  const res = await getResponse(catalogueHandlers, new Request(`${BASE}/mall/v1/materials?${query}`));
  if (!res) throw new Error('no handler');
  return ((await res.json()) as Envelope<Page<Row>>).data.list;
}

beforeEach(() => db.reset());

describe('纯度 and 规格等级 (docs/api.md §5)', () => {
  it('a chemical states them as its product does; a kit or an antibody has neither', async () => {
    const [tris, methanol] = await list(`ids=${TRIS_SIGMA},${METHANOL_SINOPHARM}`);
    expect(tris).toMatchObject({ purity: '≥99%', grade: 'BioReagent' });
    expect(methanol).toMatchObject({ grade: '分析纯 (AR)' });
    expect(methanol).not.toHaveProperty('purity');
    const kits = await list('category=elisa&pageSize=5');
    expect(kits.length).toBeGreaterThan(0);
    for (const kit of kits) {
      expect(kit).not.toHaveProperty('purity');
      expect(kit).not.toHaveProperty('grade');
    }
  });
});
