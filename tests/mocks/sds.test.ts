import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { DIAMOND_MARK } from '../../mocks/ghs-pdf.ts';
import { SDS_SECTIONS } from '../../mocks/sds.ts';

const { call, callJson } = handlerClient(catalogueHandlers, 'http://localhost:3000');
const byCas = (cas: string) => db.state.materials.find((m) => m.cas === cas && !m.offShelf)!;

beforeEach(() => {
  db.reset();
});

/** The SDS of the material of this CAS, as text without spaces. */
const sdsText = async (cas: string) => (await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${byCas(cas)._id}/sds`))).text.replace(/\s+/g, '');
/** Section n (1..16) of an SDS text. */
function part(text: string, n: number): string {
  const start = text.indexOf(`第${n}部分`);
  const end = n < 16 ? text.indexOf(`第${n + 1}部分`, start) : text.length;
  expect(start).toBeGreaterThanOrEqual(0);
  return text.slice(start, end);
}

describe('SDS (docs/api.md §22)', () => {
  it('acetone: the 16 sections with the hazard, the UN number and the precursor class', async () => {
    const acetone = byCas('67-64-1');
    const res = await call(null, 'GET', `/mall/v1/materials/${acetone._id}/sds`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toContain(encodeURIComponent(`SDS-${acetone.catalogNo}.pdf`));
    const { text } = await readPdfResponse(res);
    const flat = text.replace(/\s+/g, '');
    SDS_SECTIONS.forEach((title, i) => expect(flat, title).toContain(`第${i + 1}部分${title}`.replace(/\s+/g, '')));
    for (const want of ['丙酮', '67-64-1', 'H225高度易燃液体和蒸气', 'H336可能引起昏昏欲睡或眩晕', 'UN1090', '易制毒化学品（第三类）', '易制毒化学品管理条例', '0532-83889090', '火焰（易燃）', '危险', 'P210']) {
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

  it('cyanide and azide: acids release deadly HCN / HN₃, azide forms explosive heavy-metal azides; no acid-into-water advice', async () => {
    const cyanide = await sdsText('143-33-9');
    const reactivity = part(cyanide, 10);
    expect(reactivity).toContain('氰化氢');
    expect(reactivity).toContain('EUH032');
    expect(reactivity).toMatch(/禁配物酸类/);
    expect(reactivity).not.toContain('碱类、活泼金属');
    expect(part(cyanide, 7)).toContain('严禁与酸类接触');
    expect(cyanide).not.toContain('把酸');
    expect(part(cyanide, 5)).toContain('氰化氢');
    expect(part(cyanide, 4)).toContain('禁止口对口人工呼吸');
    expect(part(cyanide, 4)).toContain('告知医生为氰化物中毒');
    expect(part(cyanide, 4)).toMatch(/皮肤接触[^眼]*立即就医/);

    const azide = await sdsText('26628-22-8');
    expect(part(azide, 10)).toContain('叠氮酸');
    expect(part(azide, 10)).toContain('重金属叠氮化物');
    expect(part(azide, 10)).toMatch(/禁配物酸类、重金属/);
    expect(part(azide, 7)).toContain('下水道');
    expect(part(azide, 4)).toContain('禁止口对口人工呼吸');
  });

  it('per-substance reactivity of the other controlled chemicals; 把酸加入水中 only for real acids', async () => {
    const peroxide = await sdsText('7722-84-1');
    expect(part(peroxide, 10)).toContain('禁配物还原剂、有机物、易燃或可燃物、金属粉末、碱');
    expect(part(peroxide, 10)).toContain('放出氧气');
    expect(part(peroxide, 5)).toContain('助燃');
    expect(part(peroxide, 5)).toContain('灭火方法及灭火剂用大量水灭火');
    expect(peroxide).not.toContain('把酸');
    expect(part(await sdsText('7722-64-7'), 10)).toContain('强氧化剂');
    expect(part(await sdsText('60-29-7'), 10)).toContain('过氧化物');
    expect(part(await sdsText('67-66-3'), 10)).toContain('光气');
    for (const acid of ['7647-01-0', '7664-93-9', '7697-37-2']) expect(part(await sdsText(acid), 7), acid).toContain('把酸缓慢加入水中');
  });

  it('water-reactive before flammable; a flammable solid is no flammable liquid', async () => {
    const borohydride = await sdsText('16940-66-2');
    expect(part(borohydride, 10)).toContain('氢气');
    expect(borohydride).not.toContain('易燃液体库房');
    expect(borohydride).not.toContain('蒸气与空气可形成爆炸性混合物');
    for (const cas of ['151-21-3', '30525-89-4']) {
      const text = await sdsText(cas);
      expect(text, cas).not.toContain('易燃液体库房');
      expect(text, cas).not.toContain('蒸气与空气可形成爆炸性混合物');
      expect(part(text, 5), cas).toContain('易燃固体');
    }
    expect(await sdsText('67-64-1')).toContain('易燃液体库房');
  });

  it('section 14: packing group and marine pollutant', async () => {
    const cyanide = part(await sdsText('143-33-9'), 14);
    expect(cyanide).toContain('包装类别I');
    expect(cyanide).toContain('海洋污染物是');
    const acetone = part(await sdsText('67-64-1'), 14);
    expect(acetone).toContain('包装类别II');
    expect(acetone).toContain('海洋污染物否');
  });

  it('section 3: the substance and its concentration; no purity claimed for a biological', async () => {
    const peroxide = part(await sdsText('7722-84-1'), 3);
    expect(peroxide).toContain('过氧化氢7722-84-130%');
    expect(peroxide).not.toContain('过氧化氢溶液7722-84-1');
    const lps = part(await sdsText('93572-42-0'), 3);
    expect(lps).not.toContain('≥99%');
    expect(lps).toContain('见产品说明书');
  });

  it('section 2 draws the GHS pictograms as symbols: one red diamond per pictogram, none for a harmless reagent', async () => {
    for (const cas of ['67-64-1', '143-33-9', '77-86-1']) {
      const material = byCas(cas);
      const pdf = await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${material._id}/sds`));
      expect(pdf.raw.split(DIAMOND_MARK).length - 1, cas).toBe(material.hazard?.pictograms.length ?? 0);
      // drawn on the page of section 2, not merely named
      const page = pdf.pages.findIndex((p) => p.replace(/\s+/g, '').includes('第2部分'));
      expect(page).toBeGreaterThanOrEqual(0);
    }
    const acetone = byCas('67-64-1');
    const datasheet = await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${acetone._id}/datasheet`));
    expect(datasheet.raw.split(DIAMOND_MARK).length - 1).toBe(acetone.hazard!.pictograms.length);
  });

  it('names a maker once when its Chinese and English names are the same (Sigma-Aldrich), both when they differ', async () => {
    const sigma = db.state.materials.find((m) => m.cas === '77-86-1' && m.mfrName === 'Sigma-Aldrich')!;
    const sds = (await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${sigma._id}/sds`))).text.replace(/\s+/g, '');
    expect(sds).toContain('生产商Sigma-Aldrich');
    expect(sds).not.toContain('Sigma-Aldrich（Sigma-Aldrich）');
    const datasheet = (await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${sigma._id}/datasheet`))).text.replace(/\s+/g, '');
    expect(datasheet).not.toContain('Sigma-Aldrich（Sigma-Aldrich）');
    expect(part(await sdsText('67-64-1'), 1)).toMatch(/生产商[^（]+（[A-Za-z ]+）/);
  });

  it('section 3 states the purity of a ≥99 % substance, not 见产品说明书', async () => {
    const sigma = db.state.materials.find((m) => m.cas === '77-86-1' && m.mfrName === 'Sigma-Aldrich')!;
    expect(sigma.description).toContain('≥99%');
    const section = part((await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${sigma._id}/sds`))).text.replace(/\s+/g, ''), 3);
    expect(section).toContain('Tris碱77-86-1≥99%');
    expect(section).not.toContain('见产品说明书');
  });

  it('section 14 follows how the mall ships the product: ordinary goods and limited quantities by 顺丰, real dangerous goods by a DG carrier', async () => {
    // Tris: no UN number, 常温 by 顺丰, no dangerous-goods carrier named
    const tris = part(await sdsText('77-86-1'), 14);
    expect(tris).toContain('顺丰速运');
    expect(tris).not.toContain('危险货物运输资质');
    // acetone 500 mL (UN1090, 包装类别 II): within the 1 L limited quantity, by 顺丰 as 有限数量, no DG carrier
    const acetone = byCas('67-64-1');
    expect(acetone.spec).toBe('500 mL');
    const lq = part(await sdsText('67-64-1'), 14);
    expect(lq).toContain('有限数量');
    expect(lq).toContain('顺丰速运');
    expect(lq).not.toContain('危险货物运输资质');
    // sodium cyanide (剧毒, 包装类别 I): a real dangerous-goods shipment, never by ordinary express
    const cyanide = part(await sdsText('143-33-9'), 14);
    expect(cyanide).toContain('道路危险货物运输资质');
    expect(cyanide).toContain('剧毒化学品道路运输通行证');
    expect(cyanide).not.toContain('由顺丰速运配送');
    // every packing-group-I material is a DG shipment
    for (const m of db.state.materials.filter((x) => x.hazard?.unNumber === 'UN1155' && !x.offShelf).slice(0, 2)) {
      const text = (await readPdfResponse(await call(null, 'GET', `/mall/v1/materials/${m._id}/sds`))).text.replace(/\s+/g, '');
      expect(part(text, 14)).toContain('道路危险货物运输资质');
    }
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
