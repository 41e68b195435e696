/**
 * Company qualifications in the fake mall (docs/api.md §21): the seed's, the four calls (multipart upload with its
 * 400s, 10170, 10171, 10175, 404), the demo review (by itself after 10 s, or the control) and the expire control,
 * and the compliance of cart lines, the preview and orders (10172, 10173, 10174, the approval reason, what the
 * order records). Acetone (第三类) is refused to the demo owner until a qualification is added.
 */
import { File as NodeFile } from 'node:buffer';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { MALL_STARTED_MS, db } from '../../mocks/db/index.ts';
import { AZIDE_DAYS_LEFT, SEEDED_QUALIFICATIONS } from '../../mocks/db/seed/qualifications.ts';
import type { FundRecord, Material, QualificationRecord } from '../../mocks/db/types.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { AUTO_REVIEW_MS, MAX_QUALIFICATIONS, MAX_SCAN_BYTES, qualificationControlHandlers, qualificationHandlers } from '../../mocks/handlers/qualifications.ts';
import { issueTokens } from '../../mocks/lib.ts';
import { chinaToday } from '../../mocks/procurement-data.ts';
import { plusDays } from '../../mocks/compliance-rules.ts';
import { chinaDate, daysBetween } from '../../mocks/quote-rules.ts';

const BASE = 'http://localhost:3000';
const all = [...qualificationControlHandlers, ...qualificationHandlers, ...cartHandlers, ...orderHandlers];
const { call, callJson } = handlerClient(all, BASE);
const OWNER: string = DEMO.owner._id;
const SUB: string = DEMO.sub._id;

const ACETONE = '67-64-1';
const CHLOROFORM = '67-66-3';
const AZIDE = '26628-22-8';

interface Compliance {
  controls: string[];
  status: 'ok' | 'missing' | 'reviewing' | 'overLimit';
  message: string | null;
  purposeRequired: boolean;
  expiring: string | null;
}
interface Qualification {
  _id: string;
  kind: string;
  kindLabel: string;
  number: string;
  classes: string[];
  substances: { cas: string; name: string }[];
  limits: { cas: string; name: string; amount: number; unit: string; used: number }[];
  validFrom: string;
  validTo: string;
  status: string;
  statusLabel: string;
  rejectReason: string | null;
  expiresInDays: number | null;
  file: { name: string; type: string; size: number };
  createdAt: string;
  reviewedAt: string | null;
}
interface Detail {
  _id: string;
  status: string;
  version: number;
  approval: { reasons: string[] } | null;
  compliance: { qualifications: { _id: string; kindLabel: string; number: string }[]; purposes: { matlId: string; name: string; purpose: string }[] } | null;
}

/** An in-stock material of this CAS (and pack), the same one every time. */
function byCas(cas: string, spec?: string): Material {
  const found = db.state.materials
    .filter((m) => m.cas === cas && !m.offShelf && m.stock > 0 && (spec === undefined || m.spec === spec))
    .sort((a, b) => a._id.localeCompare(b._id))[0];
  if (!found) throw new Error(`no material ${cas} ${spec ?? ''} in stock`);
  return found;
}

const nsfc = (): FundRecord => db.state.funds.find((f) => f.code === '32170001')!;
/** The seeded 剧毒 licence ends AZIDE_DAYS_LEFT days after the day the fake mall started (China time). */
const azideValidTo = (): string => plusDays(chinaDate(MALL_STARTED_MS), AZIDE_DAYS_LEFT);
const azideDaysLeft = (): number => AZIDE_DAYS_LEFT - daysBetween(MALL_STARTED_MS, Date.now());
const addressOf = (memberId: string) => (db.state.addresses.find((a) => a.memberId === memberId) ?? db.state.addresses.find((a) => a.memberId === OWNER)!)._id;

function setCart(memberId: string, lines: [Material, number][]): void {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  for (const [material, quantity] of lines) db.state.carts.push({ memberId, matlId: material._id, quantity, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
}

async function place(memberId: string, lines: [Material, number][], extra: Record<string, unknown> = {}) {
  setCart(memberId, lines);
  return callJson<{ _id: string; status: string }>(memberId, 'POST', '/mall/v1/orders', { addressId: addressOf(memberId), fundId: nsfc()._id, ...extra });
}

const detail = async (memberId: string, id: string) => (await callJson<Detail>(memberId, 'GET', `/mall/v2/orders/${id}`)).body.data;
const list = async (memberId = OWNER) => (await callJson<Qualification[]>(memberId, 'GET', '/mall/v1/member/qualifications')).body;
const cartLine = async (memberId: string, matlId: string) =>
  (await callJson<{ list: { matlId: string; compliance: Compliance }[] }>(memberId, 'GET', '/mall/v1/carts')).body.data.list.find((l) => l.matlId === matlId)!.compliance;

// ---------------------------------------------------------------- multipart

const bytesOf = (value: string | number[]): Uint8Array<ArrayBuffer> =>
  typeof value === 'string' ? new TextEncoder().encode(value) : Uint8Array.from(value);
const FILES = {
  png: bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  pdf: bytesOf('%PDF-1.7\n'),
  text: bytesOf('易制毒化学品购买备案证明'),
};

type Fields = Record<string, string>;
const PRECURSOR3: Fields = {
  kind: 'precursorRecord',
  number: '（京）3S110108002',
  authority: '北京市公安局海淀分局',
  classes: '["precursor3"]',
  substances: '[]',
  limits: '[]',
  validFrom: '2026-01-01',
  validTo: '2099-12-31',
};

/** multipart/form-data written out by hand (the test DOM's FormData is not the one fetch reads). */
function multipart(fields: Fields, file: { name: string; type: string; bytes: Uint8Array } | null) {
  const boundary = '----lab-mall-qualification-boundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(fields: Fields = PRECURSOR3, file: { name: string; type: string; bytes: Uint8Array } | null = { name: '备案证明.png', type: 'image/png', bytes: FILES.png }, as = OWNER) {
  const { body, contentType } = multipart(fields, file);
  const headers = new Headers({ Authorization: `Bearer ${issueTokens(as).accessToken}`, 'Content-Type': contentType });
  const response = await getResponse(all, new Request(`${BASE}/mall/v1/member/qualifications`, { method: 'POST', headers, body }));
  if (!response) throw new Error('no handler');
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: Qualification } };
}

const review = (id: string, body: unknown) => callJson<Qualification>(null, 'POST', `/__mock/qualifications/${id}/review`, body);
const expire = (id: string) => callJson<Qualification>(null, 'POST', `/__mock/qualifications/${id}/expire`, {});

/** The owner holds an approved 第三类 备案证明 (uploaded, approved by the control). */
async function permitAcetone(fields: Fields = PRECURSOR3): Promise<Qualification> {
  const sent = await upload(fields);
  expect(sent.body.code).toBe(0);
  return (await review(sent.body.data._id, { approve: true })).body.data;
}

beforeEach(() => db.reset());
afterEach(() => {
  vi.useRealTimers();
});

// The test DOM's File is not the one a Request's formData() makes: Node's puts back what the mall's server has.
const domFile = globalThis.File;
beforeAll(() => {
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = domFile;
});

// ---------------------------------------------------------------- the seed and reading

describe('the seed', () => {
  it('the demo owner: 三氯甲烷 with a 20 L limit, 叠氮化钠 expiring in 20 days (from today), a rejected 易制爆; every member reads them', async () => {
    const body = await list();
    expect(body.code).toBe(0);
    const byId = new Map(body.data.map((q) => [q._id, q]));
    expect(byId.get(SEEDED_QUALIFICATIONS.chloroform)).toMatchObject({
      kind: 'precursorRecord',
      kindLabel: '易制毒化学品购买备案证明',
      classes: ['precursor2'],
      substances: [{ cas: CHLOROFORM, name: '三氯甲烷' }],
      limits: [{ cas: CHLOROFORM, name: '三氯甲烷', amount: 20, unit: 'L', used: 0 }],
      status: 'approved',
      statusLabel: '已通过',
      rejectReason: null,
    });
    // dated from the day the fake mall started, judged on the real clock: the demo reads "20 days left" on that day
    // (one fewer once the run has crossed midnight, China time)
    expect(byId.get(SEEDED_QUALIFICATIONS.azide)).toMatchObject({ kindLabel: '剧毒化学品购买许可证', substances: [{ cas: AZIDE, name: '叠氮化钠' }], status: 'approved', expiresInDays: azideDaysLeft(), validTo: azideValidTo() });
    expect(byId.get(SEEDED_QUALIFICATIONS.rejected)).toMatchObject({ status: 'rejected', statusLabel: '已驳回', rejectReason: '证件照片不清晰，请重新上传', expiresInDays: null });
    expect(body.data.map((q) => q._id)).toEqual([...body.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((q) => q._id));
    expect(body.data.flatMap((q) => q.classes)).not.toContain('precursor3');
    expect((await list(SUB)).data.map((q) => q._id)).toEqual(body.data.map((q) => q._id));
  });

  it('a seeded scan is drawn on request as the PDF it says it is', async () => {
    const q = (await list()).data.find((x) => x._id === SEEDED_QUALIFICATIONS.azide)!;
    const response = await call(SUB, 'GET', `/mall/v1/member/qualifications/${q._id}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(encodeURIComponent('剧毒化学品购买许可证.pdf'));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBe(q.file.size);
    expect((await call(OWNER, 'GET', '/mall/v1/member/qualifications/66c800000000000000000999/file')).status).toBe(404);
  });
});

// ---------------------------------------------------------------- the upload

describe('uploading', () => {
  it('answers the qualification in review, keeps the bytes as sent, reviews it by itself after 10 s', async () => {
    const sent = await upload(PRECURSOR3, { name: 'C:\\证件\\备案证明.png', type: 'image/png', bytes: FILES.png });
    expect(sent.body).toMatchObject({ code: 0, data: { status: 'reviewing', statusLabel: '审核中', kindLabel: '易制毒化学品购买备案证明', classes: ['precursor3'], expiresInDays: null, reviewedAt: null, file: { name: '备案证明.png', type: 'image/png', size: FILES.png.length } } });
    const file = await call(OWNER, 'GET', `/mall/v1/member/qualifications/${sent.body.data._id}/file`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FILES.png);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + AUTO_REVIEW_MS - 2000);
    expect((await list()).data[0]).toMatchObject({ _id: sent.body.data._id, status: 'reviewing' });
    vi.setSystemTime(Date.now() + 3000);
    expect((await list()).data[0]).toMatchObject({ _id: sent.body.data._id, status: 'approved' });
    // decided by itself: the control finds nothing to review
    expect((await review(sent.body.data._id, { approve: false })).status).toBe(409);
  });

  it('refuses a sub-account (10170), a bad file (10171), and a 21st qualification (10175)', async () => {
    expect((await upload(PRECURSOR3, undefined, SUB)).body).toMatchObject({ code: 10170, msg: '子账号无权管理资质' });
    expect((await callJson(SUB, 'DELETE', `/mall/v1/member/qualifications/${SEEDED_QUALIFICATIONS.rejected}`)).body).toMatchObject({ code: 10170 });
    const rule = { code: 10171, msg: '资质文件须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB' };
    expect((await upload(PRECURSOR3, { name: '证件.png', type: 'image/png', bytes: FILES.text })).body).toMatchObject(rule);
    const big = new Uint8Array(MAX_SCAN_BYTES + 1);
    big.set(FILES.pdf);
    expect((await upload(PRECURSOR3, { name: '证件.pdf', type: 'application/pdf', bytes: big })).body).toMatchObject(rule);
    expect((await upload(PRECURSOR3, { name: '证件.pdf', type: 'application/pdf', bytes: FILES.pdf })).body.code).toBe(0);
    expect((await upload(PRECURSOR3, null)).body).toMatchObject({ code: 400, msg: '请上传资质文件' });
    const template = db.state.qualifications.find((q) => q._id === SEEDED_QUALIFICATIONS.rejected)!;
    while (db.state.qualifications.filter((q) => q.memberId === OWNER).length < MAX_QUALIFICATIONS) {
      db.state.qualifications.push({ ...template, _id: `q${db.state.qualifications.length}` } satisfies QualificationRecord);
    }
    expect((await upload()).body).toMatchObject({ code: 10175, msg: '最多保存 20 个资质' });
  });

  it('two uploads sent together for the last place: one kept, the other refused (10175); the file is served as an attachment', async () => {
    const template = db.state.qualifications.find((q) => q._id === SEEDED_QUALIFICATIONS.rejected)!;
    while (db.state.qualifications.filter((q) => q.memberId === OWNER).length < MAX_QUALIFICATIONS - 1) {
      db.state.qualifications.push({ ...template, _id: `q${db.state.qualifications.length}` } satisfies QualificationRecord);
    }
    const file = { name: '证件.pdf', type: 'application/pdf', bytes: FILES.pdf };
    const both = await Promise.all([upload(PRECURSOR3, file), upload(PRECURSOR3, file)]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 10175]);
    expect(db.state.qualifications.filter((q) => q.memberId === OWNER)).toHaveLength(MAX_QUALIFICATIONS);
    const kept = both.find((r) => r.body.code === 0)!.body.data as { _id: string };
    const served = await call(OWNER, 'GET', `/mall/v1/member/qualifications/${kept._id}/file`);
    expect(served.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toBe('sandbox');
  });

  it('checks the fields with the contract\'s texts', async () => {
    const cases: [Fields, string][] = [
      [{ ...PRECURSOR3, kind: 'licence' }, '请选择资质类型'],
      [{ ...PRECURSOR3, number: ' ' }, '证件编号不能为空'],
      [{ ...PRECURSOR3, authority: '' }, '发证机关不能为空'],
      [{ ...PRECURSOR3, classes: '[]' }, '请选择许可范围'],
      [{ ...PRECURSOR3, classes: 'precursor3' }, '请选择许可范围'],
      [{ ...PRECURSOR3, classes: '["toxic"]' }, '许可范围与资质类型不符'],
      [{ ...PRECURSOR3, substances: '["67-64-2"]' }, 'CAS 号格式不正确'],
      [{ ...PRECURSOR3, limits: `[{"cas":"${ACETONE}","amount":0,"unit":"L"}]` }, '许可数量须大于 0'],
      [{ ...PRECURSOR3, limits: '[{"cas":"67-64","amount":1,"unit":"L"}]' }, 'CAS 号格式不正确'],
      [{ ...PRECURSOR3, validFrom: '2026-12-01', validTo: '2026-11-30' }, '有效期结束日期不能早于开始日期'],
      [{ ...PRECURSOR3, validFrom: '2025-01-01', validTo: plusDays(chinaToday(), -1) }, '资质已过期，请上传有效期内的资质'],
    ];
    for (const [fields, msg] of cases) expect((await upload(fields)).body, msg).toMatchObject({ code: 400, msg });
    expect(db.state.qualifications.filter((q) => q.status === 'reviewing')).toEqual([]);
  });

  it('the owner deletes one (404 after); a sub-account reads but never deletes', async () => {
    expect((await callJson(OWNER, 'DELETE', `/mall/v1/member/qualifications/${SEEDED_QUALIFICATIONS.rejected}`)).body).toMatchObject({ code: 0, data: { _id: SEEDED_QUALIFICATIONS.rejected } });
    expect((await list()).data.map((q) => q._id)).not.toContain(SEEDED_QUALIFICATIONS.rejected);
    expect((await callJson(OWNER, 'DELETE', `/mall/v1/member/qualifications/${SEEDED_QUALIFICATIONS.rejected}`)).body).toMatchObject({ code: 404, msg: '资质不存在' });
  });
});

describe('demo controls', () => {
  it('review: approve or reject (default reason) a reviewing one; 409 otherwise', async () => {
    const a = (await upload()).body.data;
    const rejected = await review(a._id, {});
    expect(rejected.status).toBe(400);
    expect((await review(a._id, { approve: false })).body.data).toMatchObject({ status: 'rejected', rejectReason: '证件照片不清晰，请重新上传' });
    expect((await review(a._id, { approve: true })).body).toMatchObject({ code: 409, msg: '该资质已驳回，不在审核中' });
    const b = (await upload()).body.data;
    expect((await review(b._id, { approve: false, reason: '编号与照片不符' })).body.data.rejectReason).toBe('编号与照片不符');
    expect((await review('nope', { approve: true })).status).toBe(404);
  });

  it('expire: an approved one reads expired from yesterday; 409 for any other', async () => {
    const expired = (await expire(SEEDED_QUALIFICATIONS.azide)).body.data;
    expect(expired).toMatchObject({ status: 'expired', statusLabel: '已过期', expiresInDays: null, validTo: plusDays(chinaToday(), -1) });
    expect((await expire(SEEDED_QUALIFICATIONS.azide)).body).toMatchObject({ code: 409, msg: '该资质已过期，只有已通过的资质可以设为过期' });
    expect((await expire(SEEDED_QUALIFICATIONS.rejected)).status).toBe(409);
  });
});

// ---------------------------------------------------------------- cart, preview and orders

describe('buying controlled chemicals', () => {
  it('the owner without a 第三类 permit: acetone is missing in the cart and the preview, and the order is refused (10172)', async () => {
    const acetone = byCas(ACETONE);
    setCart(OWNER, [[acetone, 1]]);
    expect(await cartLine(OWNER, acetone._id)).toEqual({
      controls: ['precursor3'],
      status: 'missing',
      message: '需要有效的易制毒化学品购买备案证明（第三类），请在资质管理中上传',
      purposeRequired: false,
      expiring: null,
    });
    const preview = (await callJson<{ compliance: { blocked: string | null; lines: ({ matlId: string; name: string } & Compliance)[] } }>(OWNER, 'POST', '/mall/v1/orders/preview', { fundId: nsfc()._id })).body.data;
    const refusal = `商品 ${acetone.name} 需要有效的易制毒化学品购买备案证明（第三类），请在资质管理中上传`;
    expect(preview.compliance).toMatchObject({ blocked: refusal, lines: [{ matlId: acetone._id, name: acetone.name, status: 'missing' }] });
    expect((await place(OWNER, [[acetone, 1]])).body).toMatchObject({ code: 10172, msg: refusal });
  });

  it('an ordinary line answers compliance ok with no controls, and the order records none', async () => {
    const plain = db.state.materials.find((m) => !m.offShelf && m.stock > 0 && !m.hazard)!;
    setCart(OWNER, [[plain, 1]]);
    expect(await cartLine(OWNER, plain._id)).toEqual({ controls: [], status: 'ok', message: null, purposeRequired: false, expiring: null });
    const placed = await place(OWNER, [[plain, 1]]);
    expect(placed.body.code).toBe(0);
    expect((await detail(OWNER, placed.body.data._id)).compliance).toBeNull();
  });

  it('upload → reviewing (10172 says so) → control approve → ok → the order goes through, recording the qualification', async () => {
    const acetone = byCas(ACETONE);
    const sent = (await upload()).body.data;
    setCart(OWNER, [[acetone, 1]]);
    expect(await cartLine(OWNER, acetone._id)).toMatchObject({ status: 'reviewing', message: '资质审核中，通过后可下单' });
    expect((await place(OWNER, [[acetone, 1]])).body).toMatchObject({ code: 10172, msg: `商品 ${acetone.name} 的资质正在审核，通过后可下单` });
    await review(sent._id, { approve: true });
    expect(await cartLine(OWNER, acetone._id)).toMatchObject({ status: 'ok', message: null });
    const placed = await place(OWNER, [[acetone, 1]]);
    expect(placed.body).toMatchObject({ code: 0, data: { status: 'pendingReview' } });
    expect((await detail(OWNER, placed.body.data._id)).compliance).toEqual({
      qualifications: [{ _id: sent._id, kindLabel: '易制毒化学品购买备案证明', number: PRECURSOR3.number }],
      purposes: [],
    });
  });

  it('a sub-account\'s controlled order needs approval (approval mode rules), the reason naming the chemical and its class', async () => {
    await permitAcetone();
    const acetone = byCas(ACETONE);
    expect(db.state.procurementSettings.find((s) => s.memberId === OWNER)?.approvalMode).toBe('rules');
    const placed = await place(SUB, [[acetone, 1]]);
    expect(placed.body).toMatchObject({ code: 0, data: { status: 'pendingApproval' } });
    expect((await detail(SUB, placed.body.data._id)).approval?.reasons).toEqual(['含管制化学品：丙酮（易制毒第三类）']);
    // approval mode off: straight to review
    db.state.procurementSettings.find((s) => s.memberId === OWNER)!.approvalMode = 'off';
    expect((await place(SUB, [[acetone, 1]])).body.data.status).toBe('pendingReview');
  });

  it('approving re-checks coverage: an order whose qualification expired meanwhile is refused to the approver (10172)', async () => {
    const q = await permitAcetone();
    const acetone = byCas(ACETONE);
    const placed = await place(SUB, [[acetone, 1]]);
    const order = await detail(OWNER, placed.body.data._id);
    await expire(q._id);
    const approve = await callJson(OWNER, 'PUT', `/mall/v1/orders/${order._id}/approve`, { version: order.version });
    expect(approve.body).toMatchObject({ code: 10172, msg: `商品 ${acetone.name} 需要有效的易制毒化学品购买备案证明（第三类），请在资质管理中上传` });
    await permitAcetone({ ...PRECURSOR3, number: '（京）3S110108003' });
    expect((await callJson(OWNER, 'PUT', `/mall/v1/orders/${order._id}/approve`, { version: order.version })).body.code).toBe(0);
  });

  it('a 剧毒 line needs its 用途 (10174); with one, the order records it with the licence', async () => {
    const azide = byCas(AZIDE, '25 g');
    setCart(OWNER, [[azide, 1]]);
    expect(await cartLine(OWNER, azide._id)).toMatchObject({
      controls: ['toxic'],
      status: 'ok',
      purposeRequired: true,
      expiring: `资质 沪公剧购〔2026〕0127 将于 ${azideValidTo()} 到期（剩 ${azideDaysLeft()} 天）`,
    });
    expect((await place(OWNER, [[azide, 1]])).body).toMatchObject({ code: 10174, msg: `请填写 ${azide.name} 的用途` });
    expect((await place(OWNER, [[azide, 1]], { purposes: [{ matlId: azide._id, purpose: '   ' }] })).body.code).toBe(10174);
    expect((await place(OWNER, [[azide, 1]], { purposes: [{ matlId: azide._id, purpose: '防' }] })).body).toMatchObject({ code: 400, msg: '用途应为 2–100 个字符' });
    const placed = await place(OWNER, [[azide, 1]], { purposes: [{ matlId: azide._id, purpose: '细胞裂解液防腐（0.02%）' }] });
    expect(placed.body.code).toBe(0);
    expect((await detail(OWNER, placed.body.data._id)).compliance).toEqual({
      qualifications: [{ _id: SEEDED_QUALIFICATIONS.azide, kindLabel: '剧毒化学品购买许可证', number: '沪公剧购〔2026〕0127' }],
      purposes: [{ matlId: azide._id, name: azide.name, purpose: '细胞裂解液防腐（0.02%）' }],
    });
  });

  it('over the limit: 10173 with the numbers; what orders bought counts as used until they are cancelled', async () => {
    const chloroform = byCas(CHLOROFORM, '500 mL');
    expect((await place(OWNER, [[chloroform, 41]])).body).toMatchObject({ code: 10173, msg: '超出许可数量：三氯甲烷 许可 20 L，已购 0 L，本单 20.5 L' });
    const first = await place(OWNER, [[chloroform, 30]]);
    expect(first.body.code).toBe(0);
    const limit = () => list().then((b) => b.data.find((q) => q._id === SEEDED_QUALIFICATIONS.chloroform)!.limits[0]);
    expect(await limit()).toMatchObject({ amount: 20, used: 15 });
    setCart(OWNER, [[chloroform, 11]]);
    expect(await cartLine(OWNER, chloroform._id)).toMatchObject({ status: 'overLimit', message: '超出许可数量：三氯甲烷 许可 20 L，已购 15 L，本单 5.5 L' });
    expect((await place(OWNER, [[chloroform, 11]])).body).toMatchObject({ code: 10173, msg: '超出许可数量：三氯甲烷 许可 20 L，已购 15 L，本单 5.5 L' });
    expect((await place(OWNER, [[chloroform, 10]])).body.code).toBe(0);
    expect(await limit()).toMatchObject({ used: 20 });
    await callJson(OWNER, 'PUT', `/mall/v1/orders/${first.body.data._id}/cancel`);
    expect(await limit()).toMatchObject({ used: 5 });
  });

  it('each qualification is charged only what it covered in an order; a re-uploaded licence of the same number keeps what was bought', async () => {
    const base = db.state.qualifications.find((q) => q._id === SEEDED_QUALIFICATIONS.chloroform)!;
    const permit = (id: string, number: string, amount: number, createdAt: string): QualificationRecord => ({
      ...base,
      _id: id,
      kind: 'precursorRecord',
      number,
      classes: ['precursor3'],
      substances: [],
      limits: [{ cas: ACETONE, amount, unit: 'L' }],
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
      status: 'approved',
      createdAt,
    });
    // A is the newest (chosen first) with a 3 L limit; B takes what A has no room for
    db.state.qualifications.push(permit('qa', '（京）3S-A', 3, '2026-11-25T10:00:00+08:00'), permit('qb', '（京）3S-B', 100, '2026-11-01T10:00:00+08:00'));
    const small = byCas(ACETONE, '500 mL');
    const big = byCas(ACETONE, '2.5 L');
    expect((await place(OWNER, [[small, 1], [big, 2]])).body.code).toBe(0);
    const used = async (id: string) => (await list()).data.find((q) => q._id === id)?.limits[0]?.used;
    expect(await used('qa')).toBe(0.5);
    expect(await used('qb')).toBe(5);

    // deleted and uploaded again (a new _id, the same kind and number): what was bought under it still counts
    expect((await callJson(OWNER, 'DELETE', '/mall/v1/member/qualifications/qb')).body.code).toBe(0);
    db.state.qualifications.push(permit('qb2', '（京）3S-B', 100, '2026-11-26T09:00:00+08:00'));
    expect(await used('qb2')).toBe(5);
    // another number is a licence of its own
    db.state.qualifications.push({ ...permit('qc', '（京）3S-C', 100, '2026-11-02T10:00:00+08:00') });
    expect(await used('qc')).toBe(0);
  });

  it('the expire control blocks a covered line again', async () => {
    const azide = byCas(AZIDE, '25 g');
    setCart(OWNER, [[azide, 1]]);
    expect((await cartLine(OWNER, azide._id)).status).toBe('ok');
    await expire(SEEDED_QUALIFICATIONS.azide);
    expect(await cartLine(OWNER, azide._id)).toMatchObject({ status: 'missing', message: '需要有效的剧毒化学品购买许可证，请在资质管理中上传' });
    expect((await place(OWNER, [[azide, 1]], { purposes: [{ matlId: azide._id, purpose: '细胞裂解液防腐' }] })).body.code).toBe(10172);
  });
});
