/**
 * The pure rules of docs/api.md §21 (mocks/compliance-rules.ts) from fixtures: kinds and classes, labels, pack sizes
 * in a limit's unit, `used`, the status as of a day, and a line's compliance (missing / reviewing / overLimit / ok).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTROL_LABELS,
  KIND_LABELS,
  STATUS_LABELS,
  checkLine,
  checkOrderLines,
  classesRefusal,
  expiresInDays,
  isCas,
  kindFor,
  orderRefusal,
  packAmount,
  statusOn,
  usedUnder,
  type HeldQualification,
  type LineInput,
} from '../../mocks/compliance-rules.ts';

const TODAY = '2026-11-26';

const acetone = (quantity: number, spec = '2.5 L'): LineInput => ({ name: '丙酮 (AR)', controls: ['hazardous', 'precursor3'], cas: '67-64-1', spec, quantity });
const permanganate = (quantity = 1): LineInput => ({ name: '高锰酸钾 (AR)', controls: ['precursor3', 'explosive'], cas: '7722-64-7', spec: '500 g', quantity });
const azide = (quantity = 1): LineInput => ({ name: '叠氮化钠', controls: ['toxic'], cas: '26628-22-8', spec: '25 g', quantity });

type QRecord = HeldQualification['record'];
const qualification = (over: Partial<QRecord> = {}): QRecord => ({
  _id: 'q1',
  kind: 'precursorRecord',
  number: '（京）3S110108001',
  classes: ['precursor3'],
  substances: [],
  limits: [],
  status: 'approved',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  ...over,
});
const held = (record: QRecord, used: number[] = record.limits.map(() => 0)): HeldQualification => ({ record, used });

describe('kinds, classes and labels', () => {
  it('each controlled class needs its kind; hazardous needs none', () => {
    expect(kindFor('precursor1')).toBe('precursorLicence');
    expect(kindFor('precursor2')).toBe('precursorRecord');
    expect(kindFor('precursor3')).toBe('precursorRecord');
    expect(kindFor('explosive')).toBe('explosiveRecord');
    expect(kindFor('toxic')).toBe('toxicLicence');
    expect(kindFor('hazardous')).toBeNull();
  });

  it('a kind lists only its own classes, at least one', () => {
    expect(classesRefusal('precursorRecord', ['precursor2', 'precursor3'])).toBeNull();
    expect(classesRefusal('precursorRecord', ['precursor1'])).toBe('许可范围与资质类型不符');
    expect(classesRefusal('toxicLicence', ['toxic', 'explosive'])).toBe('许可范围与资质类型不符');
    expect(classesRefusal('explosiveRecord', [])).toBe('请选择许可范围');
  });

  it('labels', () => {
    expect(KIND_LABELS).toEqual({
      precursorLicence: '易制毒化学品购买许可证',
      precursorRecord: '易制毒化学品购买备案证明',
      explosiveRecord: '易制爆危险化学品购买备案',
      toxicLicence: '剧毒化学品购买许可证',
    });
    expect(STATUS_LABELS).toEqual({ reviewing: '审核中', approved: '已通过', rejected: '已驳回', expired: '已过期' });
    expect([CONTROL_LABELS.precursor1, CONTROL_LABELS.precursor3, CONTROL_LABELS.explosive, CONTROL_LABELS.toxic, CONTROL_LABELS.hazardous]).toEqual([
      '易制毒第一类',
      '易制毒第三类',
      '易制爆',
      '剧毒',
      '危险化学品',
    ]);
  });

  it('CAS numbers are checked with their check digit', () => {
    for (const cas of ['67-64-1', '67-66-3', '26628-22-8', '7722-64-7', '7647-01-0']) expect(isCas(cas)).toBe(true);
    for (const cas of ['67-64-2', '67641', '1-23-4', 'abc-de-f', '']) expect(isCas(cas)).toBe(false);
  });
});

describe('pack sizes in a limit unit', () => {
  it('g, kg, mL and L convert within their dimension', () => {
    expect(packAmount('2.5 L', 'L')).toBe(2.5);
    expect(packAmount('500 mL', 'L')).toBe(0.5);
    expect(packAmount('500 mL', 'mL')).toBe(500);
    expect(packAmount('25 g', 'kg')).toBe(0.025);
    expect(packAmount('1 kg', 'g')).toBe(1000);
    expect(packAmount('100 mg', 'g')).toBe(0.1);
    expect(packAmount('4 L', 'mL')).toBe(4000);
  });

  it('a pack in another dimension or unit cannot be measured', () => {
    expect(packAmount('25 g', 'L')).toBeNull();
    expect(packAmount('500 mL', 'kg')).toBeNull();
    expect(packAmount('100 支', 'g')).toBeNull();
    expect(packAmount('96T', 'mL')).toBeNull();
  });
});

describe('status as of a day', () => {
  const q = qualification({ validFrom: '2026-11-01', validTo: '2026-12-10' });
  it('expired is read: approved and its last day before today', () => {
    expect(statusOn(q, '2026-12-10')).toBe('approved');
    expect(statusOn(q, '2026-12-11')).toBe('expired');
    expect(statusOn({ ...q, status: 'reviewing' }, '2027-01-01')).toBe('reviewing');
    expect(statusOn({ ...q, status: 'rejected' }, '2027-01-01')).toBe('rejected');
  });
  it('days left: 0 on the last day, null when not approved or expired', () => {
    expect(expiresInDays(q, TODAY)).toBe(14);
    expect(expiresInDays(q, '2026-12-10')).toBe(0);
    expect(expiresInDays(q, '2026-12-11')).toBeNull();
    expect(expiresInDays({ ...q, status: 'reviewing' }, TODAY)).toBeNull();
  });
});

describe('used under a qualification', () => {
  const limit = { cas: '67-64-1', unit: 'L' as const };
  const q1 = { _id: 'q1', kind: 'precursorRecord' as const, number: 'N1' };
  it('orders without takes: adds the limit CAS lines of orders that recorded it, not cancelled or rejected ones', () => {
    const line = (quantity: number, spec = '2.5 L', cas = '67-64-1') => ({ cas, spec, quantity });
    const orders = [
      { status: 'completed' as const, qualificationIds: ['q1'], lines: [line(2), line(1, '500 mL'), line(9, '500 mL', '67-66-3')] },
      { status: 'pendingApproval' as const, qualificationIds: ['q1'], lines: [line(1)] },
      { status: 'cancelled' as const, qualificationIds: ['q1'], lines: [line(4)] },
      { status: 'rejected' as const, qualificationIds: ['q1'], lines: [line(4)] },
      { status: 'completed' as const, qualificationIds: ['q2'], lines: [line(4)] },
    ];
    expect(usedUnder(q1, limit, orders)).toBe(8);
    expect(usedUnder(q1, { cas: '67-64-1', unit: 'mL' }, orders)).toBe(8000);
    expect(usedUnder({ ...q1, _id: 'q3' }, limit, orders)).toBe(0);
  });

  it('orders with takes: only what was taken under the same kind and number counts, whatever the record _id', () => {
    const take = (number: string, amount: number, unit: 'L' | 'mL' = 'L', kind: 'precursorRecord' | 'explosiveRecord' = 'precursorRecord') =>
      ({ qualificationId: 'old', kind, number, cas: '67-64-1', amount, unit });
    const line = { cas: '67-64-1', spec: '2.5 L', quantity: 2 };
    const orders = [
      { status: 'completed' as const, qualificationIds: ['q1', 'q2'], takes: [take('N1', 0.5), take('N2', 5)], lines: [line] },
      { status: 'pendingReceipt' as const, qualificationIds: ['old'], takes: [take('N1', 250, 'mL')], lines: [line] },
      { status: 'cancelled' as const, qualificationIds: ['q1'], takes: [take('N1', 9)], lines: [line] },
      { status: 'completed' as const, qualificationIds: ['q1'], takes: [take('N1', 7, 'L', 'explosiveRecord')], lines: [line] },
    ];
    expect(usedUnder(q1, limit, orders)).toBe(0.75);
    expect(usedUnder({ ...q1, _id: 'q2', number: 'N2' }, limit, orders)).toBe(5);
    expect(usedUnder({ ...q1, _id: 'new', number: 'N2' }, { cas: '67-64-1', unit: 'mL' }, orders)).toBe(5000);
  });

  it('an order of lines split across two permits records what each took', () => {
    const a = qualification({ _id: 'qa', number: 'A', limits: [{ cas: '67-64-1', amount: 3, unit: 'L' }] });
    const b = qualification({ _id: 'qb', number: 'B', limits: [{ cas: '67-64-1', amount: 100, unit: 'L' }] });
    const { checks, qualificationIds, takes } = checkOrderLines([acetone(1, '500 mL'), acetone(2)], [held(a), held(b)], TODAY);
    expect(checks.map((c) => c.status)).toEqual(['ok', 'ok']);
    expect(qualificationIds).toEqual(['qa', 'qb']);
    expect(takes).toEqual([
      { qualificationId: 'qa', kind: 'precursorRecord', number: 'A', cas: '67-64-1', amount: 0.5, unit: 'L' },
      { qualificationId: 'qb', kind: 'precursorRecord', number: 'B', cas: '67-64-1', amount: 5, unit: 'L' },
    ]);
    const orders = [{ status: 'pendingShipment' as const, qualificationIds, takes, lines: [] }];
    expect(usedUnder(a, { cas: '67-64-1', unit: 'L' }, orders)).toBe(0.5);
    expect(usedUnder(b, { cas: '67-64-1', unit: 'L' }, orders)).toBe(5);
  });
});

describe('line compliance', () => {
  it('an ordinary or only hazardous line is ok with no controls', () => {
    const check = checkLine({ name: '无水乙醇 (AR)', controls: ['hazardous'], cas: '64-17-5', spec: '500 mL', quantity: 3 }, [], TODAY);
    expect(check).toMatchObject({ controls: [], status: 'ok', message: null, purposeRequired: false, expiring: null });
    expect(checkLine({ name: 'Tris', controls: undefined, cas: undefined, spec: '500 g', quantity: 1 }, [], TODAY).status).toBe('ok');
  });

  it('missing: says which qualification, with the precursor class', () => {
    const check = checkLine(acetone(1), [], TODAY);
    expect(check).toMatchObject({ controls: ['precursor3'], status: 'missing', message: '需要有效的易制毒化学品购买备案证明（第三类），请在资质管理中上传', purposeRequired: false });
    expect(orderRefusal(acetone(1), check)).toEqual({ code: 10172, msg: '商品 丙酮 (AR) 需要有效的易制毒化学品购买备案证明（第三类），请在资质管理中上传' });
    expect(checkLine(azide(), [], TODAY).message).toBe('需要有效的剧毒化学品购买许可证，请在资质管理中上传');
  });

  it('rejected, expired, not yet valid, another class or another substance do not cover', () => {
    const uncovered = [
      qualification({ status: 'rejected' }),
      qualification({ validTo: '2026-11-25' }),
      qualification({ validFrom: '2026-11-27' }),
      qualification({ classes: ['precursor2'] }),
      qualification({ substances: ['67-66-3'] }),
    ];
    for (const q of uncovered) expect(checkLine(acetone(1), [held(q)], TODAY).status).toBe('missing');
    expect(checkLine(acetone(1), [held(qualification({ validTo: TODAY }))], TODAY).status).toBe('ok');
    expect(checkLine(acetone(1), [held(qualification({ substances: ['67-66-3', '67-64-1'] }))], TODAY).status).toBe('ok');
  });

  it('reviewing: a qualification in review would cover it', () => {
    const check = checkLine(acetone(1), [held(qualification({ status: 'reviewing' }))], TODAY);
    expect(check).toMatchObject({ status: 'reviewing', message: '资质审核中，通过后可下单' });
    expect(orderRefusal(acetone(1), check)).toEqual({ code: 10172, msg: '商品 丙酮 (AR) 的资质正在审核，通过后可下单' });
  });

  it('two controlled classes need both covered (KMnO4: 第三类 and 易制爆); purpose for explosive and toxic', () => {
    const precursor = qualification();
    const explosive = qualification({ _id: 'q2', kind: 'explosiveRecord', classes: ['explosive'] });
    expect(checkLine(permanganate(), [], TODAY).message).toBe('需要有效的易制毒化学品购买备案证明（第三类）和易制爆危险化学品购买备案，请在资质管理中上传');
    expect(checkLine(permanganate(), [held(precursor)], TODAY)).toMatchObject({ status: 'missing', message: '需要有效的易制爆危险化学品购买备案，请在资质管理中上传', purposeRequired: true });
    expect(checkLine(permanganate(), [held(precursor), held({ ...explosive, status: 'reviewing' })], TODAY).status).toBe('reviewing');
    const ok = checkLine(permanganate(), [held(precursor), held(explosive)], TODAY);
    expect(ok).toMatchObject({ status: 'ok', controls: ['precursor3', 'explosive'], purposeRequired: true, qualificationIds: ['q1', 'q2'] });
    expect(checkLine(acetone(1), [held(precursor)], TODAY).purposeRequired).toBe(false);
    expect(checkLine(azide(), [], TODAY).purposeRequired).toBe(true);
  });

  it('overLimit: the quantity in the limit unit plus used may not exceed the amount, with the numbers', () => {
    const limited = qualification({ limits: [{ cas: '67-64-1', amount: 20, unit: 'L' }] });
    expect(checkLine(acetone(1), [held(limited, [17.5])], TODAY).status).toBe('ok');
    const over = checkLine(acetone(1), [held(limited, [18])], TODAY);
    expect(over).toMatchObject({ status: 'overLimit', message: '超出许可数量：丙酮 许可 20 L，已购 18 L，本单 2.5 L' });
    expect(orderRefusal(acetone(1), over)).toEqual({ code: 10173, msg: '超出许可数量：丙酮 许可 20 L，已购 18 L，本单 2.5 L' });
    expect(checkLine(acetone(3, '500 mL'), [held(limited, [18])], TODAY).status).toBe('ok');
    expect(checkLine(acetone(5, '500 mL'), [held(limited, [18])], TODAY).message).toBe('超出许可数量：丙酮 许可 20 L，已购 18 L，本单 2.5 L');
  });

  it('overLimit: a pack that cannot be measured in the limit unit is said as such', () => {
    const limited = qualification({ limits: [{ cas: '67-64-1', amount: 20, unit: 'kg' }] });
    expect(checkLine(acetone(1), [held(limited)], TODAY)).toMatchObject({ status: 'overLimit', message: '超出许可数量：丙酮 的规格 2.5 L 无法按许可单位 kg 计量，请联系客服' });
  });

  it('another covering qualification with room is used when the first is full', () => {
    const full = qualification({ limits: [{ cas: '67-64-1', amount: 20, unit: 'L' }] });
    const other = qualification({ _id: 'q2', number: 'B', substances: ['67-64-1'] });
    expect(checkLine(acetone(1), [held(full, [20]), held(other)], TODAY)).toMatchObject({ status: 'ok', qualificationIds: ['q2'] });
  });

  it('lines of one order add up against a limit', () => {
    const limited = qualification({ limits: [{ cas: '67-64-1', amount: 20, unit: 'L' }] });
    const { checks, qualificationIds } = checkOrderLines([acetone(4), acetone(6, '500 mL'), acetone(9, '500 mL')], [held(limited, [3])], TODAY);
    expect(checks.map((c) => c.status)).toEqual(['ok', 'ok', 'overLimit']);
    expect(checks[2]?.message).toBe('超出许可数量：丙酮 许可 20 L，已购 16 L，本单 4.5 L');
    expect(qualificationIds).toEqual(['q1']);
  });

  it('expiring: a covering qualification that ends within 30 days', () => {
    const soon = qualification({ number: '京公剧购〔2026〕0127', validTo: '2026-12-16' });
    expect(checkLine(acetone(1), [held(soon)], TODAY).expiring).toBe('资质 京公剧购〔2026〕0127 将于 2026-12-16 到期（剩 20 天）');
    expect(checkLine(acetone(1), [held({ ...soon, validTo: '2026-12-26' })], TODAY).expiring).toBe('资质 京公剧购〔2026〕0127 将于 2026-12-26 到期（剩 30 天）');
    expect(checkLine(acetone(1), [held({ ...soon, validTo: '2026-12-27' })], TODAY).expiring).toBeNull();
  });
});
