import type { Statement, StatementDispute } from '@/features/statements';

const fund = { _id: 'f0000000000000000000a001', name: '国自然面上项目', code: 'NSFC-32170001' };
const other = { _id: 'f0000000000000000000a002', name: '横向课题', code: 'HX-2026-07' };

const dispute: StatementDispute = {
  _id: 'd0000000000000000000b001',
  orderId: 'o0000000000000000000c002',
  orderNo: 'SO2026101500002',
  note: '实际送达 2 箱，对账单为 3 箱',
  byName: '王敏',
  createdAt: '2026-11-02T02:10:00.000Z',
  status: 'open',
  answer: null,
  answeredAt: null,
};

/** A pending month of three lines (one disputed, one partly paid, one invoiced), in two funds. */
export function statementFixture(overrides: Partial<Statement> = {}): Statement {
  return {
    month: '2026-10',
    status: 'pending',
    statusLabel: '待确认',
    period: { from: '2026-10-01', to: '2026-10-31' },
    company: { name: '上海生科实验器材有限公司', creditCode: '91310000MA1FL8XQ3K' },
    fund: null,
    funds: [fund, other],
    lines: [
      {
        orderId: 'o0000000000000000000c001',
        orderNo: 'SO2026100800001',
        poNo: 'PO-LAB-0811',
        placedByName: '王敏',
        createdAt: '2026-10-08T01:00:00.000Z',
        deliveredAt: '2026-10-10',
        fund,
        goodsAmount: 1280.5,
        freight: 0,
        amount: 1280.5,
        paymentStatus: 'paid',
        paymentStatusLabel: '已付款',
        amountPaid: 1280.5,
        invoiceStatus: 'issued',
        invoiceStatusLabel: '已开票',
        invoiceNo: '26310000000012345678',
        dispute: null,
      },
      {
        orderId: 'o0000000000000000000c002',
        orderNo: 'SO2026101500002',
        poNo: '',
        placedByName: '李雷',
        createdAt: '2026-10-15T01:00:00.000Z',
        deliveredAt: '2026-10-18',
        fund: other,
        goodsAmount: 3600,
        freight: 20,
        amount: 3620,
        paymentStatus: 'partial',
        paymentStatusLabel: '部分付款',
        amountPaid: 1000,
        invoiceStatus: 'none',
        invoiceStatusLabel: '未开票',
        invoiceNo: null,
        dispute,
      },
      {
        orderId: 'o0000000000000000000c003',
        orderNo: 'SO2026102000003',
        poNo: 'PO-LAB-0830',
        placedByName: '王敏',
        createdAt: '2026-10-20T01:00:00.000Z',
        deliveredAt: '2026-10-23',
        fund: null,
        goodsAmount: 99.9,
        freight: 15,
        amount: 114.9,
        paymentStatus: 'unpaid',
        paymentStatusLabel: '未付款',
        amountPaid: 0,
        invoiceStatus: 'applying',
        invoiceStatusLabel: '开票中',
        invoiceNo: null,
        dispute: null,
      },
    ],
    totals: { orderCount: 3, goodsAmount: 4980.4, freight: 35, amount: 5015.4, paid: 2280.5, unpaid: 2734.9, invoiced: 1280.5, uninvoiced: 3734.9 },
    disputes: [dispute],
    refunds: [],
    confirmedAt: null,
    confirmedByName: null,
    canConfirm: true,
    canDispute: true,
    ...overrides,
  };
}

export const FUNDS = { fund, other };
