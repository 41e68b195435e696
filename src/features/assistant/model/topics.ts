import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';

/** The canned topics of the small assistant (spec §1). */
export type TopicId = 'product' | 'support' | 'afterSales' | 'human';

const hotlineAnswer = (what: string) =>
  `${what}请拨打全国免费服务热线 **${HOTLINE}**（${HOTLINE_HOURS}），我们的工作人员将为您服务。`;

export const TOPICS: Record<TopicId, { label: string; answer: string }> = {
  product: {
    label: '产品咨询',
    answer:
      '请描述您想要的产品效果，我来为您推荐合适的产品。\n\n例如：“我需要一款用于流式检测人 CD3 的抗体，希望荧光亮度高、能与 FITC 同时使用。”',
  },
  support: { label: '技术支持', answer: hotlineAnswer('技术支持') },
  afterSales: { label: '售后服务', answer: hotlineAnswer('售后服务') },
  human: { label: '转人工', answer: hotlineAnswer('人工客服') },
};

/** The three topics offered in the welcome; the hand-over button sits beside the input. */
export const WELCOME_TOPICS: TopicId[] = ['product', 'support', 'afterSales'];

export const WELCOME_TEXT = '您好，我是小助手，可以帮您查找产品、解答实验材料相关问题。请选择咨询类型，或直接输入您的问题：';

/** Spec §8: a thrown failure returns a fallback answer echoing the question. */
export function fallbackAnswer(question: string): string {
  return `抱歉，小助手暂时无法回答“${question}”。请稍后重试，或拨打 ${HOTLINE}（${HOTLINE_HOURS}）咨询人工客服。`;
}

export const LOADING_TEXT = 'Waiting...';
