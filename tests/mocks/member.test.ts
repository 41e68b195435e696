import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { creditCodeCheckChar, isValidCreditCode, memberHandlers, normalizeCreditCode } from '../../mocks/handlers/member.ts';

const BASE = 'http://localhost:3000/mall/v1';
const { callJson } = handlerClient(memberHandlers, BASE);

interface Info {
  _id: string;
  cellphone: string;
  wechatId?: string;
  parentMbrId?: string;
  isBLGDistributor: boolean;
  companyInfo: { _id?: string; name?: string; coName?: string; creditCode?: string };
}
interface Address {
  _id: string;
  receiver: string;
  cellphone: string;
  isDefault: boolean;
  detail: string;
  postcode?: string;
}
interface SubMember {
  _id: string;
  subMbrId: string;
  name: string;
  account: string;
  isDefault: boolean;
  enabled: boolean;
}


const VALID_CODE = '91350100M000100Y43';

const address = {
  receiver: '李老师',
  cellphone: '+86 139-1234-5678',
  provinceCode: '110000',
  cityCode: '110100',
  districtCode: '110108',
  regionNames: ['北京市', '市辖区', '海淀区'],
  detail: '中关村北大街 151 号燕园大厦 5 层',
  postcode: '100080',
};

const member = (id: string) => db.state.members.find((m) => m._id === id)!;
const addressesOf = (id: string) => db.state.addresses.filter((a) => a.memberId === id);

beforeEach(() => {
  db.reset();
});

describe('unified social credit code', () => {
  it('checks the GB 32100 check character', () => {
    expect(isValidCreditCode(VALID_CODE)).toBe(true);
    expect(creditCodeCheckChar(VALID_CODE.slice(0, 17))).toBe('3');
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000200Y43')).toBe(false);
    expect(isValidCreditCode('91350100M0001O0Y43')).toBe(false);
    expect(normalizeCreditCode(' ９１350100m000100y43 ')).toBe(VALID_CODE);
  });
});

describe('member info', () => {
  it('answers the member without secrets', async () => {
    const { body } = await callJson<Info & Record<string, unknown>>(DEMO.owner._id, 'GET', '/member/info');
    expect(body.code).toBe(0);
    expect(body.data._id).toBe(DEMO.owner._id);
    expect(body.data.cellphone).toBe(DEMO.owner.cellphone);
    expect(body.data.companyInfo._id).toBeTruthy();
    expect(body.data).not.toHaveProperty('password');
    expect(body.data).not.toHaveProperty('subAccount');
    expect(JSON.stringify(body)).not.toContain(DEMO_PASSWORD);

    const sub = await callJson<Info & Record<string, unknown>>(DEMO.sub._id, 'GET', '/member/info');
    expect(sub.body.data.parentMbrId).toBe(DEMO.owner._id);
    expect(sub.body.data).not.toHaveProperty('subAccount');
    expect(sub.body.data.companyInfo.name).toBe(body.data.companyInfo.name);

    const none = await callJson<Info>(DEMO.noCompany._id, 'GET', '/member/info');
    expect(none.body.data.companyInfo).toEqual({});
    expect((await callJson<null>(null, 'GET', '/member/info')).status).toBe(401);
    expect((await callJson<null>(DEMO.locked._id, 'GET', '/member/info')).status).toBe(403);
  });
});

describe('company profile', () => {
  const company = { name: '福州闽研生物科技有限公司', creditCode: VALID_CODE, contactName: '陈闽研', orgType: '企业', address: '福州市鼓楼区软件大道 89 号' };

  it('saves a company with a valid credit code', async () => {
    const { body } = await callJson<Info>(DEMO.noCompany._id, 'POST', '/member/company', { ...company, creditCode: '91350100m000100y43' });
    expect(body.code).toBe(0);
    expect(body.data.companyInfo._id).toBeTruthy();
    expect(body.data.companyInfo.creditCode).toBe(VALID_CODE);
    expect(body.data.companyInfo.coName).toBe(company.name);
    const saved = member(DEMO.noCompany._id).companyInfo;
    expect('_id' in saved && saved.name).toBe(company.name);
  });

  it('refuses a wrong check character, bad shapes and bad org types', async () => {
    const wrong = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/company', { ...company, creditCode: '91350100M000100Y44' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('统一社会信用代码校验位不正确，请核对');
    const shape = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/company', { ...company, creditCode: '91350100M000100' });
    expect(shape.status).toBe(400);
    expect(shape.body.msg).toMatch(/^统一社会信用代码格式不正确/);
    const org = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/company', { ...company, orgType: '个体' });
    expect(org.status).toBe(400);
    const noName = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/company', { ...company, name: '' });
    expect(noName.body.msg).toBe('企业名称不能为空');
    const script = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/company', { ...company, contactName: '<script>x</script>' });
    expect(script.status).toBe(400);
    expect(script.body.msg).toBe("联系人只能包含中文、字母、空格及 · . ' -");
    const emoji = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/company', { ...company, contactName: '陈闽研🙂' });
    expect(emoji.body.msg).toBe("联系人只能包含中文、字母、空格及 · . ' -");
    expect(member(DEMO.noCompany._id).companyInfo).toEqual({});
  });

  it('keeps the company _id on update and refuses sub-accounts', async () => {
    const before = member(DEMO.owner._id).companyInfo as { _id: string };
    const { body } = await callJson<Info>(DEMO.owner._id, 'POST', '/member/company', company);
    expect(body.data.companyInfo._id).toBe(before._id);
    expect((member(DEMO.sub._id).companyInfo as { name: string }).name).toBe(company.name);
    const sub = await callJson<null>(DEMO.sub._id, 'POST', '/member/company', company);
    expect(sub.body.code).toBe(10071);
  });

  it('looks companies up', async () => {
    const { body } = await callJson<{ name: string; creditCode: string; regStatus: string; legalPerson: string }[]>(
      DEMO.noCompany._id,
      'GET',
      `/member/companies-tyc?keyword=${encodeURIComponent('大学')}`,
    );
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    for (const c of body.data) {
      expect(c.name).toContain('大学');
      expect(isValidCreditCode(c.creditCode)).toBe(true);
      expect(c.regStatus).toBe('存续');
      expect(c.legalPerson).toBeTruthy();
    }
    // a company of the seed is offered with the seed's code
    const seedCompany = member(DEMO.owner._id).companyInfo as { name: string; creditCode: string };
    const seeded = await callJson<{ name: string; creditCode: string }[]>(DEMO.noCompany._id, 'GET', `/member/companies-tyc?keyword=${encodeURIComponent(seedCompany.name)}`);
    expect(seeded.body.data[0]).toMatchObject({ name: seedCompany.name, creditCode: seedCompany.creditCode });
    const names = body.data.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const byCode = await callJson<{ name: string }[]>(DEMO.noCompany._id, 'GET', `/member/companies-tyc?keyword=${VALID_CODE.slice(0, 10)}`);
    expect(byCode.body.data.map((c) => c.name)).toContain('福州闽研生物科技有限公司');
    const short = await callJson<null>(DEMO.noCompany._id, 'GET', `/member/companies-tyc?keyword=${encodeURIComponent('\u00a0北\u00a0')}`);
    expect(short.status).toBe(400);
  });
});

describe('addresses', () => {
  it('adds addresses: the first becomes default, phone is normalised', async () => {
    db.state.addresses = db.state.addresses.filter((a) => a.memberId !== DEMO.noCompany._id);
    const first = await callJson<Address>(DEMO.noCompany._id, 'POST', '/member/addresses', address);
    expect(first.body.code).toBe(0);
    expect(first.body.data.isDefault).toBe(true);
    expect(first.body.data.cellphone).toBe('13912345678');
    const second = await callJson<Address>(DEMO.noCompany._id, 'POST', '/member/addresses', { ...address, receiver: '王老师' });
    expect(second.body.data.isDefault).toBe(false);
    const list = await callJson<Page<Address>>(DEMO.noCompany._id, 'GET', '/member/addresses');
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list[0]!._id).toBe(first.body.data._id);
  });

  it('validates addresses', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...address, cellphone: '12345678901' }, '手机号格式不正确'],
      [{ ...address, receiver: '李' }, '收货人至少 2 个字'],
      // one name rule with the shop (src/shared/lib/person-name.ts): no markup, no emoji
      [{ ...address, receiver: '<script>alert(1)</script>' }, "收货人只能包含中文、字母、空格及 · . ' -"],
      [{ ...address, receiver: '李老师😀' }, "收货人只能包含中文、字母、空格及 · . ' -"],
      [{ ...address, detail: '海淀' }, '详细地址至少 5 个字符'],
      [{ ...address, postcode: '10008' }, '邮编应为 6 位数字'],
      [{ ...address, districtCode: '11010' }, '区县编码应为 6 位行政区划代码'],
      [{ ...address, cityCode: '440300' }, '所在地区的省、市、区编码不匹配'],
      [{ ...address, regionNames: [] }, '所在地区不能为空（regionNames 应为 2–3 级地区名称）'],
      // checked against the same GB/T 2260 data as the shop's cascader
      [{ ...address, districtCode: '110199' }, '所在地区不存在，请重新选择'],
      [{ ...address, regionNames: ['北京市', '市辖区', '朝阳区'] }, '所在地区名称与编码不一致，请重新选择'],
      [{ ...address, districtCode: '', regionNames: ['北京市', '市辖区'] }, '请选择到区县一级'],
    ];
    for (const [body, msg] of cases) {
      const res = await callJson<null>(DEMO.owner._id, 'POST', '/member/addresses', body);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    // a city without districts (东莞) stops at two levels
    const dongguan = await callJson<Address>(DEMO.owner._id, 'POST', '/member/addresses', {
      ...address,
      provinceCode: '440000',
      cityCode: '441900',
      districtCode: '',
      regionNames: ['广东省', '东莞市'],
    });
    expect(dongguan.body.code).toBe(0);
    // a province-administered county-level city (湖北 仙桃)
    const xiantao = await callJson<Address>(DEMO.owner._id, 'POST', '/member/addresses', {
      ...address,
      provinceCode: '420000',
      cityCode: '429000',
      districtCode: '429004',
      regionNames: ['湖北省', '省直辖县级行政区划', '仙桃市'],
    });
    expect(xiantao.body.code).toBe(0);
  });

  it('updates, moves the default and promotes the newest on delete', async () => {
    db.state.addresses = db.state.addresses.filter((a) => a.memberId !== DEMO.noCompany._id);
    const a = (await callJson<Address>(DEMO.noCompany._id, 'POST', '/member/addresses', address)).body.data;
    const b = (await callJson<Address>(DEMO.noCompany._id, 'POST', '/member/addresses', { ...address, receiver: '王老师' })).body.data;
    const c = (await callJson<Address>(DEMO.noCompany._id, 'POST', '/member/addresses', { ...address, receiver: '赵老师' })).body.data;
    db.state.addresses.find((x) => x._id === b._id)!.createdAt = '2026-01-01T00:00:00+08:00';

    const updated = await callJson<Address>(DEMO.noCompany._id, 'POST', `/member/addresses/${b._id}`, { detail: '学院路 37 号新主楼' });
    expect(updated.body.data.detail).toBe('学院路 37 号新主楼');
    expect(updated.body.data.receiver).toBe('王老师');
    expect(updated.body.data.postcode).toBe('100080');

    const setC = await callJson<Address>(DEMO.noCompany._id, 'PUT', `/member/addresses/${c._id}/is-default`);
    expect(setC.body.data.isDefault).toBe(true);
    expect(addressesOf(DEMO.noCompany._id).filter((x) => x.isDefault).map((x) => x._id)).toEqual([c._id]);

    await callJson<null>(DEMO.noCompany._id, 'DELETE', `/member/addresses/${c._id}`);
    // a is newer than b (b was back-dated)
    expect(addressesOf(DEMO.noCompany._id).filter((x) => x.isDefault).map((x) => x._id)).toEqual([a._id]);
    expect((await callJson<null>(DEMO.noCompany._id, 'DELETE', `/member/addresses/${c._id}`)).status).toBe(404);
    const foreign = db.state.addresses.find((x) => x.memberId !== DEMO.noCompany._id);
    if (foreign) expect((await callJson<null>(DEMO.noCompany._id, 'POST', `/member/addresses/${foreign._id}`, { detail: '不该成功的地址' })).status).toBe(404);
  });

  it('keeps a separate address book per sub-account', async () => {
    const own = addressesOf(DEMO.sub._id);
    const { body } = await callJson<Page<Address>>(DEMO.sub._id, 'GET', '/member/addresses');
    expect(body.data.list.map((a) => a._id).sort()).toEqual(own.map((a) => a._id).sort());
    const added = await callJson<Address>(DEMO.sub._id, 'POST', '/member/addresses', address);
    expect(db.state.addresses.find((a) => a._id === added.body.data._id)?.memberId).toBe(DEMO.sub._id);
    const ownerAddress = addressesOf(DEMO.owner._id)[0]!;
    expect((await callJson<null>(DEMO.sub._id, 'DELETE', `/member/addresses/${ownerAddress._id}`)).status).toBe(404);
  });

  it('stops at 20 addresses', async () => {
    db.state.addresses = db.state.addresses.filter((a) => a.memberId !== DEMO.noCompany._id);
    for (let i = 0; i < 20; i++) {
      expect((await callJson<Address>(DEMO.noCompany._id, 'POST', '/member/addresses', address)).body.code).toBe(0);
    }
    const full = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/addresses', address);
    expect(full.body.code).toBe(10060);
  });
});

describe('sub-members', () => {
  const input = { name: '实验员小周', cellphone: '13912340001', account: 'shengke-lab99', password: 'Lab12345', department: '细胞室' };

  it('lists and creates sub-accounts with a login of their own', async () => {
    const before = await callJson<Page<SubMember>>(DEMO.owner._id, 'GET', '/member/sub-members');
    expect(before.body.code).toBe(0);
    expect(before.body.data.total).toBe(db.state.subMembers.filter((s) => s.memberId === DEMO.owner._id).length);
    const { body } = await callJson<SubMember>(DEMO.owner._id, 'POST', '/member/sub-members', input);
    expect(body.code).toBe(0);
    expect(body.data.account).toBe(input.account);
    expect(body.data.enabled).toBe(true);
    expect(body.data).not.toHaveProperty('password');
    const login = member(body.data.subMbrId);
    expect(login.parentMbrId).toBe(DEMO.owner._id);
    expect(login.subAccount).toBe(input.account);
    expect(login.password).toBe(input.password);
    expect(login.companyInfo).toEqual(member(DEMO.owner._id).companyInfo);
  });

  it('validates sub-accounts and keeps account names unique', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...input, password: 'abcdefgh' }, '密码需包含字母、数字、符号中的至少两种'],
      [{ ...input, password: 'Ab1' }, '密码长度应为 8–20 位'],
      [{ ...input, account: 'AB' }, '子账号应为 4–32 位小写字母、数字、下划线或短横线'],
      [{ ...input, cellphone: '1391234' }, '手机号格式不正确'],
      [{ ...input, name: '' }, '姓名不能为空'],
      [{ ...input, name: '<img src=x onerror=alert(1)>' }, "姓名只能包含中文、字母、空格及 · . ' -"],
      [{ ...input, name: '小周🧪' }, "姓名只能包含中文、字母、空格及 · . ' -"],
    ];
    for (const [body, msg] of cases) {
      const res = await callJson<null>(DEMO.owner._id, 'POST', '/member/sub-members', body);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const taken = await callJson<null>(DEMO.owner._id, 'POST', '/member/sub-members', { ...input, account: DEMO.sub.account });
    expect(taken.body.code).toBe(10072);
  });

  it('updates, sets default and deletes a sub-account with its login', async () => {
    const a = (await callJson<SubMember>(DEMO.owner._id, 'POST', '/member/sub-members', input)).body.data;
    const updated = await callJson<SubMember>(DEMO.owner._id, 'PUT', `/member/sub-members/${a._id}`, { name: '实验员周明', enabled: false, password: 'NewPass#2026' });
    expect(updated.body.code).toBe(0);
    expect(updated.body.data.name).toBe('实验员周明');
    expect(updated.body.data.enabled).toBe(false);
    expect(member(a.subMbrId).contactName).toBe('实验员周明');
    expect(member(a.subMbrId).password).toBe('NewPass#2026');

    const def = await callJson<SubMember>(DEMO.owner._id, 'PUT', `/member/sub-members/${a._id}/is-default`);
    expect(def.body.data.isDefault).toBe(true);
    expect(db.state.subMembers.filter((s) => s.memberId === DEMO.owner._id && s.isDefault).map((s) => s._id)).toEqual([a._id]);

    const del = await callJson<{ _id: string }>(DEMO.owner._id, 'DELETE', `/member/sub-members/${a._id}`);
    expect(del.body.code).toBe(0);
    expect(db.state.members.some((m) => m._id === a.subMbrId)).toBe(false);
    expect((await callJson<null>(DEMO.owner._id, 'PUT', `/member/sub-members/${a._id}`, { name: '某某某' })).status).toBe(404);
  });

  it('refuses sub-accounts and members without a company', async () => {
    const sub = await callJson<null>(DEMO.sub._id, 'GET', '/member/sub-members');
    expect(sub.body.code).toBe(10070);
    expect(sub.body.msg).toBe('子账号无权管理子账号');
    expect((await callJson<null>(DEMO.sub._id, 'POST', '/member/sub-members', input)).body.code).toBe(10070);
    const none = await callJson<null>(DEMO.noCompany._id, 'POST', '/member/sub-members', input);
    expect(none.body.code).toBe(10010);
  });
});

describe('password reset', () => {
  it('needs the old password or an SMS code', async () => {
    const wrong = await callJson<null>(DEMO.owner._id, 'PUT', '/member/password/reset', { oldPassword: 'Wrong#123', newPassword: 'Fresh#2026' });
    expect(wrong.body.code).toBe(10040);
    expect(wrong.body.msg).toBe('原密码错误');
    const neither = await callJson<null>(DEMO.owner._id, 'PUT', '/member/password/reset', { newPassword: 'Fresh#2026' });
    expect(neither.status).toBe(400);
    const weak = await callJson<null>(DEMO.owner._id, 'PUT', '/member/password/reset', { oldPassword: DEMO_PASSWORD, newPassword: '12345678' });
    expect(weak.status).toBe(400);
    const ok = await callJson<null>(DEMO.owner._id, 'PUT', '/member/password/reset', { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#2026' });
    expect(ok.body.code).toBe(0);
    expect(member(DEMO.owner._id).password).toBe('Fresh#2026');

    const now = Date.now();
    db.runtime.sms.push({ phone: DEMO.owner.cellphone, code: '246810', purpose: 'reset', sentAt: now, expiresAt: now + 300_000, triesLeft: 3 });
    const badCode = await callJson<null>(DEMO.owner._id, 'PUT', '/member/password/reset', { smsCode: '111111', newPassword: 'Other#2026' });
    expect(badCode.body.code).toBe(10002);
    const bySms = await callJson<null>(DEMO.owner._id, 'PUT', '/member/password/reset', { smsCode: '246810', newPassword: 'Other#2026' });
    expect(bySms.body.code).toBe(0);
    expect(member(DEMO.owner._id).password).toBe('Other#2026');
    expect(db.runtime.sms).toHaveLength(0);
  });
});

describe('WeChat binding', () => {
  it('binds a free WeChat id and refuses one bound elsewhere', async () => {
    const taken = await callJson<null>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { wechatId: DEMO.owner.wechatId });
    expect(taken.body.code).toBe(10041);
    expect(taken.body.msg).toBe('该微信已绑定其他账号');
    const missing = await callJson<null>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', {});
    expect(missing.status).toBe(400);
    const { body } = await callJson<Info>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { wechatId: 'wx-brand-new-openid' });
    expect(body.code).toBe(0);
    expect(body.data.wechatId).toBe('wx-brand-new-openid');
    expect(db.state.wechatIdentities.find((w) => w.wechatId === 'wx-brand-new-openid')?.memberIds).toEqual([DEMO.noCompany._id]);
  });

  it('binds with the one-time ticket of a confirmed scan, and refuses an unknown or used ticket', async () => {
    db.runtime.wechatTickets['wt-bind-test'] = 'wx-ticket-openid';
    const { body } = await callJson<Info>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { ticket: 'wt-bind-test' });
    expect(body.code).toBe(0);
    expect(body.data.wechatId).toBe('wx-ticket-openid');
    expect(db.runtime.wechatTickets['wt-bind-test']).toBeUndefined();
    const again = await callJson<null>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { ticket: 'wt-bind-test' });
    expect(again.body).toMatchObject({ code: 10006, msg: '微信授权已失效，请重新扫码' });
  });

  it('unbinds: the identity no longer leads to the account; a second unbind is refused', async () => {
    const { body } = await callJson<Info>(DEMO.owner._id, 'DELETE', '/member/wechat/bind');
    expect(body.code).toBe(0);
    expect(body.data.wechatId).toBeUndefined();
    expect(db.state.wechatIdentities.find((w) => w.wechatId === DEMO.owner.wechatId)?.memberIds ?? []).not.toContain(DEMO.owner._id);
    const again = await callJson<null>(DEMO.owner._id, 'DELETE', '/member/wechat/bind');
    expect(again.body).toMatchObject({ code: 10042, msg: '当前账号未绑定微信' });
  });

  it('binds with the official-account OAuth code of a return leg, once', async () => {
    db.runtime.wechatTickets['wt-oauth-bind'] = 'wx-oauth-bind-openid';
    const { body } = await callJson<Info>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { code: 'oauth-bind-wt-oauth-bind' });
    expect(body.code).toBe(0);
    expect(body.data.wechatId).toBe('wx-oauth-bind-openid');
    const again = await callJson<null>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { code: 'oauth-bind-wt-oauth-bind' });
    expect(again.body).toMatchObject({ code: 10006, msg: '授权已失效，请重新授权' });
  });

  it("binds only with a code of a purpose=bind start: not a login's code, not a bare QR ticket", async () => {
    db.runtime.wechatTickets['wt-login'] = 'wx-login-openid';
    for (const code of ['oauth-wt-login', 'wt-login']) {
      const { body } = await callJson<null>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { code });
      expect(body, code).toMatchObject({ code: 10006, msg: '授权已失效，请重新授权' });
    }
    expect(db.runtime.wechatTickets['wt-login']).toBe('wx-login-openid');
  });

  it('a ticket of a WeChat already bound to another account is refused with 10041', async () => {
    db.runtime.wechatTickets['wt-taken'] = DEMO.owner.wechatId;
    const taken = await callJson<null>(DEMO.noCompany._id, 'PUT', '/member/wechat/bind', { ticket: 'wt-taken' });
    expect(taken.body.code).toBe(10041);
  });
});
