import { toHalfWidth } from '@/shared/lib/catalogue-number';

/**
 * Questions about the member's own account (issue 42 item 2), recognised before anything goes to RAGFlow: the
 * shop answers them from the mall's own data (an order, quote or after-sales card), RAGFlow never sees them.
 * Pure: the fixture table in tests/features/assistant/account-question.test.ts holds it to real phrasings.
 */
export type AccountRef =
  /** SO + yyMMdd + serial (docs/api.md §6); 8–12 digits are taken so a mistyped number is said not found */
  | { kind: 'order'; no: string }
  /** QT… (§16); the PDF's BJ-QT… is the same quote */
  | { kind: 'quote'; no: string }
  /** AS… (§15) */
  | { kind: 'afterSales'; no: string };

export type AccountQuestion =
  | { kind: 'refs'; refs: AccountRef[] }
  /** no number, but about the member's own orders (or quotes): answered with the most recent one */
  | { kind: 'recent'; of: 'order' | 'quote' };

/** A number standing alone: no letter or digit glued before it (ISO9001, CAS 64-17-5 and catalogue numbers never match). */
const NUMBER = /(?<![A-Za-z0-9\-/_])(?:BJ-)?(SO|QT|AS)[-\s]?(\d{8,12})(?![A-Za-z0-9\-/_])/gi;

const KIND = { SO: 'order', QT: 'quote', AS: 'afterSales' } as const;

/** Phrases that are about the member's own account by themselves. */
const OWN_PHRASES = [
  /我(们的|的)(订单|采购单|报价单|询价单|售后|快递|包裹|货)(?![架号期源量])/,
  /我(们)?(订|买|采购|下单)的(货|东西|试剂|抗体|耗材)/,
  /到哪(儿|里)?了|到哪一步|到了[吗没]|发了[吗没]|发货了[吗没]|签收了[吗没]/,
  /订单.{0,6}(什么时候|何时|啥时候)/,
  /(订单|售后|审批|退款|物流)(的)?(进度|状态|怎么样了|处理得?怎么样)/,
  /(审批|批)了[吗没]|审批(通过|驳回)了[吗没]?|审批(到哪|到谁)/,
  /(付款|付清|到账)了[吗没]|还(要|需要|欠)(付|交)?多少/,
  /(物流|快递)(信息|单号|轨迹)/,
];

/** Topic words that count only with a self cue (我, 我们, 咱们), a status cue and no general cue. */
const TOPIC = /订单|物流|快递|售后|审批|付款|报价|询价|退货|换货|退款|发货/;
const SELF = /我|咱们|本人/;
/** Asking where something stands (我要询价 or 我想下订单 asks for something new: RAGFlow's). */
const STATUS = /了[吗没]|到哪|进度|状态|怎么样|情况|结果|什么时候|何时|啥时候|还没|多少/;
/** How-to and policy questions about a topic are RAGFlow's (售后政策, 付款方式, 如何申请售后). */
const GENERAL = /方式|政策|流程|规则|规定|条件|须知|多久|几天|可以吗|能否|是否支持|支持.*吗|怎么(申请|办理|操作|付|开)|如何|运费|包邮/;

const QUOTE_WORDS = /报价|询价/;

/** The account references of a question, first seen first, each once; or null when it is not about the account. */
export function recogniseAccountQuestion(question: string): AccountQuestion | null {
  const text = toHalfWidth(question);
  const refs: AccountRef[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const prefix = match[1]!.toUpperCase() as keyof typeof KIND;
    const no = `${prefix}${match[2]!}`;
    if (!refs.some((ref) => ref.no === no)) refs.push({ kind: KIND[prefix], no });
  }
  if (refs.length > 0) return { kind: 'refs', refs };
  const own = OWN_PHRASES.some((phrase) => phrase.test(text)) || (TOPIC.test(text) && SELF.test(text) && STATUS.test(text) && !GENERAL.test(text));
  if (!own) return null;
  // a product question that happens to say 货 (我的货号…) is not about an order
  if (/货号|货期/.test(text) && !/订单|物流|快递|发货|到哪/.test(text)) return null;
  return { kind: 'recent', of: QUOTE_WORDS.test(text) && !/订单/.test(text) ? 'quote' : 'order' };
}
