/**
 * Which questions the shop answers from the member's account before RAGFlow (issue 42 item 2): real phrasings,
 * and the look-alikes (CAS and catalogue numbers, product and policy questions) that must still go to RAGFlow.
 */
import { describe, expect, it } from 'vitest';
import { nextOpening, openingText, recogniseAccountQuestion, type AccountQuestion } from '@/features/assistant';

const refs = (...nos: string[]): AccountQuestion => ({
  kind: 'refs',
  refs: nos.map((no) => ({ kind: no.startsWith('SO') ? 'order' : no.startsWith('QT') ? 'quote' : 'afterSales', no })),
});
const recentOrder: AccountQuestion = { kind: 'recent', of: 'order' };
const recentQuote: AccountQuestion = { kind: 'recent', of: 'quote' };

const TAKEN: [string, AccountQuestion][] = [
  ['我的订单 SO2611140056 现在到哪了？售后怎么样了？', refs('SO2611140056')],
  ['SO2611140056', refs('SO2611140056')],
  ['so2611140056 发货了吗', refs('SO2611140056')],
  ['订单号：SO2611140056，物流到哪了', refs('SO2611140056')],
  ['ＳＯ２６１１１４００５６怎么还没到', refs('SO2611140056')],
  ['SO 2611140056 审批了吗', refs('SO2611140056')],
  ['SO2611140056和SO2611100059都到哪了', refs('SO2611140056', 'SO2611100059')],
  ['SO2611140056 SO2611140056', refs('SO2611140056')],
  ['SO261114005 到哪了', refs('SO261114005')], // mistyped: looked up, said not found
  ['报价单 QT2611210007 还有效吗', refs('QT2611210007')],
  ['BJ-QT2611210007 这个报价能下单吗', refs('QT2611210007')],
  ['售后单 AS2611170003 处理到哪一步了', refs('AS2611170003')],
  ['AS2611170003。', refs('AS2611170003')],
  ['我的订单到哪了', recentOrder],
  ['我的快递到哪了？', recentOrder],
  ['货到了吗', recentOrder],
  ['我们上周下的单发货了吗', recentOrder],
  ['订单审批了没', recentOrder],
  ['审批通过了吗', recentOrder],
  ['我的售后怎么样了', recentOrder],
  ['售后进度', recentOrder],
  ['物流信息', recentOrder],
  ['订单状态', recentOrder],
  ['我付款了吗', recentOrder],
  ['还要付多少钱', recentOrder],
  ['我们的订单什么时候发货', recentOrder],
  ['订单什么时候能到', recentOrder],
  ['我的报价单', recentQuote],
  ['我的询价单报价了吗', recentQuote],
  ['我订的货什么时候到', recentOrder],
  ['我们的退款到账了吗', recentOrder],
];

const LEFT_TO_RAGFLOW = [
  '无水乙醇 CAS 64-17-5 有现货吗',
  '7732-18-5 是什么',
  '420201-100T 的说明书',
  'ab289916-30UL 适合流式吗',
  '12-4962-42-25T 推荐稀释比例',
  'ISO9001 认证的试剂',
  'SO4 离子的检测试剂盒',
  'QT-00012345-100UL 还有货吗',
  'PBS 缓冲液怎么配',
  '我需要一款用于流式检测人 CD3 的抗体',
  '售后服务政策是什么',
  '我想了解一下付款方式',
  '如何申请售后',
  '运费怎么算',
  '这个抗体什么时候到货',
  '这个订单需要审批吗',
  '这个抗体适用到哪些物种',
  '我的货号 309486-25T 对应什么产品',
  '热线电话 13800000001',
  '2611140056',
  // asking for something new, not where an order stands (a second reader's finds)
  '我要询价 CD3 抗体',
  '我们需要这个抗体的报价',
  '我想下订单',
  '我们订单量大有折扣吗',
  '我的货架上有一瓶过期的乙醇',
];

describe('account questions are recognised', () => {
  it.each(TAKEN)('%s', (question, expected) => {
    expect(recogniseAccountQuestion(question)).toEqual(expected);
  });
});

describe('look-alikes go to RAGFlow', () => {
  it.each(LEFT_TO_RAGFLOW)('%s', (question) => {
    expect(recogniseAccountQuestion(question)).toBeNull();
  });
});

describe('when the service desk answers (转人工 outside office hours)', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['2026-11-30T10:00:00+08:00', '今天 10:00'], // open: now
    ['2026-11-30T07:00:00+08:00', '今天 08:30'],
    ['2026-11-30T18:00:00+08:00', '明天（周二）08:30'],
    ['2026-12-04T17:30:00+08:00', '12月7日（周一）08:30'],
    ['2026-11-28T20:00:00+08:00', '11月30日（周一）08:30'],
    ['2026-11-29T03:00:00+08:00', '明天（周一）08:30'], // Sunday 03:00 in China, still Saturday in UTC
    ['2026-09-30T18:00:00+08:00', '10月8日（周四）08:30'], // 国庆节 (the contract's calendar)
    ['2026-10-09T18:00:00+08:00', '明天（周六）08:30'], // a Saturday worked (调休)
    ['2026-12-31T18:00:00+08:00', '1月4日（周一）08:30'], // 元旦 2027, then the weekend
  ])('asked %s: %s', (asked, text) => {
    expect(openingText(nextOpening(at(asked)), at(asked))).toBe(text);
  });
});
