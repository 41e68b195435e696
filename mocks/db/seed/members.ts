/**
 * Members, their companies, addresses, sub-accounts, invoice profiles, carts
 * and WeChat identities. The demo accounts of demo-accounts.ts are fixed; the
 * other members make the mall look inhabited.
 */
import type {
  AddressRecord,
  CartRecord,
  CompanyInfo,
  InvoiceProfileRecord,
  Material,
  MemberRecord,
  Seed,
  SubMemberRecord,
} from '../types.ts';
import { DEMO, DEMO_PASSWORD, DEMO_WECHAT } from '../demo-accounts.ts';
import { createRandom, oid, type Random } from '../random.ts';
import { makeCreditCode } from './credit-code.ts';
import { NS } from './ids.ts';
import { REGIONS, type RegionKey } from './regions.ts';
import { HOUR, MINUTE, SEED_NOW_MS, dayStart, iso } from './time.ts';

export interface People {
  members: MemberRecord[];
  addresses: AddressRecord[];
  subMembers: SubMemberRecord[];
  invoiceProfiles: InvoiceProfileRecord[];
  carts: CartRecord[];
  wechatIdentities: Seed['wechatIdentities'];
}

interface CompanyPlan {
  name: string;
  coName: string;
  /** 91 企业 / 12 事业单位 */
  authority: string;
  /** GB/T 2260 code printed in the credit code */
  division: string;
  address: string;
  orgType: CompanyInfo['orgType'];
}

interface AddressPlan {
  region: RegionKey;
  detail: string;
  receiver?: string;
  cellphone?: string;
}

interface InvoicePlan {
  type: 'special' | 'normal';
  titleType: 'company' | 'personal';
  title?: string;
  bankName?: string;
  regPhone?: string;
}

interface MemberPlan {
  _id: string;
  cellphone: string;
  contactName: string;
  email?: string;
  wechatId?: string;
  company?: CompanyPlan;
  status?: 'active' | 'locked';
  isBLGDistributor?: boolean;
  createdDaysAgo: number;
  addresses: AddressPlan[];
  invoices: InvoicePlan[];
}

const OWNER_COMPANY: CompanyPlan = {
  name: '上海生科实验技术有限公司',
  coName: '上海生科',
  authority: '91',
  division: '310104',
  address: '上海市徐汇区宜山路 700 号 B2 栋 1203 室',
  orgType: '企业',
};

/** The demo members, in DEMO order, then the other members. */
const PLANS: MemberPlan[] = [
  {
    _id: DEMO.owner._id,
    cellphone: DEMO.owner.cellphone,
    contactName: '王敏',
    email: 'wangmin@shengke-lab.cn',
    wechatId: DEMO.owner.wechatId,
    company: OWNER_COMPANY,
    createdDaysAgo: 1320,
    addresses: [
      { region: 'shXuhui', detail: '宜山路 700 号 B2 栋 1203 室' },
      { region: 'shXuhui', detail: '枫林路 300 号 医学院 8 号楼 502 室', receiver: '陈晨', cellphone: DEMO.sub.cellphone },
      { region: 'shMinhang', detail: '东川路 800 号 生物药学楼 3 楼 316 实验室' },
      { region: 'shPudong', detail: '张江高科技园区 蔡伦路 1200 号 4 号楼 3 楼' },
    ],
    invoices: [
      { type: 'special', titleType: 'company', bankName: '招商银行上海徐汇支行', regPhone: '021-64381275' },
      { type: 'normal', titleType: 'company' },
      { type: 'normal', titleType: 'personal', title: '王敏' },
    ],
  },
  {
    _id: DEMO.noCompany._id,
    cellphone: DEMO.noCompany.cellphone,
    contactName: '李娜',
    email: 'lina_bio@163.com',
    createdDaysAgo: 210,
    addresses: [{ region: 'njXuanwu', detail: '四牌楼 2 号 东南大学 生命科学研究院 412 室' }],
    invoices: [{ type: 'normal', titleType: 'personal', title: '李娜' }],
  },
  {
    // the sub-account: its member record is filled from the owner below
    _id: DEMO.sub._id,
    cellphone: DEMO.sub.cellphone,
    contactName: '陈晨',
    email: 'chenchen@shengke-lab.cn',
    createdDaysAgo: 640,
    addresses: [{ region: 'shXuhui', detail: '枫林路 300 号 医学院 8 号楼 502 室' }],
    invoices: [],
  },
  {
    _id: DEMO.distributor._id,
    cellphone: DEMO.distributor.cellphone,
    contactName: '赵磊',
    email: 'zhaolei@borui-bio.com',
    wechatId: DEMO.distributor.wechatId,
    isBLGDistributor: true,
    company: {
      name: '北京博瑞生物科技有限公司',
      coName: '博瑞生物',
      authority: '91',
      division: '110108',
      address: '北京市海淀区上地信息路 26 号 中关村创业大厦 5 层',
      orgType: '企业',
    },
    createdDaysAgo: 1580,
    addresses: [
      { region: 'bjHaidian', detail: '上地信息路 26 号 中关村创业大厦 5 层 博瑞生物 仓库' },
      { region: 'bjChangping', detail: '生命科学园路 29 号 创新大厦 A 座 6 层' },
    ],
    invoices: [
      { type: 'special', titleType: 'company', bankName: '中国工商银行北京上地支行', regPhone: '010-62985316' },
      { type: 'normal', titleType: 'company' },
    ],
  },
  {
    _id: DEMO.locked._id,
    cellphone: DEMO.locked.cellphone,
    contactName: '刘强',
    email: 'liuqiang@ruixi-bio.cn',
    status: 'locked',
    company: {
      name: '深圳瑞析生物科技有限公司',
      coName: '瑞析生物',
      authority: '91',
      division: '440305',
      address: '广东省深圳市南山区高新南七道 国家工程实验室大楼 B 座 402',
      orgType: '企业',
    },
    createdDaysAgo: 980,
    addresses: [{ region: 'szNanshan', detail: '高新南七道 国家工程实验室大楼 B 座 402' }],
    invoices: [{ type: 'special', titleType: 'company', bankName: '中国建设银行深圳科技园支行', regPhone: '0755-86713520' }],
  },
  {
    _id: oid(NS.member, 6),
    cellphone: '',
    contactName: '张伟',
    email: 'zhangwei@fudan.edu.cn',
    company: { name: '复旦大学', coName: '复旦大学基础医学院', authority: '12', division: '100000', address: '上海市徐汇区医学院路 138 号', orgType: '高校' },
    createdDaysAgo: 1100,
    addresses: [
      { region: 'shXuhui', detail: '医学院路 138 号 复旦大学枫林校区 治道楼 605 室' },
      { region: 'shYangpu', detail: '邯郸路 220 号 复旦大学 生命科学学院 B 楼 3 楼' },
    ],
    invoices: [{ type: 'normal', titleType: 'company' }],
  },
  {
    _id: oid(NS.member, 7),
    cellphone: '',
    contactName: '周静',
    email: 'zhoujing@sinh.ac.cn',
    company: { name: '中国科学院上海营养与健康研究所', coName: '中科院营养健康所', authority: '12', division: '100000', address: '上海市徐汇区岳阳路 320 号', orgType: '科研院所' },
    createdDaysAgo: 860,
    addresses: [{ region: 'shXuhui', detail: '岳阳路 320 号 新生命科学馆 A 座 1105 室' }],
    invoices: [{ type: 'normal', titleType: 'company' }],
  },
  {
    _id: oid(NS.member, 8),
    cellphone: '',
    contactName: '杨帆',
    email: 'yangfan@wchscu.cn',
    company: { name: '四川大学华西医院', coName: '华西医院 生物治疗实验室', authority: '12', division: '510000', address: '四川省成都市武侯区国学巷 37 号', orgType: '医院' },
    createdDaysAgo: 720,
    addresses: [
      { region: 'cdWuhou', detail: '国学巷 37 号 华西医院 科研楼 3 楼 生物治疗国家重点实验室' },
      { region: 'cdWuhou', detail: '人民南路三段 17 号 华西临床医学院 实验楼 209 室' },
    ],
    invoices: [{ type: 'normal', titleType: 'company' }],
  },
  {
    _id: oid(NS.member, 9),
    cellphone: '',
    contactName: '黄磊',
    email: 'huanglei@hust.edu.cn',
    company: { name: '华中科技大学', coName: '华中科大生命学院', authority: '12', division: '100000', address: '湖北省武汉市洪山区珞喻路 1037 号', orgType: '高校' },
    createdDaysAgo: 540,
    addresses: [{ region: 'whHongshan', detail: '珞喻路 1037 号 华中科技大学 生命科学与技术学院 东十二楼 307 室' }],
    invoices: [{ type: 'normal', titleType: 'company' }],
  },
  {
    _id: oid(NS.member, 10),
    cellphone: '',
    contactName: '吴婷',
    email: 'wuting@bjmu.edu.cn',
    company: { name: '北京大学医学部', coName: '北大医学部 基础医学院', authority: '12', division: '100000', address: '北京市海淀区学院路 38 号', orgType: '高校' },
    createdDaysAgo: 500,
    addresses: [
      { region: 'bjHaidian', detail: '学院路 38 号 北京大学医学部 生化楼 410 室' },
      { region: 'bjHaidian', detail: '学院路 38 号 北京大学医学部 实验动物中心' },
      { region: 'bjDongcheng', detail: '帅府园 1 号 北京协和医院 科研楼 B 座 7 层' },
    ],
    invoices: [{ type: 'normal', titleType: 'company' }],
  },
  {
    _id: oid(NS.member, 11),
    cellphone: '',
    contactName: '徐凯',
    email: 'xukai@jnu.edu.cn',
    company: { name: '暨南大学', coName: '暨大生命科学技术学院', authority: '12', division: '440000', address: '广东省广州市天河区黄埔大道西 601 号', orgType: '高校' },
    createdDaysAgo: 520,
    addresses: [{ region: 'gzTianhe', detail: '黄埔大道西 601 号 暨南大学 生命科学技术学院 南校区 218 室' }],
    invoices: [{ type: 'normal', titleType: 'company' }],
  },
  {
    _id: oid(NS.member, 12),
    cellphone: '',
    contactName: '孙悦',
    email: 'sunyue@qizhen-bio.com',
    company: { name: '杭州启真生物医药有限公司', coName: '启真生物', authority: '91', division: '330108', address: '浙江省杭州市滨江区江南大道 3850 号 创新大厦 12 层', orgType: '企业' },
    createdDaysAgo: 560,
    addresses: [
      { region: 'hzBinjiang', detail: '江南大道 3850 号 创新大厦 12 层 1206 室' },
      { region: 'hzXihu', detail: '余杭塘路 866 号 浙江大学紫金港校区 医学院 2 号楼' },
    ],
    invoices: [
      { type: 'special', titleType: 'company', bankName: '杭州银行科技支行', regPhone: '0571-86691028' },
      { type: 'normal', titleType: 'company' },
    ],
  },
  {
    _id: oid(NS.member, 13),
    cellphone: '',
    contactName: '马骏',
    email: 'majun@nju.edu.cn',
    company: { name: '南京大学', coName: '南大医学院', authority: '12', division: '100000', address: '江苏省南京市鼓楼区汉口路 22 号', orgType: '高校' },
    createdDaysAgo: 610,
    addresses: [{ region: 'njGulou', detail: '汉口路 22 号 南京大学 医学院 模式动物研究所 301 室' }],
    invoices: [{ type: 'normal', titleType: 'company' }],
  },
];

/** The owner's sub-accounts: [member _id, name, account, department, enabled, default]. */
const SUBS: [string, string, string, string, boolean, boolean][] = [
  [DEMO.sub._id, '陈晨', DEMO.sub.account, '分子实验室', true, true],
  [oid(NS.member, 14), '刘洋', 'shengke-cell01', '细胞平台', true, false],
  [oid(NS.member, 15), '周婷', 'shengke-lab02', '蛋白组学平台', true, false],
  [oid(NS.member, 16), '孙浩', 'shengke-buy01', '采购部', false, false],
];

const AREA_CODES: Record<string, string> = {
  '310100': '021', '110100': '010', '510100': '028', '440100': '020', '440300': '0755',
  '420100': '027', '320100': '025', '330100': '0571', '120100': '022',
};

const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '中国农业银行', '交通银行', '招商银行'];

export function cellphone(r: Random, taken: Set<string>): string {
  for (;;) {
    let phone = '1' + r.pick(['3', '5', '7', '8', '9']) + String(r.int(0, 9));
    while (phone.length < 11) phone += String(r.int(0, 9));
    if (!taken.has(phone) && !phone.startsWith('13800000')) {
      taken.add(phone);
      return phone;
    }
  }
}

/** Code-unit order (no locale): the seed must not depend on the runtime's ICU data. */
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function at(r: Random, daysAgo: number): number {
  return Math.min(SEED_NOW_MS - HOUR, dayStart(daysAgo) + r.int(9 * 60, 20 * 60) * MINUTE);
}

export function buildPeople(materials: Material[]): People {
  const r = createRandom(0x3e3b_e125);
  const phones = new Set<string>(PLANS.map((p) => p.cellphone).filter(Boolean));

  const members: MemberRecord[] = [];
  const addresses: AddressRecord[] = [];
  const invoiceProfiles: InvoiceProfileRecord[] = [];
  let companySerial = 0;
  let addressSerial = 0;
  let profileSerial = 0;

  for (const plan of PLANS) {
    const phone = plan.cellphone || cellphone(r, phones);
    const createdMs = at(r, plan.createdDaysAgo);
    let companyInfo: CompanyInfo | Record<string, never> = {};
    if (plan.company) {
      const c = plan.company;
      companyInfo = {
        _id: oid(NS.company, ++companySerial),
        name: c.name,
        coName: c.coName,
        creditCode: makeCreditCode(r, c.authority, c.division),
        address: c.address,
        contactName: plan.contactName,
        orgType: c.orgType,
      };
    }
    const member: MemberRecord = {
      _id: plan._id,
      cellphone: phone,
      password: DEMO_PASSWORD,
      contactName: plan.contactName,
      ...(plan.email ? { email: plan.email } : {}),
      ...(plan.wechatId ? { wechatId: plan.wechatId } : {}),
      isBLGDistributor: plan.isBLGDistributor ?? false,
      companyInfo,
      status: plan.status ?? 'active',
      createdAt: iso(createdMs),
    };
    members.push(member);

    plan.addresses.forEach((a, i) => {
      const region = REGIONS[a.region];
      addresses.push({
        _id: oid(NS.address, ++addressSerial),
        memberId: plan._id,
        receiver: a.receiver ?? plan.contactName,
        cellphone: a.cellphone ?? phone,
        provinceCode: region.codes[0],
        cityCode: region.codes[1],
        districtCode: region.codes[2],
        regionNames: [...region.names],
        detail: a.detail,
        postcode: region.postcode,
        isDefault: i === 0,
        createdAt: iso(createdMs + i * r.int(1, 20) * 24 * HOUR + r.int(1, 8) * HOUR),
      });
    });

    plan.invoices.forEach((inv, i) => {
      const company = 'creditCode' in companyInfo ? companyInfo : undefined;
      const personal = inv.titleType === 'personal' || !company;
      const special = inv.type === 'special' && !personal;
      const home = REGIONS[plan.addresses[0]?.region ?? 'shXuhui'];
      const city = (home.names[1] === '市辖区' ? home.names[0] : home.names[1]).replace(/市$/, '');
      const bank = inv.bankName ?? `${r.pick(BANKS)}${city}分行`;
      let account = String(r.int(1, 9));
      const accountLength = r.pick([15, 16, 19]);
      while (account.length < accountLength) account += String(r.int(0, 9));
      const areaCode = AREA_CODES[home.codes[1]] ?? '021';
      invoiceProfiles.push({
        _id: oid(NS.invoiceProfile, ++profileSerial),
        memberId: plan._id,
        type: special ? 'special' : 'normal',
        titleType: personal ? 'personal' : 'company',
        title: inv.title ?? company?.name ?? plan.contactName,
        taxNo: personal ? '' : (company?.creditCode ?? ''),
        regAddress: special || (!personal && r.chance(0.5)) ? (company?.address ?? '') : '',
        regPhone: special ? (inv.regPhone ?? `${areaCode}-${r.int(5000, 6999)}${r.int(1000, 9999)}`) : '',
        bankName: special ? bank : '',
        bankAccount: special ? account : '',
        email: plan.email ?? '',
        isDefault: i === 0,
        createdAt: iso(createdMs + i * 2 * 24 * HOUR + r.int(1, 8) * HOUR),
      });
    });
  }

  // Sub-accounts share the owner's company; their member records carry parentMbrId.
  const owner = members[0] as MemberRecord;
  const ownerCompany = owner.companyInfo;
  const subMembers: SubMemberRecord[] = [];
  SUBS.forEach(([id, name, account, department, enabled, isDefault], i) => {
    let member = members.find((m) => m._id === id);
    if (!member) {
      member = {
        _id: id,
        cellphone: cellphone(r, phones),
        password: DEMO_PASSWORD,
        contactName: name,
        isBLGDistributor: false,
        companyInfo: {},
        status: 'active',
        createdAt: iso(at(r, 600 - i * 120)),
      };
      members.push(member);
    }
    member.parentMbrId = owner._id;
    member.subAccount = account;
    member.companyInfo = { ...ownerCompany };
    subMembers.push({
      _id: oid(NS.subMember, i + 1),
      memberId: owner._id,
      subMbrId: id,
      name,
      cellphone: member.cellphone,
      account,
      department,
      isDefault,
      enabled,
      createdAt: member.createdAt,
    });
  });

  // Carts: only on-shelf SKUs in stock.
  const buyable = materials.filter((m) => !m.offShelf && m.stock > 0);
  const carts: CartRecord[] = [];
  const fill = (memberId: string, n: number, pool: Material[], selected: boolean[]): void => {
    const picked = r.sample(pool, n);
    picked.forEach((m, i) => {
      carts.push({
        memberId,
        matlId: m._id,
        quantity: m.category === 'consumable' ? r.int(1, 5) : m.category === 'reagent' ? r.int(1, 3) : r.int(1, 2),
        selected: selected[i] ?? false,
        addedAt: iso(SEED_NOW_MS - r.int(2 * 60, 20 * 24 * 60) * MINUTE),
      });
    });
  };
  const popular = [...buyable].sort((a, b) => b.sales - a.sales).slice(0, 400);
  fill(DEMO.owner._id, 6, popular, [true, true, false, true, false, true]);
  fill(DEMO.sub._id, 2, popular, [true, false]);
  fill(
    DEMO.distributor._id,
    3,
    buyable.filter((m) => m.mfrName === 'BioLegend'),
    [true, true, true],
  );
  fill(DEMO.noCompany._id, 2, popular.filter((m) => m.category === 'reagent' || m.category === 'consumable'), [true, false]);
  carts.sort((a, b) => cmp(a.memberId, b.memberId) || cmp(b.addedAt, a.addedAt));

  const wechatIdentities: Seed['wechatIdentities'] = [
    { wechatId: DEMO_WECHAT.single, nickname: '王敏', memberIds: [DEMO.owner._id] },
    { wechatId: DEMO_WECHAT.multi, nickname: 'Min@实验室', memberIds: [DEMO.owner._id, DEMO.distributor._id] },
    { wechatId: DEMO_WECHAT.unbound, nickname: '微信用户', memberIds: [] },
    { wechatId: DEMO.distributor.wechatId, nickname: '赵磊', memberIds: [DEMO.distributor._id] },
  ];

  return { members, addresses, subMembers, invoiceProfiles, carts, wechatIdentities };
}
