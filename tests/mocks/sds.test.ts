import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { SDS_SECTIONS } from '../../mocks/sds.ts';

const { call, callJson } = handlerClient(catalogueHandlers, 'http://localhost:3000');
const byCas = (cas: string) => db.state.materials.find((m) => m.cas === cas && !m.offShelf)!;

beforeEach(() => {
  db.reset();
});

describe('SDS (docs/api.md §22)', () => {
  it('acetone: the 16 sections with the hazard, the UN number and the precursor class', async () => {
    const acetone = byCas('67-64-1');
    const res = await call(null, 'GET', `/mall/v1/materials/${acetone._id}/sds`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toContain(encodeURIComponent(`SDS-${acetone.catalogNo}.pdf`));
    const { text } = await readPdfResponse(res);
    const flat = text.replace(/\s+/g, '');
    SDS_SECTIONS.forEach((title, i) => expect(flat, title).toContain(`第${i + 1}部分${title}`.replace(/\s+/g, '')));
    for (const want of ['丙酮', '67-64-1', 'H225高度易燃液体和蒸气', 'H336可能造成昏昏欲睡或眩晕', 'UN1090', '易制毒化学品（第三类）', '易制毒化学品管理条例', '0532-83889090', '火焰（易燃）', '危险', 'P210']) {
      expect(flat, want).toContain(want);
    }
  });

  it('derives the texts from the hazard: NaBH4 is not put out with water, NaCN names the toxic regulations', async () => {
    const borohydride = await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${byCas('16940-66-2')._id}/sds`));
    expect(borohydride.text.replace(/\s+/g, '')).toContain('禁止用水');
    expect(borohydride.text.replace(/\s+/g, '')).toContain('易制爆危险化学品');
    const cyanide = (await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${byCas('143-33-9')._id}/sds`))).text.replace(/\s+/g, '');
    expect(cyanide).toContain('剧毒化学品');
    expect(cyanide).toContain('UN1689');
    expect(cyanide).toContain('H300+H310+H330吞咽、皮肤接触或吸入致命');
    // a harmless buffer has an SDS that says so
    const tris = (await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${byCas('77-86-1')._id}/sds`))).text.replace(/\s+/g, '');
    expect(tris).toContain('不属于危险物质或混合物');
    expect(tris).toContain('非危险货物');
    expect(tris).not.toContain('易制毒');
  });

  it('answers 404 for an unknown material and for one without an SDS', async () => {
    const unknown = await callJson<null>(null, 'GET', '/mall/v1/materials/66a30000000000000000ffff/sds');
    expect([unknown.status, unknown.body.msg]).toEqual([404, '商品不存在']);
    const antibody = db.state.materials.find((m) => m.category === 'antibody')!;
    const none = await callJson<null>(null, 'GET', `/mall/v1/materials/${antibody._id}/sds`);
    expect([none.status, none.body.msg]).toEqual([404, '该商品暂无安全技术说明书']);
  });
});

describe('datasheet (docs/api.md §22)', () => {
  it('every material has one: name, 货号, storage, shipping condition and the hazard summary', async () => {
    const acetone = byCas('67-64-1');
    const res = await call(null, 'GET', `/mall/v1/materials/${acetone._id}/datasheet`);
    expect(res.headers.get('Content-Disposition')).toContain(encodeURIComponent(`Datasheet-${acetone.catalogNo}.pdf`));
    const flat = (await readPdfResponse(res)).text.replace(/\s+/g, '');
    for (const want of [acetone.name.replace(/\s+/g, ''), acetone.catalogNo, '常温', 'H225', '易制毒第三类']) expect(flat, want).toContain(want);
    const antibody = db.state.materials.find((m) => m.category === 'antibody' && m.shipping === '冰袋')!;
    const other = (await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${antibody._id}/datasheet`))).text.replace(/\s+/g, '');
    expect(other).toContain('2–8℃冰袋');
    expect(other).toContain('本品无GHS危险性分类');
    const missing = await callJson<null>(null, 'GET', '/mall/v1/materials/66a30000000000000000ffff/datasheet');
    expect([missing.status, missing.body.msg]).toEqual([404, '商品不存在']);
  });
});
