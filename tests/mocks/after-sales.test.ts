/**
 * After-sales in the fake mall (docs/api.md §15): the cases of an order, a new case as multipart form data with
 * its limits (10120–10122), withdrawing, the photos as sent, the demo desk (/__mock/after-sales/{id}/advance)
 * up to 已关闭, and the `afterSales` events on the order's timeline.
 */
import { File as NodeFile } from 'node:buffer';
import { inflateSync } from 'node:zlib';
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Envelope } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { OrderRecord, StockOutRecord } from '../../mocks/db/types.ts';
import { afterSalesHandlers } from '../../mocks/handlers/after-sales.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { receivingHandlers } from '../../mocks/handlers/receiving.ts';
import { shipControlHandlers } from '../../mocks/handlers/ship-control.ts';
import { issueTokens, nowIso } from '../../mocks/lib.ts';
import { timelineOf } from '../../mocks/order-timeline.ts';

const BASE = 'http://localhost:3000';
const all = [...shipControlHandlers, ...orderHandlers, ...receivingHandlers, ...afterSalesHandlers];
const { call, callJson } = handlerClient(all, BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;

interface Case {
  _id: string;
  caseNo: string;
  orderId: string;
  orderNo: string;
  matlId: string;
  catalogNo: string;
  name: string;
  quantity: number;
  reason: string;
  reasonLabel: string;
  want: string;
  wantLabel: string;
  description: string;
  photoCount: number;
  status: string;
  statusLabel: string;
  events: { at: string; status: string; statusLabel: string; actor: string; note: string }[];
  canWithdraw: boolean;
  createdAt: string;
}

interface Photo {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  name?: string;
}

/** A multipart/form-data body written out by hand (the test DOM's FormData is not the one fetch reads). */
function multipart(fields: Record<string, string>, photos: Photo[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----lab-mall-test-boundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  photos.forEach((photo, i) => {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${photo.name ?? `photo-${i}`}"\r\nContent-Type: ${photo.type}\r\n\r\n`));
    parts.push(photo.bytes, encoder.encode('\r\n'));
  });
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function submit(orderId: string, fields: Record<string, string>, photos: Photo[] = [], as = owner) {
  const { body, contentType } = multipart(fields, photos);
  const headers = new Headers({ Authorization: `Bearer ${issueTokens(as).accessToken}`, 'Content-Type': contentType });
  const response = await getResponse(all, new Request(`${BASE}/mall/v1/orders/${orderId}/after-sales`, { method: 'POST', headers, body }));
  if (!response) throw new Error('no handler');
  return { status: response.status, body: (await response.json()) as Envelope<Case> };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG by its first bytes (the mall types a photo by them), `size` bytes long. */
const png = (size = 64): Photo => ({ type: 'image/png', bytes: Uint8Array.from({ length: size }, (_, i) => PNG_SIGNATURE[i] ?? (i * 7) % 256) });
const deliveriesOf = (order: OrderRecord): StockOutRecord[] => db.state.stockOuts.filter((s) => s.orderId === order._id);

/** An owner's order with a signed delivery and no case yet, and a line of that delivery. */
function signedLine(): { order: OrderRecord; stockOut: StockOutRecord; matlId: string; quantity: number } {
  for (const order of db.state.orders) {
    if (order.memberId !== owner || order.placedBy || db.state.afterSales.some((c) => c.orderId === order._id)) continue;
    const stockOut = deliveriesOf(order).find((s) => s.signedAt && !s.receipt && s.items.some((i) => i.quantity >= 2));
    const item = stockOut?.items.find((i) => i.quantity >= 2);
    if (stockOut && item) return { order, stockOut, matlId: item.matlId, quantity: item.quantity };
  }
  throw new Error('no signed line');
}

const form = (matlId: string, extra: Record<string, string> = {}) => ({
  matlId,
  quantity: '1',
  reason: 'damaged',
  want: 'replacement',
  description: '外箱压损，其中一瓶试剂瓶身破裂，液体渗漏',
  ...extra,
});

beforeEach(() => {
  db.reset();
});

// Request#formData() (undici) makes the parts' files with the global File, which the test DOM replaces with its
// own; Node's puts back what the browser and the mall's server have.
const domFile = globalThis.File;
beforeAll(() => {
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = domFile;
});

describe('the seed', () => {
  it('has an open case on a delivered line of the owner, with its events and on the order’s timeline', async () => {
    const record = db.state.afterSales.find((c) => c.memberId === owner && c.status === 'accepted')!;
    expect(record).toMatchObject({ reason: 'coldChain', want: 'replacement' });
    const order = db.state.orders.find((o) => o._id === record.orderId)!;
    expect(deliveriesOf(order).some((s) => s.signedAt && s.items.some((i) => i.matlId === record.matlId))).toBe(true);
    const { body } = await callJson<Case[]>(owner, 'GET', `/mall/v1/orders/${order._id}/after-sales`);
    expect(body.code).toBe(0);
    expect(body.data[0]).toMatchObject({
      caseNo: record.caseNo, orderNo: order.orderNo, status: 'accepted', statusLabel: '已受理', reasonLabel: '冷链失效', wantLabel: '换货补发', canWithdraw: true, photoCount: 1,
    });
    expect(body.data[0]!.caseNo).toMatch(/^AS\d{6}\d{4}$/);
    expect(body.data[0]!.events.map((e) => e.statusLabel)).toEqual(['已提交', '已受理']);
    const titles = timelineOf(order, db.state.stockOuts).filter((e) => e.kind === 'afterSales').map((e) => e.title);
    expect(titles).toEqual([`售后 ${record.caseNo} 已提交`, `售后 ${record.caseNo} 已受理`]);

    // its photo is a real PNG: signature, 120 × 90 truecolour header, image data that inflates to every row
    const photo = await call(owner, 'GET', `/mall/v1/after-sales/${record._id}/photos/0`);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20), bytes[24], bytes[25]]).toEqual([120, 90, 8, 2]);
    const idat = bytes.indexOf('IDAT', 0, 'latin1');
    expect(inflateSync(bytes.subarray(idat + 4, idat + 4 + bytes.readUInt32BE(idat - 4))).length).toBe(90 * (1 + 120 * 3));
  });
});

describe('POST {v1}/orders/{id}/after-sales', () => {
  it('opens a case with its photos; they are served as sent; the order’s timeline has it', async () => {
    const { order, matlId } = signedLine();
    const version = order.version;
    const photos: Photo[] = [png(), { type: 'image/jpeg', bytes: Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3) }];
    const { body } = await submit(order._id, form(matlId, { quantity: '2' }), photos);
    expect(body.code, body.msg).toBe(0);
    const item = order.items.find((i) => i.matlId === matlId)!;
    expect(body.data).toMatchObject({
      orderId: order._id, orderNo: order.orderNo, matlId, catalogNo: item.catalogNo, name: item.name, quantity: 2,
      reason: 'damaged', reasonLabel: '运输破损', want: 'replacement', wantLabel: '换货补发', photoCount: 2,
      status: 'submitted', statusLabel: '已提交', canWithdraw: true,
    });
    expect(body.data.caseNo).toBe(`AS${nowIso().slice(2, 10).replace(/-/g, '')}0001`);
    expect(body.data.events).toEqual([expect.objectContaining({ status: 'submitted', statusLabel: '已提交', actor: '王敏' })]);
    expect(order.version).toBeGreaterThan(version);
    expect(timelineOf(order, db.state.stockOuts).at(-1)).toMatchObject({ kind: 'afterSales', title: `售后 ${body.data.caseNo} 已提交`, actor: '王敏' });

    for (const [n, photo] of photos.entries()) {
      const response = await call(owner, 'GET', `/mall/v1/after-sales/${body.data._id}/photos/${n}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(photo.type);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo.bytes);
    }
    expect((await call(owner, 'GET', `/mall/v1/after-sales/${body.data._id}/photos/2`)).status).toBe(404);
    expect((await call(DEMO.distributor._id, 'GET', `/mall/v1/after-sales/${body.data._id}/photos/0`)).status).toBe(404);

    const list = await callJson<Case[]>(owner, 'GET', `/mall/v1/orders/${order._id}/after-sales`);
    expect(list.body.data.map((c) => c._id)).toEqual([body.data._id]);
  });

  it('photos: at most 6, JPG, PNG or WebP, 5 MB each (10122)', async () => {
    const { order, matlId } = signedLine();
    const refusal = { code: 10122, msg: '图片须为 JPG、PNG 或 WebP，每张不超过 5 MB，最多 6 张', data: null };
    expect((await submit(order._id, form(matlId), Array.from({ length: 7 }, () => png()))).body).toEqual(refusal);
    expect((await submit(order._id, form(matlId), [{ type: 'image/gif', bytes: Uint8Array.of(71, 73, 70) }])).body).toEqual(refusal);
    expect((await submit(order._id, form(matlId), [png(5 * 1024 * 1024 + 1)])).body).toEqual(refusal);
    expect(db.state.afterSales.filter((c) => c.orderId === order._id)).toHaveLength(0);
    // the limits themselves pass: six photos, one of exactly 5 MB, WebP
    const six = [png(5 * 1024 * 1024), ...Array.from({ length: 4 }, () => png()), { type: 'image/webp', bytes: Uint8Array.of(82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80) }];
    const { body } = await submit(order._id, form(matlId), six);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.photoCount).toBe(6);
  });

  it('types a photo by its bytes, not by the type the browser declared (an SVG sent as image/png is refused)', async () => {
    const { order, matlId } = signedLine();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asPng = await submit(order._id, form(matlId), [{ type: 'image/png', bytes: svg, name: '照片.png' }]);
    expect(asPng.body.code).toBe(10122);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await submit(order._id, form(matlId), [{ type: 'image/jpeg', bytes: html, name: '照片.jpg' }])).body.code).toBe(10122);
    expect(db.state.afterSales.filter((c) => c.orderId === order._id)).toHaveLength(0);
    // a real PNG declared as image/jpeg is kept and served as what it is, never to be sniffed or rendered in place
    const { body } = await submit(order._id, form(matlId), [{ ...png(), type: 'image/jpeg' }]);
    expect(body.code, body.msg).toBe(0);
    const photo = await call(owner, 'GET', `/mall/v1/after-sales/${body.data._id}/photos/0`);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    expect(photo.headers.get('Content-Disposition')).toMatch(/^attachment;.*\.png/);
    expect(photo.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(photo.headers.get('Content-Security-Policy')).toBe('sandbox');
  });

  it('two claims for one line sent together: one case, the other refused (10121)', async () => {
    const { order, matlId } = signedLine();
    const results = await Promise.all([submit(order._id, form(matlId), [png(200_000)]), submit(order._id, form(matlId), [png(200_000)])]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 10121]);
    expect(db.state.afterSales.filter((c) => c.orderId === order._id && c.matlId === matlId)).toHaveLength(1);
  });

  it('only for a line a signed or received delivery holds (10120), at most the quantity shipped', async () => {
    const waiting = db.state.orders.find((o) => o.memberId === owner && o.status === 'pendingShipment')!;
    expect((await submit(waiting._id, form(waiting.items[0]!.matlId))).body).toEqual({ code: 10120, msg: '该商品尚未收货，暂不能申请售后', data: null });
    const onTheWay = db.state.stockOuts.find((s) => s.memberId === owner && !s.signedAt && !s.receipt)!;
    expect((await submit(onTheWay.orderId, form(onTheWay.items[0]!.matlId))).body.code).toBe(10120);

    const { order, stockOut, matlId, quantity } = signedLine();
    const tooMany = await submit(order._id, form(matlId, { quantity: String(quantity + 1) }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe(`数量不能大于 ${quantity}`);

    // received short, the line may still be claimed up to what was shipped: what is missing is the complaint
    const receipt = {
      receiverId: sub,
      receivedAt: nowIso().slice(0, 10),
      lines: stockOut.items.map((i) => ({ matlId: i.matlId, quantity: i.matlId === matlId ? 1 : i.quantity, lot: i.lot })),
    };
    expect((await callJson(owner, 'POST', `/mall/v1/stock-outs/${stockOut._id}/receipt`, receipt)).body.code).toBe(0);
    expect((await submit(order._id, form(matlId, { quantity: String(quantity + 1) }))).body.msg).toBe(`数量不能大于 ${quantity}`);
    expect((await submit(order._id, form(matlId, { quantity: String(quantity), reason: 'wrongItem', description: `发货 ${quantity} 件，只收到 1 件，其余缺失` }))).body.code).toBe(0);
  });

  it('a line received as 0 (none of it arrived) may be claimed in full', async () => {
    const { order, stockOut, matlId } = signedLine();
    const receipt = {
      receiverId: sub,
      receivedAt: nowIso().slice(0, 10),
      lines: stockOut.items.map((i) => ({ matlId: i.matlId, quantity: i.matlId === matlId ? 0 : i.quantity, lot: i.lot })),
    };
    expect((await callJson(owner, 'POST', `/mall/v1/stock-outs/${stockOut._id}/receipt`, receipt)).body.code).toBe(0);
    const others = deliveriesOf(order).filter((s) => s !== stockOut && s.signedAt && s.items.some((i) => i.matlId === matlId));
    for (const other of others) other.signedAt = undefined;
    const shipped = stockOut.items.find((i) => i.matlId === matlId)!.quantity;
    expect((await submit(order._id, form(matlId, { quantity: String(shipped) }))).body.code).toBe(0);
  });

  it('one open case per line (10121); a withdrawn or closed case lets a new one in', async () => {
    const { order, matlId } = signedLine();
    const first = (await submit(order._id, form(matlId))).body.data;
    expect((await submit(order._id, form(matlId))).body).toEqual({ code: 10121, msg: '该商品已有处理中的售后申请', data: null });
    for (const step of ['accepted', 'processing']) {
      expect((await callJson<Case>(null, 'POST', `/__mock/after-sales/${first._id}/advance`)).body.data.status).toBe(step);
      expect((await submit(order._id, form(matlId))).body.code).toBe(10121);
    }
    expect((await callJson<Case>(null, 'POST', `/__mock/after-sales/${first._id}/advance`)).body.data.status).toBe('resolved');
    const second = await submit(order._id, form(matlId));
    expect(second.body.code, second.body.msg).toBe(0);
    expect(await callJson(owner, 'PUT', `/mall/v1/after-sales/${second.body.data._id}/withdraw`)).toMatchObject({ body: { code: 0 } });
    expect((await submit(order._id, form(matlId))).body.code).toBe(0);
  });

  it('refuses malformed fields with 400, and another account’s order with 404', async () => {
    const { order, matlId } = signedLine();
    const bad = async (fields: Record<string, string>, msg: string) => {
      const answer = await submit(order._id, fields);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
    };
    const { matlId: _m, ...noMatl } = form(matlId);
    await bad(noMatl, '商品不能为空');
    await bad(form(db.state.materials[0]!._id === matlId ? db.state.materials[1]!._id : db.state.materials[0]!._id), '该商品不在此订单中');
    await bad(form(matlId, { quantity: '0' }), '数量不能小于 1');
    await bad(form(matlId, { quantity: '1.5' }), '数量必须为整数');
    await bad(form(matlId, { reason: 'late' }), '售后原因只能是 damaged、coldChain、wrongItem、quality');
    await bad(form(matlId, { want: 'gift' }), '诉求只能是 replacement、return、refund');
    await bad(form(matlId, { description: '太短了' }), '问题描述至少 10 个字符');
    await bad(form(matlId, { description: '长'.repeat(501) }), '问题描述不能超过 500 个字符');
    expect((await submit(order._id, form(matlId, { description: '长'.repeat(500) }))).body.code).toBe(0);

    const foreign = await submit(order._id, form(matlId), [], DEMO.distributor._id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('订单不存在');
    expect((await callJson(DEMO.distributor._id, 'GET', `/mall/v1/orders/${order._id}/after-sales`)).status).toBe(404);
  });
});

describe('PUT {v1}/after-sales/{id}/withdraw', () => {
  it('withdraws a submitted or accepted case, on the timeline; later ones are refused (10121)', async () => {
    const seeded = db.state.afterSales.find((c) => c.status === 'accepted')!;
    const order = db.state.orders.find((o) => o._id === seeded.orderId)!;
    const { body } = await callJson<Case>(owner, 'PUT', `/mall/v1/after-sales/${seeded._id}/withdraw`);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ status: 'withdrawn', statusLabel: '已撤回', canWithdraw: false });
    expect(body.data.events.at(-1)).toMatchObject({ status: 'withdrawn', actor: '王敏' });
    expect(timelineOf(order, db.state.stockOuts).filter((e) => e.kind === 'afterSales').at(-1)?.title).toBe(`售后 ${seeded.caseNo} 已撤回`);
    expect((await callJson(owner, 'PUT', `/mall/v1/after-sales/${seeded._id}/withdraw`)).body).toEqual({ code: 10121, msg: '售后已处理完毕，无法撤回', data: null });

    const { order: other, matlId } = signedLine();
    const created = (await submit(other._id, form(matlId))).body.data;
    await callJson(null, 'POST', `/__mock/after-sales/${created._id}/advance`);
    const processing = await callJson<Case>(null, 'POST', `/__mock/after-sales/${created._id}/advance`);
    expect(processing.body.data).toMatchObject({ status: 'processing', canWithdraw: false });
    expect((await callJson(owner, 'PUT', `/mall/v1/after-sales/${created._id}/withdraw`)).body.code).toBe(10121);
    expect((await callJson(DEMO.distributor._id, 'PUT', `/mall/v1/after-sales/${created._id}/withdraw`)).status).toBe(404);
  });
});

describe('POST /__mock/after-sales/{id}/advance (fake mall only)', () => {
  it('moves a case to 已关闭 step by step with the desk’s answers for what the buyer wants', async () => {
    const { order, matlId } = signedLine();
    const created = (await submit(order._id, form(matlId, { want: 'refund', reason: 'quality' }))).body.data;
    const seen: string[] = [];
    for (;;) {
      const answer = await callJson<Case>(null, 'POST', `/__mock/after-sales/${created._id}/advance`);
      if (answer.status !== 200) {
        expect(answer.status).toBe(409);
        expect(answer.body.msg).toBe('售后已关闭');
        break;
      }
      seen.push(answer.body.data.statusLabel);
      expect(answer.body.data.events.at(-1)).toMatchObject({ actor: '商城客服' });
      expect(answer.body.data.events.at(-1)!.note).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(seen).toEqual(['已受理', '处理中', '已解决', '已关闭']);
    const record = db.state.afterSales.find((c) => c._id === created._id)!;
    expect(record.events.find((e) => e.status === 'resolved')?.note).toContain('退款');
    const events = timelineOf(order, db.state.stockOuts).filter((e) => e.kind === 'afterSales');
    expect(events.map((e) => e.title)).toEqual(['已提交', '已受理', '处理中', '已解决', '已关闭'].map((label) => `售后 ${created.caseNo} ${label}`));
    expect(events.slice(1).every((e) => e.actor === '商城客服' && e.note)).toBe(true);

    const withdrawn = db.state.afterSales.find((c) => c.status === 'accepted')!;
    await callJson(owner, 'PUT', `/mall/v1/after-sales/${withdrawn._id}/withdraw`);
    expect((await callJson(null, 'POST', `/__mock/after-sales/${withdrawn._id}/advance`)).body.msg).toBe('售后申请已撤回');
    expect((await callJson(null, 'POST', '/__mock/after-sales/66ba0000000000000000ffff/advance')).status).toBe(404);
  });

  it('a replacement case gets the replacement answers', async () => {
    const seeded = db.state.afterSales.find((c) => c.status === 'accepted' && c.want === 'replacement')!;
    const processing = await callJson<Case>(null, 'POST', `/__mock/after-sales/${seeded._id}/advance`);
    expect(processing.body.data.events.at(-1)!.note).toContain('补发');
  });
});
