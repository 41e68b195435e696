import { describe, expect, it } from 'vitest';
import {
  approvalReasons,
  approverIdsOf,
  defaultSettings,
  fundApproverId,
  fundCoverRefusal,
  fundUsable,
  fundUsage,
  mayCharge,
  mayDecide,
  overdraftMessage,
  overdraftOf,
  requantify,
  totalsOf,
  type ApprovalQuestion,
} from '../../mocks/approval-rules.ts';
import type { FundRecord, OrderItem } from '../../mocks/db/types.ts';
import { CATEGORY_LABELS as CATALOGUE_LABELS } from '../../mocks/handlers/catalogue.ts';
import { MATERIAL_CATEGORIES } from '../../src/shared/config/material-categories.ts';

const OWNER = 'owner';
const fund: FundRecord = {
  _id: 'f1',
  memberId: OWNER,
  name: '国自然面上项目',
  codeKind: 'project',
  code: '32170001',
  holder: '王敏',
  budget: 10_000,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  memberIds: ['sub1'],
  active: true,
  createdAt: '2026-01-01T10:00:00+08:00',
};

const question = (over: Partial<ApprovalQuestion> = {}): ApprovalQuestion => ({
  settings: { approvalMode: 'rules', amountOver: 5000, categories: [] },
  bySubAccount: true,
  amount: 100,
  categories: [],
  fundAvailable: null,
  ...over,
});

const item = (matlId: string, price: number, quantity: number): OrderItem => ({
  matlId,
  catalogNo: matlId.toUpperCase(),
  name: `商品 ${matlId}`,
  spec: '100 µg',
  mfrName: '达优',
  price,
  quantity,
  shippedQty: 0,
});

describe('approval reasons', () => {
  it('name the categories as the shop\'s one list does (试剂, not 化学试剂), like the catalogue', () => {
    const settings = { approvalMode: 'rules' as const, amountOver: null, categories: MATERIAL_CATEGORIES.map((c) => c.value) };
    const reasons = approvalReasons(question({ settings, categories: ['reagent', 'consumable'] }));
    expect(reasons).toEqual(['含需审批的商品类别：试剂、耗材']);
    for (const { value, label } of MATERIAL_CATEGORIES) expect(CATALOGUE_LABELS[value]).toBe(label);
  });

  it('the owner\'s own orders and approval mode off never need approval', () => {
    expect(approvalReasons(question({ bySubAccount: false, amount: 99_999, fundAvailable: 0 }))).toEqual([]);
    expect(approvalReasons(question({ settings: { approvalMode: 'off', amountOver: 1, categories: ['antibody'] }, amount: 99_999, categories: ['antibody'], fundAvailable: 0 }))).toEqual([]);
  });

  it('rules: strictly above the amount, and the categories named, with the money written ¥5,000.00', () => {
    expect(approvalReasons(question({ amount: 5000 }))).toEqual([]);
    expect(approvalReasons(question({ amount: 5000.01 }))).toEqual(['子账号订单金额超过 ¥5,000.00']);
    const byCategory = question({ settings: { approvalMode: 'rules', amountOver: null, categories: ['antibody', 'elisa'] }, categories: ['reagent', 'elisa'] });
    expect(approvalReasons(byCategory)).toEqual(['含需审批的商品类别：ELISA 试剂盒']);
    expect(approvalReasons({ ...byCategory, categories: ['reagent'] })).toEqual([]);
  });

  it('allSubOrders: every sub-account order; any mode but off: an order above its fund\'s 可用余额, both amounts said', () => {
    expect(approvalReasons(question({ settings: { approvalMode: 'allSubOrders', amountOver: null, categories: [] } }))).toEqual(['子账号订单均需审批']);
    expect(approvalReasons(question({ amount: 1234.5, fundAvailable: 1000 }))).toEqual(['超出经费可用余额：可用余额 ¥1,000.00，本单 ¥1,234.50']);
    expect(approvalReasons(question({ amount: 1000, fundAvailable: 1000 }))).toEqual([]);
  });

  it('a sub-account\'s order with controlled chemicals (§21): always, in any mode but off, naming each with its classes', () => {
    const controlled = [
      { name: '丙酮 (AR)', controls: ['hazardous', 'precursor3'] as const },
      { name: '高锰酸钾', controls: ['precursor3', 'explosive'] as const },
      { name: '无水乙醇 (AR)', controls: ['hazardous'] as const },
      { name: 'Tris', controls: [] },
    ];
    expect(approvalReasons(question({ controlled }))).toEqual(['含管制化学品：丙酮（易制毒第三类）、高锰酸钾（易制毒第三类、易制爆）']);
    expect(approvalReasons(question({ controlled: controlled.slice(2) }))).toEqual([]);
    expect(approvalReasons(question({ settings: { approvalMode: 'allSubOrders', amountOver: null, categories: [] }, controlled: controlled.slice(0, 1) }))).toEqual([
      '子账号订单均需审批',
      '含管制化学品：丙酮（易制毒第三类）',
    ]);
    expect(approvalReasons(question({ bySubAccount: false, controlled }))).toEqual([]);
    expect(approvalReasons(question({ settings: { approvalMode: 'off', amountOver: null, categories: [] }, controlled }))).toEqual([]);
  });
});

describe('funds', () => {
  it('commits charged orders, holds those awaiting approval as pending, ignores cancelled and rejected and other funds', () => {
    const usage = fundUsage(fund, [
      { fundId: 'f1', status: 'completed', amount: 1000.1 },
      { fundId: 'f1', status: 'pendingReview', amount: 0.2 },
      { fundId: 'f1', status: 'pendingApproval', amount: 2500 },
      { fundId: 'f1', status: 'cancelled', amount: 700 },
      { fundId: 'f1', status: 'rejected', amount: 800 },
      { fundId: 'f2', status: 'completed', amount: 900 },
      { status: 'completed', amount: 900 },
    ]);
    expect(usage).toEqual({ committed: 1000.3, pending: 2500, remaining: 8999.7, available: 6499.7 });
    expect(fundUsage(fund, [{ fundId: 'f1', status: 'pendingApproval', amount: 10_070 }]).available).toBe(-70);
    expect(fundUsage(fund, [{ fundId: 'f1', status: 'completed', amount: 12_000 }]).remaining).toBe(-2000);
  });

  it('is usable while active and within its period', () => {
    expect(fundUsable(fund, '2026-01-01')).toBe(true);
    expect(fundUsable(fund, '2026-12-31')).toBe(true);
    expect(fundUsable(fund, '2027-01-01')).toBe(false);
    expect(fundUsable({ ...fund, active: false }, '2026-06-01')).toBe(false);
  });

  it('the owner charges every fund of the account, a sub-account those naming it', () => {
    expect(mayCharge(fund, { _id: OWNER })).toBe(true);
    expect(mayCharge(fund, { _id: 'other-owner' })).toBe(false);
    expect(mayCharge(fund, { _id: 'sub1', parentMbrId: OWNER })).toBe(true);
    expect(mayCharge(fund, { _id: 'sub2', parentMbrId: OWNER })).toBe(false);
    expect(mayCharge(fund, { _id: 'sub1', parentMbrId: 'other-owner' })).toBe(false);
  });

  it('refuses an uncovered order only when no approver can let it through (10093), with both amounts', () => {
    const uncovered = { amount: 1234.5, available: 1000 };
    expect(fundCoverRefusal({ mode: 'off', bySubAccount: true, ...uncovered })).toBe('经费可用余额不足：可用余额 ¥1,000.00，本单 ¥1,234.50');
    expect(fundCoverRefusal({ mode: 'rules', bySubAccount: false, ...uncovered })).toBe('经费可用余额不足：可用余额 ¥1,000.00，本单 ¥1,234.50');
    expect(fundCoverRefusal({ mode: 'rules', bySubAccount: true, ...uncovered })).toBeNull();
    expect(fundCoverRefusal({ mode: 'off', bySubAccount: false, amount: 1000, available: 1000 })).toBeNull();
    expect(fundCoverRefusal({ mode: 'off', bySubAccount: false, amount: 1, available: -5 })).toBe('经费可用余额不足：可用余额 ¥-5.00，本单 ¥1.00');
  });

  it('an approval that leaves the 可用余额 below 0 is an overdraft of exactly that much, in fen', () => {
    expect(overdraftOf(1000, 1000)).toBe(0);
    expect(overdraftOf(1000, 1070.1)).toBe(70.1);
    expect(overdraftOf(-5, 0.1)).toBe(5.1);
    expect(overdraftMessage(70)).toBe('批准后经费将超支 ¥70.00，须由经费负责人作超支批准并填写原因');
  });
});

describe('who decides', () => {
  it('the owner first, then the enabled approver sub-accounts; never the buyer', () => {
    const approvers = approverIdsOf({ approverIds: ['sub1', 'sub2'] }, OWNER, new Set(['sub1']));
    expect(approvers).toEqual([OWNER, 'sub1']);
    expect(mayDecide(OWNER, { memberId: OWNER, placedBy: 'sub3' }, approvers)).toBe(true);
    expect(mayDecide('sub1', { memberId: OWNER, placedBy: 'sub3' }, approvers)).toBe(true);
    expect(mayDecide('sub1', { memberId: OWNER, placedBy: 'sub1' }, approvers)).toBe(false);
    expect(mayDecide('sub2', { memberId: OWNER, placedBy: 'sub3' }, approvers)).toBe(false);
    expect(mayDecide(OWNER, { memberId: OWNER }, approvers)).toBe(false);
  });

  it('an order charged to a fund: only its 负责人 and the owner; a 负责人 who no longer approves falls back to the owner', () => {
    const approvers = [OWNER, 'sub1', 'sub2'];
    expect(fundApproverId({ approverId: 'sub1' }, approvers, OWNER)).toBe('sub1');
    expect(fundApproverId({ approverId: 'sub9' }, approvers, OWNER)).toBe(OWNER);
    expect(fundApproverId({}, approvers, OWNER)).toBe(OWNER);
    const order = { memberId: OWNER, placedBy: 'sub3' };
    expect(mayDecide('sub1', order, approvers, 'sub1')).toBe(true);
    expect(mayDecide('sub2', order, approvers, 'sub1')).toBe(false);
    expect(mayDecide(OWNER, order, approvers, 'sub1')).toBe(true);
    expect(mayDecide('sub2', order, approvers, OWNER)).toBe(false);
    expect(mayDecide('sub2', order, approvers, null)).toBe(true);
  });

  it('defaults: no approval, no fund required, receivers must differ', () => {
    expect(defaultSettings(OWNER)).toEqual({
      memberId: OWNER,
      approvalMode: 'off',
      amountOver: null,
      categories: [],
      approverIds: [],
      requireFund: false,
      receiverMustDiffer: true,
      updatedAt: null,
    });
  });
});

describe('quantities', () => {
  const items = [item('a', 300, 2), item('b', 120.5, 1)];

  it('an approver only lowers: 0 drops a line, the adjustments are listed, the totals follow (freight below ¥500)', () => {
    const result = requantify(items, [{ matlId: 'a', quantity: 1 }, { matlId: 'b', quantity: 0 }], { onlyLower: true });
    expect(result).toEqual({
      ok: true,
      items: [item('a', 300, 1)],
      adjusted: [
        { matlId: 'a', name: '商品 a', from: 2, to: 1 },
        { matlId: 'b', name: '商品 b', from: 1, to: 0 },
      ],
    });
    expect(totalsOf(result.ok ? result.items : [])).toEqual({ goodsAmount: 300, freight: 15, coldChainFee: 0, amount: 315 });
    expect(totalsOf(items)).toEqual({ goodsAmount: 720.5, freight: 0, coldChainFee: 0, amount: 720.5 });
  });

  it('refuses a raise by an approver, dropping every line, an unknown line and a bad number', () => {
    expect(requantify(items, [{ matlId: 'a', quantity: 3 }], { onlyLower: true })).toEqual({ ok: false, msg: '审批数量只能调低' });
    expect(requantify(items, [{ matlId: 'a', quantity: 0 }, { matlId: 'b', quantity: 0 }], { onlyLower: true })).toEqual({ ok: false, msg: '至少保留一种商品' });
    expect(requantify(items, [{ matlId: 'x', quantity: 1 }], { onlyLower: false })).toEqual({ ok: false, msg: '商品不在该订单中' });
    expect(requantify(items, [{ matlId: 'a', quantity: 10_000 }], { onlyLower: false })).toMatchObject({ ok: false });
  });

  it('a resubmission may raise', () => {
    expect(requantify(items, [{ matlId: 'b', quantity: 5 }], { onlyLower: false })).toMatchObject({ ok: true, items: [item('a', 300, 2), item('b', 120.5, 5)] });
  });
});
