import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { InvoiceRecord } from '../../mocks/db/types.ts';
import { gbkBytes, invoiceHandlers } from '../../mocks/handlers/invoices.ts';

const BASE = 'http://localhost:3000/finance/v1';
const { call, callJson } = handlerClient(invoiceHandlers, BASE);

interface Profile {
  _id: string;
  type: string;
  titleType: string;
  title: string;
  taxNo: string;
  bankName: string;
  isDefault: boolean;
  memberId?: string;
}
interface Invoice {
  _id: string;
  status: string;
  statusLabel: string;
  invoiceNo: string;
  reissue?: { status: string; reason: string };
}



const VALID_CODE = '91350100M000100Y43';
const INVALID_CODE = '91350100M000100Y44';

const special = {
  type: 'special',
  titleType: 'company',
  title: '福州闽研生物科技有限公司',
  taxNo: VALID_CODE,
  regAddress: '福建省福州市鼓楼区软件大道 89 号',
  regPhone: '0591-87654321',
  bankName: '中国工商银行福州软件园支行',
  bankAccount: '1402 0212 0910 0123 456',
  email: 'finance@example.cn',
};

const ownerProfiles = () => db.state.invoiceProfiles.filter((p) => p.memberId === DEMO.owner._id);
const ownerInvoices = (): InvoiceRecord[] => db.state.invoices.filter((i) => i.memberId === DEMO.owner._id);

beforeEach(() => {
  db.reset();
});

describe('invoice profiles', () => {
  it('pages the account profiles, default first, without memberId', async () => {
    const { body } = await callJson<Page<Profile>>(DEMO.owner._id, 'GET', '/member/invoice?page=1&pageSize=10');
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(ownerProfiles().length);
    if (body.data.list.length > 0 && ownerProfiles().some((p) => p.isDefault)) expect(body.data.list[0]!.isDefault).toBe(true);
    expect(body.data.list.every((p) => p.memberId === undefined)).toBe(true);
    const sub = await callJson<Page<Profile>>(DEMO.sub._id, 'GET', '/member/invoice');
    expect(sub.body.data.total).toBe(ownerProfiles().length);
  });

  it('adds a special profile; the first one becomes default', async () => {
    db.state.invoiceProfiles = db.state.invoiceProfiles.filter((p) => p.memberId !== DEMO.owner._id);
    const { body } = await callJson<Profile & { bankAccount: string }>(DEMO.owner._id, 'POST', '/member/invoice', special);
    expect(body.code).toBe(0);
    expect(body.data._id).toBeTruthy();
    expect(body.data.isDefault).toBe(true);
    expect(body.data.bankAccount).toBe('14020212091001234' + '56');
    const second = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', {
      type: 'normal',
      titleType: 'personal',
      title: '王小明',
    });
    expect(second.body.code).toBe(0);
    expect(second.body.data.isDefault).toBe(false);
    expect(ownerProfiles()).toHaveLength(2);
  });

  it('validates profiles', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...special, taxNo: INVALID_CODE }, '税号（统一社会信用代码）校验位不正确，请核对'],
      [{ ...special, bankName: '' }, '开户银行不能为空'],
      [{ ...special, type: 'vat' }, '发票类型只能是 special（专票）或 normal（普票）'],
      [{ ...special, titleType: 'personal' }, '增值税专用发票只能开具给单位'],
      [{ ...special, title: '研'.repeat(51) }, '发票抬头不能超过 100 个字节（一个汉字按 2 个字节计）'],
      [{ type: 'normal', titleType: 'company', title: '某某大学' }, '税号不能为空'],
      [{ ...special, regPhone: '0591 8765 4321' }, '注册电话只能包含数字、短横线和括号，且不超过 20 位'],
      [{ ...special, bankAccount: '6222-0000' }, '银行账号只能是数字，且不超过 50 位'],
      [{ ...special, email: 'finance@' }, '接收邮箱格式不正确'],
      [{ ...special, taxNo: 'ABC123' }, '税号应为 15–20 位数字或大写字母'],
    ];
    for (const [body, msg] of cases) {
      const res = await callJson<null>(DEMO.owner._id, 'POST', '/member/invoice', body);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    // 50 Chinese characters = 100 GBK bytes: allowed
    expect(gbkBytes('研'.repeat(50))).toBe(100);
    const ok = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', { ...special, title: '研'.repeat(50) });
    expect(ok.body.code).toBe(0);
    // a 15-digit legacy tax number passes without the credit-code check
    const legacy = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', { type: 'normal', titleType: 'company', title: '老单位', taxNo: '110108123456789' });
    expect(legacy.body.code).toBe(0);
  });

  it('updates a profile when the body has _id, keeping fields not sent', async () => {
    const created = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', special);
    const count = ownerProfiles().length;
    const { body } = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', { _id: created.body.data._id, title: '福州闽研生物科技股份有限公司' });
    expect(body.code).toBe(0);
    expect(body.data._id).toBe(created.body.data._id);
    expect(body.data.title).toBe('福州闽研生物科技股份有限公司');
    expect(body.data.bankName).toBe(special.bankName);
    expect(ownerProfiles()).toHaveLength(count);
    const bad = await callJson<null>(DEMO.owner._id, 'POST', '/member/invoice', { _id: created.body.data._id, taxNo: INVALID_CODE });
    expect(bad.status).toBe(400);
    const unknown = await callJson<null>(DEMO.owner._id, 'POST', '/member/invoice', { ...special, _id: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('发票抬头不存在');
    const one = await callJson<Profile>(DEMO.owner._id, 'GET', `/member/invoice/${created.body.data._id}`);
    expect(one.body.data.title).toBe('福州闽研生物科技股份有限公司');
  });

  it('keeps exactly one default and refuses deleting the default while others exist', async () => {
    const a = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', special);
    const b = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', { ...special, title: '第二个抬头' });
    const set = await callJson<Profile>(DEMO.owner._id, 'PUT', `/member/invoices/${a.body.data._id}/is-default`);
    expect(set.body.data.isDefault).toBe(true);
    expect(ownerProfiles().filter((p) => p.isDefault).map((p) => p._id)).toEqual([a.body.data._id]);
    const setB = await callJson<Profile>(DEMO.owner._id, 'POST', '/member/invoice', { _id: b.body.data._id, isDefault: true });
    expect(setB.body.data.isDefault).toBe(true);
    expect(ownerProfiles().filter((p) => p.isDefault).map((p) => p._id)).toEqual([b.body.data._id]);

    const refused = await callJson<null>(DEMO.owner._id, 'DELETE', `/member/invoices/${b.body.data._id}`);
    expect(refused.body.code).toBe(10035);
    expect(refused.body.msg).toBe('默认发票抬头不能删除，请先将其他抬头设为默认');
    expect(ownerProfiles().some((p) => p._id === b.body.data._id)).toBe(true);
    await callJson<Profile>(DEMO.owner._id, 'PUT', `/member/invoices/${a.body.data._id}/is-default`);
    const del = await callJson<{ _id: string }>(DEMO.owner._id, 'DELETE', `/member/invoices/${b.body.data._id}`);
    expect(del.body.code).toBe(0);
    expect(ownerProfiles().some((p) => p._id === b.body.data._id)).toBe(false);
    expect(ownerProfiles().filter((p) => p.isDefault).map((p) => p._id)).toEqual([a.body.data._id]);
    expect((await callJson<null>(DEMO.owner._id, 'DELETE', `/member/invoices/${b.body.data._id}`)).status).toBe(404);
    expect((await callJson<null>(DEMO.owner._id, 'GET', '/member/invoice/nope')).status).toBe(404);
  });

  it('refuses a sub-account managing profiles', async () => {
    const add = await callJson<null>(DEMO.sub._id, 'POST', '/member/invoice', special);
    expect(add.status).toBe(200);
    expect(add.body.code).toBe(10030);
    expect(add.body.msg).toBe('子账号无权管理发票抬头');
    const profile = ownerProfiles()[0];
    if (profile) {
      expect((await callJson<null>(DEMO.sub._id, 'DELETE', `/member/invoices/${profile._id}`)).body.code).toBe(10030);
      expect((await callJson<null>(DEMO.sub._id, 'PUT', `/member/invoices/${profile._id}/is-default`)).body.code).toBe(10030);
      expect((await callJson<null>(DEMO.sub._id, 'POST', '/member/invoice', { _id: profile._id, title: 'x' })).body.code).toBe(10030);
    }
  });
});

describe('issued invoices', () => {
  it('filters by order number and by application date range (China days, both ends included)', async () => {
    const issued = ownerInvoices().find((i) => i.status === 'issued')!;
    const byOrder = await callJson<Page<Invoice & { orderNo: string }>>(DEMO.owner._id, 'GET', `/invoice?orderNo=${issued.orderNo.toLowerCase()}&pageSize=100`);
    expect(byOrder.body.data.list.length).toBeGreaterThan(0);
    expect(byOrder.body.data.list.every((i) => i.orderNo === issued.orderNo)).toBe(true);
    const day = new Date(new Date(issued.appliedAt).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const sameDay = await callJson<Page<Invoice>>(DEMO.owner._id, 'GET', `/invoice?appliedAt=${day},${day}&pageSize=100`);
    expect(sameDay.body.data.list.map((i) => i._id)).toContain(issued._id);
    const expected = ownerInvoices().filter((i) => new Date(new Date(i.appliedAt).getTime() + 8 * 3600_000).toISOString().slice(0, 10) === day);
    expect(sameDay.body.data.total).toBe(expected.length);
    const bad = await callJson<null>(DEMO.owner._id, 'GET', '/invoice?appliedAt=2026-05-01,2026-04-01');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('申请日期范围不正确');
  });

  it('pages the account invoices with status filter and detail', async () => {
    const { body } = await callJson<Page<Invoice>>(DEMO.owner._id, 'GET', '/invoice?pageSize=100');
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(ownerInvoices().length);
    expect(body.data.list.every((i) => i.statusLabel)).toBe(true);
    const issued = ownerInvoices().find((i) => i.status === 'issued')!;
    const filtered = await callJson<Page<Invoice>>(DEMO.owner._id, 'GET', '/invoice?status=issued&pageSize=100');
    expect(filtered.body.data.total).toBe(ownerInvoices().filter((i) => i.status === 'issued').length);
    const byNo = await callJson<Page<Invoice>>(DEMO.owner._id, 'GET', `/invoice?keyword=${issued.invoiceNo}`);
    expect(byNo.body.data.list.map((i) => i._id)).toContain(issued._id);
    expect((await callJson<null>(DEMO.owner._id, 'GET', '/invoice?status=paid')).status).toBe(400);

    const one = await callJson<Invoice>(DEMO.owner._id, 'GET', `/invoice/${issued._id}`);
    expect(one.body.data.invoiceNo).toBe(issued.invoiceNo);
    const detail = await callJson<Invoice & { items: unknown[]; order: { orderNo: string } | null }>(DEMO.owner._id, 'GET', `/invoice/detail/${issued._id}`);
    expect(detail.body.data.order?.orderNo).toBe(issued.orderNo);
    expect(detail.body.data.items.length).toBeGreaterThan(0);
    const missing = await callJson<null>(DEMO.owner._id, 'GET', '/invoice/detail/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('发票不存在');
    const foreign = db.state.invoices.find((i) => i.memberId !== DEMO.owner._id);
    if (foreign) expect((await callJson<null>(DEMO.owner._id, 'GET', `/invoice/${foreign._id}`)).status).toBe(404);
  });

  it('reissues an issued invoice once', async () => {
    const issued = ownerInvoices().find((i) => i.status === 'issued')!;
    const noReason = await callJson<null>(DEMO.owner._id, 'POST', '/member/invoice/reissue', { invoiceId: issued._id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('重开原因不能为空');
    const { body } = await callJson<Invoice>(DEMO.owner._id, 'POST', '/member/invoice/reissue', { invoiceId: issued._id, reason: '抬头有误' });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('reissuing');
    expect(body.data.reissue?.status).toBe('申请中');
    expect(issued.reissue?.reason).toBe('抬头有误');
    const again = await callJson<null>(DEMO.owner._id, 'POST', '/member/invoice/reissue', { invoiceId: issued._id, reason: '抬头有误' });
    expect(again.body.code).toBe(10031);
  });

  it('downloads issued invoices in the offered formats', async () => {
    const issued = ownerInvoices().find((i) => i.status === 'issued')!;
    issued.formats = ['pdf', 'xml'];
    const pdf = await call(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, { format: 'pdf' });
    expect((await readPdfResponse(pdf)).text).toContain(`发票号码：${issued.invoiceNo}`);
    const xml = await call(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, { format: 'xml' });
    expect(xml.headers.get('Content-Type')).toBe('application/xml');
    expect(await xml.text()).toContain(`<InvoiceNumber>${issued.invoiceNo}</InvoiceNumber>`);

    const ofd = await callJson<null>(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, { format: 'ofd' });
    expect(ofd.body.code).toBe(10033);
    const bad = await callJson<null>(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, { format: 'doc' });
    expect(bad.status).toBe(400);
    const none = await callJson<null>(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, {});
    expect(none.status).toBe(400);

    issued.status = 'rejected';
    const stillValid = await call(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, { format: 'pdf' });
    expect(stillValid.headers.get('Content-Type')).toBe('application/pdf');
    issued.status = 'reissued';
    expect((await callJson<null>(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, { format: 'pdf' })).body.code).toBe(10032);
    issued.status = 'applying';
    const notYet = await callJson<null>(DEMO.owner._id, 'POST', `/invoice/download/${issued._id}`, { format: 'pdf' });
    expect(notYet.body.code).toBe(10032);
  });
});
