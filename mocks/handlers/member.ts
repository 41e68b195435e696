/**
 * The member centre of the fake mall: member info, addresses, sub-accounts,
 * the company profile with the company lookup, password reset and WeChat
 * binding. Shapes are documented in docs/api.md (Member).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { AddressRecord, CompanyInfo, MemberRecord, SubMemberRecord } from '../db/types.ts';
import { Answer, api, fail, field, linkWechatIdentity, newId, nowIso, ok, paginate, readJson, refuse, withMember, type Body } from '../lib.ts';
import { creditCodeCheckChar, hasCreditCodeShape, isValidCreditCode, normalizeCreditCode } from '../db/seed/credit-code.ts';
import { normText, queryParam } from './catalogue.ts';
import { accountOwner, hasCompany } from './orders.ts';
import { personName } from '../receipts.ts';
import { approverIds } from '../procurement-data.ts';
import { REGION_TREE } from '../db/seed/regions.ts';
import { isCompleteRegion, regionPath } from '../../src/shared/lib/regions.ts';
import { formatAddress } from '../../src/shared/lib/address.ts';
import { normalizePersonName, personNameProblem } from '../../src/shared/lib/person-name.ts';
import { MALL_CODE, MALL_COUNTS, MALL_ENUMS } from '../facts.gen.ts';

export const MAX_ADDRESSES = MALL_COUNTS.addresses;
export const MAX_SUB_MEMBERS = MALL_COUNTS.subAccounts;
export const ORG_TYPES: readonly CompanyInfo['orgType'][] = MALL_ENUMS.OrgType;
const isOrgType = (value: string): value is CompanyInfo['orgType'] => (ORG_TYPES as readonly string[]).includes(value);

// 统一社会信用代码: one implementation for the fake mall (seed and handlers).
export { creditCodeCheckChar, isValidCreditCode, normalizeCreditCode };

// ---------------------------------------------------------------- shared validators

export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let value = input.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\s\-()（）]/g, '');
  value = value.replace(/^(\+86|0086|86)(?=\d{11}$)/, '');
  return /^1[3-9]\d{9}$/.test(value) ? value : null;
}

function phoneField(body: Body, name: string, label: string): string {
  const value = body[name];
  if (value === undefined || value === null || value === '') throw new Answer(fail(400, `${label}不能为空`));
  const phone = normalizePhone(value);
  if (!phone) throw new Answer(fail(400, `${label}格式不正确`));
  return phone;
}

/** 收货人, 姓名, 联系人: the shop's name rule (src/shared/lib/person-name.ts); 400 names the field. */
function personNameField(body: Body, name: string, label: string): string {
  const value = normalizePersonName(field.string(body, name, label));
  const problem = personNameProblem(value, label);
  if (problem) throw new Answer(fail(400, problem));
  return value;
}

function optionalBoolean(body: Body, name: string, label: string): boolean | undefined {
  return body[name] === undefined || body[name] === null ? undefined : field.boolean(body, name, label);
}

/** docs/china-conventions.md: 8–20 characters with at least two of letters, digits, symbols. */
export function checkPassword(body: Body, name: string, label = '新密码'): string {
  const value = body[name];
  if (value === undefined || value === null || value === '') throw new Answer(fail(400, `${label}不能为空`));
  if (typeof value !== 'string') throw new Answer(fail(400, `${label}格式不正确`));
  if (/\s/.test(value)) throw new Answer(fail(400, `${label}不能包含空格`));
  if (value.length < 8 || value.length > 20) throw new Answer(fail(400, `${label}长度应为 8–20 位`));
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (kinds < 2) throw new Answer(fail(400, `${label}需包含字母、数字、符号中的至少两种`));
  return value;
}

// ---------------------------------------------------------------- member info

export function memberInfo(member: MemberRecord) {
  const owner = accountOwner(member);
  const company = hasCompany(owner) ? owner.companyInfo : member.companyInfo;
  return {
    _id: member._id,
    cellphone: member.cellphone,
    ...(member.wechatId ? { wechatId: member.wechatId } : {}),
    ...(member.parentMbrId ? { parentMbrId: member.parentMbrId, ownerName: personName(member.parentMbrId) } : {}),
    isBLGDistributor: member.isBLGDistributor,
    // docs/api.md §13 Who approves: the owner with a company, an enabled approver sub-account
    mayApprove: hasCompany(owner) && approverIds(owner._id).includes(member._id),
    ...(member.contactName ? { contactName: member.contactName } : {}),
    ...(member.email ? { email: member.email } : {}),
    companyInfo: { ...company },
  };
}

// ---------------------------------------------------------------- addresses

type AddressFields = Omit<AddressRecord, '_id' | 'memberId' | 'isDefault' | 'createdAt'>;

function readAddress(body: Body): AddressFields {
  const receiver = personNameField(body, 'receiver', '收货人');
  const cellphone = phoneField(body, 'cellphone', '手机号');
  const code = (name: string, label: string, required: boolean): string => {
    const value = field.string(body, name, label, { required });
    if (value !== '' && !/^\d{6}$/.test(value)) throw new Answer(fail(400, `${label}应为 6 位行政区划代码`));
    return value;
  };
  const provinceCode = code('provinceCode', '省份编码', true);
  const cityCode = code('cityCode', '城市编码', true);
  const names = body.regionNames;
  if (!Array.isArray(names) || names.length < 2 || names.length > 3 || !names.every((n) => typeof n === 'string' && n.trim() !== '')) {
    throw new Answer(fail(400, '所在地区不能为空（regionNames 应为 2–3 级地区名称）'));
  }
  const regionNames = names.map((n: string) => n.trim());
  // Cities without districts (东莞、中山、儋州、嘉峪关) stop at the second level.
  const districtCode = code('districtCode', '区县编码', regionNames.length === 3);
  if (regionNames.length === 2 && districtCode !== '') throw new Answer(fail(400, '所在地区与区县编码不一致'));
  if (!provinceCode.endsWith('0000')) throw new Answer(fail(400, '省份编码不正确'));
  const province = provinceCode.slice(0, 2);
  if (cityCode.slice(0, 2) !== province || cityCode === provinceCode || (districtCode !== '' && districtCode.slice(0, 2) !== province)) {
    throw new Answer(fail(400, '所在地区的省、市、区编码不匹配'));
  }
  // The same GB/T 2260 data as the shop's cascader: codes must exist, names must match, and a city
  // without districts (东莞…) has no third level while every other city needs one.
  const path = regionPath(REGION_TREE, districtCode ? [provinceCode, cityCode, districtCode] : [provinceCode, cityCode]);
  if (!path) throw new Answer(fail(400, '所在地区不存在，请重新选择'));
  if (!isCompleteRegion(path)) throw new Answer(fail(400, '请选择到区县一级'));
  if (path.some((o, i) => o.label !== regionNames[i])) throw new Answer(fail(400, '所在地区名称与编码不一致，请重新选择'));
  const detail = field.string(body, 'detail', '详细地址', { min: 5, max: 120 });
  const postcode = field.string(body, 'postcode', '邮编', { required: false });
  if (postcode !== '' && !/^\d{6}$/.test(postcode)) throw new Answer(fail(400, '邮编应为 6 位数字'));
  return {
    receiver,
    cellphone,
    provinceCode,
    cityCode,
    districtCode,
    regionNames,
    detail,
    ...(postcode ? { postcode } : {}),
  };
}

/**
 * Every member keeps its own address book (like its cart): a sub-account's
 * addresses are its own. Orders accept the caller's and the owner's addresses.
 */
function addressesOf(member: MemberRecord): AddressRecord[] {
  return db.state.addresses.filter((a) => a.memberId === member._id);
}

function addressView(address: AddressRecord) {
  const { memberId: _memberId, ...rest } = address;
  return { ...rest, fullAddress: formatAddress(address) };
}

function findAddress(member: MemberRecord, id: string): AddressRecord {
  const address = addressesOf(member).find((a) => a._id === id);
  if (!address) throw new Answer(fail(404, '收货地址不存在'));
  return address;
}

function makeDefault<T extends { _id: string; isDefault: boolean }>(items: readonly T[], id: string): void {
  for (const item of items) item.isDefault = item._id === id;
}

/** After a delete: if no default remains, the newest other one becomes default. */
function promoteNewest<T extends { isDefault: boolean; createdAt: string }>(items: readonly T[]): void {
  if (items.length === 0 || items.some((i) => i.isDefault)) return;
  const newest = items.slice().sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (newest) newest.isDefault = true;
}

function defaultFirst<T extends { isDefault: boolean; createdAt: string }>(items: readonly T[]): T[] {
  return items.slice().sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt));
}

// ---------------------------------------------------------------- sub-members

/** Owners with a company profile only. */
function requireSubManager(member: MemberRecord): void {
  if (member.parentMbrId) throw new Answer(refuse('子账号无权管理子账号', MALL_CODE.subAccountNoSubAccounts));
  if (!hasCompany(member)) throw new Answer(refuse('请先完善企业信息', MALL_CODE.companyInfoRequired));
}

function subMembersOf(member: MemberRecord): SubMemberRecord[] {
  return db.state.subMembers.filter((s) => s.memberId === member._id);
}

function findSubMember(member: MemberRecord, id: string): SubMemberRecord {
  const sub = subMembersOf(member).find((s) => s._id === id);
  if (!sub) throw new Answer(fail(404, '子账号不存在'));
  return sub;
}

function subMemberView(sub: SubMemberRecord) {
  const record = db.state.members.find((m) => m._id === sub.subMbrId);
  return { ...sub, wechatBound: Boolean(record?.wechatId) };
}

function subAccountField(body: Body): string {
  const account = field.string(body, 'account', '子账号');
  if (!/^[a-z0-9_-]{4,32}$/.test(account)) {
    throw new Answer(fail(400, '子账号应为 4–32 位小写字母、数字、下划线或短横线'));
  }
  return account;
}

function accountTaken(account: string, exceptMemberId?: string): boolean {
  return (
    db.state.members.some((m) => m.subAccount === account && m._id !== exceptMemberId) ||
    db.state.subMembers.some((s) => s.account === account && s.subMbrId !== exceptMemberId)
  );
}

// ---------------------------------------------------------------- company lookup (天眼查-like)

interface TycCompany {
  name: string;
  creditCode: string;
  legalPerson: string;
  regStatus: '存续';
  address: string;
}

/** [name, first 17 characters of the credit code, legal person, address]; the check character is computed. */
const TYC_BASE: readonly (readonly [string, string, string, string])[] = [
  ['北京大学', '12100000400000624', '王建国', '北京市海淀区颐和园路5号'],
  ['清华大学', '12100000400000473', '李明远', '北京市海淀区清华园1号'],
  ['复旦大学', '12100000425006117', '陈立新', '上海市杨浦区邯郸路220号'],
  ['上海交通大学', '12100000425008049', '周振华', '上海市闵行区东川路800号'],
  ['浙江大学', '12100000470095016', '吴国平', '浙江省杭州市西湖区余杭塘路866号'],
  ['南京大学', '12100000466006770', '孙卫东', '江苏省南京市鼓楼区汉口路22号'],
  ['中山大学', '12100000455350829', '黄志强', '广东省广州市海珠区新港西路135号'],
  ['四川大学', '12100000450717605', '刘晓峰', '四川省成都市武侯区一环路南一段24号'],
  ['武汉大学', '12100000441626842', '张宏伟', '湖北省武汉市武昌区八一路299号'],
  ['厦门大学', '12100000426600329', '林海燕', '福建省厦门市思明区思明南路422号'],
  ['华中科技大学', '12100000441626498', '郑家豪', '湖北省武汉市洪山区珞喻路1037号'],
  ['中国科学技术大学', '12100000485000380', '何文斌', '安徽省合肥市包河区金寨路96号'],
  ['中国科学院生物物理研究所', '12100000400012877', '赵思远', '北京市朝阳区大屯路15号'],
  ['中国科学院上海营养与健康研究所', '12100000MB0P01285', '钱雅琴', '上海市徐汇区岳阳路320号'],
  ['中国医学科学院基础医学研究所', '12100000400006185', '冯志刚', '北京市东城区东单三条5号'],
  ['深圳湾实验室', '12440300MB2C92218', '邓佳怡', '广东省深圳市光明区光明大道9号'],
  ['中国医学科学院北京协和医院', '12100000400001389', '马俊杰', '北京市东城区帅府园1号'],
  ['四川大学华西医院', '12510000450717613', '罗建华', '四川省成都市武侯区国学巷37号'],
  ['复旦大学附属中山医院', '12310000425006125', '许晓东', '上海市徐汇区枫林路180号'],
  ['浙江大学医学院附属第一医院', '12330000470095024', '韩美玲', '浙江省杭州市上城区庆春路79号'],
  ['中山大学肿瘤防治中心', '12440000455350837', '唐国庆', '广东省广州市越秀区东风东路651号'],
  ['上海交通大学医学院附属瑞金医院', '12310000425009101', '曹立军', '上海市黄浦区瑞金二路197号'],
  ['福建医科大学附属协和医院', '12350000488000261', '谢丽华', '福建省福州市鼓楼区新权路29号'],
  ['上海生科实验器材有限公司', '91310104MA1FL3B20', '沈志明', '上海市徐汇区漕河泾开发区宜山路700号'],
  ['北京博远生物技术有限公司', '91110108MA01C8K45', '杨博远', '北京市海淀区中关村生命科学园路8号'],
  ['苏州泓明生物医药有限公司', '91320594MA1MXQ7R2', '顾泓明', '江苏省苏州市工业园区星湖街218号'],
  ['杭州启衡医学检验实验室有限公司', '91330108MA2H0LK63', '蒋启衡', '浙江省杭州市滨江区江南大道3850号'],
  ['广州康研生物科技有限公司', '91440112MA59C4E81', '梁康研', '广东省广州市黄埔区科学大道181号'],
  ['武汉睿析生命科学有限公司', '91420100MA4K2TD09', '胡睿析', '湖北省武汉市东湖新技术开发区高新大道666号'],
  ['福州闽研生物科技有限公司', '91350100M000100Y4', '陈闽研', '福建省福州市鼓楼区软件大道89号'],
  ['成都锦瑞生物技术有限公司', '91510100MA6C8N3J7', '彭锦瑞', '四川省成都市高新区天府大道中段1388号'],
  ['南京澜析生物科技有限公司', '91320115MA1WB5H28', '钟澜', '江苏省南京市江宁区秣周东路12号'],
];

const TYC_FIXED: readonly TycCompany[] = TYC_BASE.map(([name, base, legalPerson, address]) => ({
  name,
  creditCode: base + creditCodeCheckChar(base),
  legalPerson,
  regStatus: '存续',
  address,
}));

const SEED_LEGAL_PERSONS = ['王海', '李静', '张磊', '刘洋', '陈晨', '杨帆', '赵敏', '黄涛'];

/** The fixed list, where the seed's companies of the same name replace the fixed entry, then the other seed companies. */
function tycCompanies(): TycCompany[] {
  const fromSeed = new Map<string, TycCompany>();
  db.state.members.forEach((m, index) => {
    if (m.parentMbrId || !('_id' in m.companyInfo)) return;
    const info = m.companyInfo;
    if (!info.creditCode || fromSeed.has(info.name)) return;
    fromSeed.set(info.name, {
      name: info.name,
      creditCode: info.creditCode,
      legalPerson: TYC_FIXED.find((c) => c.name === info.name)?.legalPerson ?? SEED_LEGAL_PERSONS[index % SEED_LEGAL_PERSONS.length] ?? '王海',
      regStatus: '存续',
      address: info.address,
    });
  });
  const list = TYC_FIXED.map((c) => fromSeed.get(c.name) ?? c);
  const listed = new Set(list.map((c) => c.name));
  for (const c of fromSeed.values()) if (!listed.has(c.name)) list.push(c);
  const codes = new Set<string>();
  return list.filter((c) => !codes.has(c.creditCode) && Boolean(codes.add(c.creditCode)));
}

// ---------------------------------------------------------------- handlers

export const memberHandlers = [
  http.get(
    api.v1('/member/info'),
    withMember(({ member }) => ok(memberInfo(member))),
  ),

  // ------------------------------------------------------------ addresses
  http.get(
    api.v1('/member/addresses'),
    withMember(({ request, member }) => {
      const page = paginate(defaultFirst(addressesOf(member)), new URL(request.url), MAX_ADDRESSES);
      return ok({ ...page, list: page.list.map(addressView) });
    }),
  ),

  http.post(
    api.v1('/member/addresses'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const fields = readAddress(body);
      const isDefault = optionalBoolean(body, 'isDefault', '默认地址');
      const mine = addressesOf(member);
      if (mine.length >= MAX_ADDRESSES) return refuse(`最多保存 ${MAX_ADDRESSES} 个收货地址，请先删除不用的地址`, MALL_CODE.addressLimit);
      const address: AddressRecord = {
        _id: newId(),
        memberId: member._id,
        ...fields,
        isDefault: false,
        createdAt: nowIso(),
      };
      db.state.addresses.push(address);
      if (isDefault === true || mine.length === 0) makeDefault(addressesOf(member), address._id);
      return ok(addressView(address));
    }),
  ),

  http.put(
    api.v1('/member/addresses/:id/is-default'),
    withMember(({ params, member }) => {
      const address = findAddress(member, String(params.id));
      makeDefault(addressesOf(member), address._id);
      return ok(addressView(address));
    }),
  ),

  http.post(
    api.v1('/member/addresses/:id'),
    withMember(async ({ request, params, member }) => {
      const address = findAddress(member, String(params.id));
      const body = await readJson(request);
      // Partial update: fields not sent keep their value.
      const { _id: _ignored, ...existing } = address;
      const merged: Body = { ...existing, ...body };
      const fields = readAddress(merged);
      const isDefault = optionalBoolean(body, 'isDefault', '默认地址');
      if (fields.postcode === undefined) delete address.postcode;
      Object.assign(address, fields);
      // The default can only move to another address, never be switched off.
      if (isDefault === true) makeDefault(addressesOf(member), address._id);
      return ok(addressView(address));
    }),
  ),

  http.delete(
    api.v1('/member/addresses/:id'),
    withMember(({ params, member }) => {
      const address = findAddress(member, String(params.id));
      db.state.addresses = db.state.addresses.filter((a) => a !== address);
      promoteNewest(addressesOf(member));
      return ok({ _id: address._id });
    }),
  ),

  // ------------------------------------------------------------ sub-members
  http.get(
    api.v1('/member/sub-members'),
    withMember(({ request, member }) => {
      requireSubManager(member);
      const page = paginate(defaultFirst(subMembersOf(member)), new URL(request.url));
      return ok({ ...page, list: page.list.map(subMemberView) });
    }),
  ),

  http.post(
    api.v1('/member/sub-members'),
    withMember(async ({ request, member }) => {
      requireSubManager(member);
      const body = await readJson(request);
      const name = personNameField(body, 'name', '姓名');
      const cellphone = phoneField(body, 'cellphone', '手机号');
      const account = subAccountField(body);
      const password = checkPassword(body, 'password', '密码');
      const department = field.string(body, 'department', '部门', { required: false, max: 50 });
      const enabled = optionalBoolean(body, 'enabled', '启用状态') ?? true;
      const isDefault = optionalBoolean(body, 'isDefault', '默认子账号');
      if (accountTaken(account)) return refuse('该子账号名已被使用，请换一个', MALL_CODE.subAccountNameTaken);
      const mine = subMembersOf(member);
      if (mine.length >= MAX_SUB_MEMBERS) return refuse(`最多创建 ${MAX_SUB_MEMBERS} 个子账号`, MALL_CODE.subAccountLimit);
      const createdAt = nowIso();
      const record: MemberRecord = {
        _id: newId(),
        cellphone,
        password,
        contactName: name,
        parentMbrId: member._id,
        subAccount: account,
        isBLGDistributor: member.isBLGDistributor,
        companyInfo: { ...member.companyInfo },
        status: 'active',
        createdAt,
      };
      db.state.members.push(record);
      const sub: SubMemberRecord = {
        _id: newId(),
        memberId: member._id,
        subMbrId: record._id,
        name,
        cellphone,
        account,
        department,
        isDefault: false,
        enabled,
        createdAt,
      };
      db.state.subMembers.push(sub);
      if (isDefault === true || mine.length === 0) makeDefault(subMembersOf(member), sub._id);
      return ok(subMemberView(sub));
    }),
  ),

  http.put(
    api.v1('/member/sub-members/:id/is-default'),
    withMember(({ params, member }) => {
      requireSubManager(member);
      const sub = findSubMember(member, String(params.id));
      makeDefault(subMembersOf(member), sub._id);
      return ok(subMemberView(sub));
    }),
  ),

  http.put(
    api.v1('/member/sub-members/:id'),
    withMember(async ({ request, params, member }) => {
      requireSubManager(member);
      const sub = findSubMember(member, String(params.id));
      const body = await readJson(request);
      const merged: Body = { ...sub, ...body };
      const name = personNameField(merged, 'name', '姓名');
      const cellphone = phoneField(merged, 'cellphone', '手机号');
      const account = subAccountField(merged);
      const department = field.string(merged, 'department', '部门', { required: false, max: 50 });
      const enabled = optionalBoolean(merged, 'enabled', '启用状态') ?? true;
      const isDefault = optionalBoolean(body, 'isDefault', '默认子账号');
      const password = body.password === undefined || body.password === '' ? undefined : checkPassword(body, 'password', '密码');
      if (accountTaken(account, sub.subMbrId)) return refuse('该子账号名已被使用，请换一个', MALL_CODE.subAccountNameTaken);
      Object.assign(sub, { name, cellphone, account, department, enabled });
      const record = db.state.members.find((m) => m._id === sub.subMbrId);
      if (record) {
        Object.assign(record, { contactName: name, cellphone, subAccount: account });
        if (password) record.password = password;
      }
      if (isDefault === true) makeDefault(subMembersOf(member), sub._id);
      return ok(subMemberView(sub));
    }),
  ),

  http.delete(
    api.v1('/member/sub-members/:id'),
    withMember(({ params, member }) => {
      requireSubManager(member);
      const sub = findSubMember(member, String(params.id));
      db.state.subMembers = db.state.subMembers.filter((s) => s !== sub);
      // The sub-account's login goes with it; its orders stay in the account.
      db.state.members = db.state.members.filter((m) => m._id !== sub.subMbrId);
      db.state.carts = db.state.carts.filter((c) => c.memberId !== sub.subMbrId);
      for (const identity of db.state.wechatIdentities) {
        identity.memberIds = identity.memberIds.filter((id) => id !== sub.subMbrId);
      }
      promoteNewest(subMembersOf(member));
      return ok({ _id: sub._id });
    }),
  ),

  // ------------------------------------------------------------ company profile
  http.post(
    api.v1('/member/company'),
    withMember(async ({ request, member }) => {
      if (member.parentMbrId) return refuse('子账号无权修改企业信息，请联系主账号', MALL_CODE.subAccountNoCompanyEdit);
      const body = await readJson(request);
      const name = field.string(body, 'name', '企业名称', { min: 2, max: 100 });
      const coName = field.string(body, 'coName', '企业简称', { required: false, max: 20 });
      const rawCode = field.string(body, 'creditCode', '统一社会信用代码');
      const creditCode = normalizeCreditCode(rawCode);
      if (!hasCreditCodeShape(creditCode)) {
        return fail(400, '统一社会信用代码格式不正确：应为 18 位数字或大写字母（不含 I、O、S、V、Z）');
      }
      if (!isValidCreditCode(creditCode)) return fail(400, '统一社会信用代码校验位不正确，请核对');
      const address = field.string(body, 'address', '企业地址', { required: false, max: 200 });
      const contactName = personNameField(body, 'contactName', '联系人');
      const orgType = field.string(body, 'orgType', '单位类型');
      if (!isOrgType(orgType)) return fail(400, `单位类型只能是${ORG_TYPES.join('、')}`);
      const info: CompanyInfo = {
        _id: '_id' in member.companyInfo && member.companyInfo._id ? member.companyInfo._id : newId(),
        name,
        coName: coName || name,
        creditCode,
        address,
        contactName,
        orgType,
      };
      member.companyInfo = info;
      if (!member.contactName) member.contactName = contactName;
      // Sub-accounts carry a copy of the owner's profile.
      for (const sub of db.state.members) if (sub.parentMbrId === member._id) sub.companyInfo = { ...info };
      return ok(memberInfo(member));
    }),
  ),

  http.get(
    api.v1('/member/companies-tyc'),
    withMember(({ request }) => {
      const keyword = normText(queryParam(new URL(request.url), 'keyword'));
      if (Array.from(keyword).length < 2) return fail(400, '请输入至少 2 个字的企业名称或信用代码');
      const upper = normalizeCreditCode(keyword);
      const hits = tycCompanies().filter((c) => normText(c.name).includes(keyword) || c.creditCode.startsWith(upper));
      const rank = (c: TycCompany) => (normText(c.name).startsWith(keyword) || c.creditCode.startsWith(upper) ? 0 : 1);
      return ok(
        hits
          .map((c, i) => ({ c, i }))
          .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
          .slice(0, 10)
          .map(({ c }) => c),
      );
    }),
  ),

  // ------------------------------------------------------------ password and WeChat
  http.put(
    api.v1('/member/password/reset'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const oldPassword = field.string(body, 'oldPassword', '原密码', { required: false });
      const smsCode = field.string(body, 'smsCode', '短信验证码', { required: false });
      const newPassword = checkPassword(body, 'newPassword');
      if (oldPassword === '' && smsCode === '') return fail(400, '请输入原密码或短信验证码');
      if (smsCode !== '') {
        if (!/^\d{6}$/.test(smsCode)) return fail(400, '验证码为 6 位数字');
        const now = Date.now();
        const entry = db.runtime.sms.find(
          (s) => s.phone === member.cellphone && s.purpose === 'reset' && s.expiresAt > now && s.triesLeft > 0,
        );
        if (!entry) return refuse('验证码错误或已过期', MALL_CODE.wrongSmsCode);
        if (entry.code !== smsCode) {
          entry.triesLeft--;
          return refuse(entry.triesLeft > 0 ? '验证码错误或已过期' : '验证码错误次数过多，请重新获取', MALL_CODE.wrongSmsCode);
        }
        db.runtime.sms = db.runtime.sms.filter((s) => s !== entry);
      } else if (member.password === '' || oldPassword !== member.password) {
        // A member registered by SMS has no password yet: it must use an SMS code.
        return refuse(member.password === '' ? '账号尚未设置密码，请使用短信验证码设置' : '原密码错误', MALL_CODE.wrongOldPassword);
      }
      if (newPassword === member.password) return refuse('新密码不能与原密码相同', MALL_CODE.samePassword);
      member.password = newPassword;
      return ok(null, '密码已修改');
    }),
  ),

  http.put(
    api.v1('/member/wechat/bind'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      // The page sends the one-time ticket of a confirmed QR scan, or the official-account OAuth code of the
      // return leg inside WeChat's browser, from a purpose=bind start only (`oauth-bind-<ticket>`,
      // mocks/handlers/auth.ts); { wechatId } stays for direct calls.
      let wechatId: string;
      if (body.code !== undefined && body.code !== null && body.code !== '') {
        const code = field.string(body, 'code', '微信授权 code', { max: 160 });
        const ticket = /^oauth-bind-(.+)$/.exec(code)?.[1] ?? '';
        const fromCode = ticket === '' ? undefined : db.runtime.wechatTickets[ticket];
        if (!fromCode) return refuse('授权已失效，请重新授权', MALL_CODE.wechatTicketExpired);
        delete db.runtime.wechatTickets[ticket];
        wechatId = fromCode;
      } else if (body.ticket !== undefined && body.ticket !== null && body.ticket !== '') {
        const ticket = field.string(body, 'ticket', '微信授权凭证', { max: 128 });
        const fromTicket = db.runtime.wechatTickets[ticket];
        if (!fromTicket) return refuse('微信授权已失效，请重新扫码', MALL_CODE.wechatTicketExpired);
        delete db.runtime.wechatTickets[ticket];
        wechatId = fromTicket;
      } else {
        wechatId = field.string(body, 'wechatId', '微信标识', { max: 64 });
      }
      if (db.state.members.some((m) => m._id !== member._id && m.wechatId === wechatId)) {
        return refuse('该微信已绑定其他账号', MALL_CODE.wechatBoundElsewhere);
      }
      linkWechatIdentity(member, wechatId);
      return ok(memberInfo(member));
    }),
  ),

  // Unbinding (not in the spec's tables; proposed in docs/api.md): the WeChat identity no longer logs in here.
  http.delete(
    api.v1('/member/wechat/bind'),
    withMember(({ member }) => {
      if (!member.wechatId) return refuse('当前账号未绑定微信', MALL_CODE.wechatNotBound);
      const wechatId = member.wechatId;
      delete member.wechatId;
      for (const identity of db.state.wechatIdentities) {
        if (identity.wechatId === wechatId) identity.memberIds = identity.memberIds.filter((id) => id !== member._id);
      }
      return ok(memberInfo(member));
    }),
  ),
];
