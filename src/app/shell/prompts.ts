import type { PromptWant } from '@/shared/lib/prompt-offer';

/**
 * The dialogs that open by themselves, and which one opens in a browser session (docs/prompts.md). Pure rules: the
 * one place that applies them is usePromptArbiter (./use-prompt-arbiter.ts).
 *
 * Only what must be acknowledged opens by itself, at most ONE per session (this tab: reloads and in-app navigation
 * included), the most important first; every other notice waits in the message centre (消息中心, the header's bell):
 * 1. companyForm — the company form, when the page needs it (a company-only route shown as 请先完善企业信息) or
 *    right after registering a 企业/单位账号: without it the member cannot order or reach the page.
 * 2. supplyNotice — the BioLegend supply notice (spec §4: the user must press the acknowledge button), while the mall
 *    says this member has not acknowledged it (docs/api.md §12); held back, it comes in a later session.
 * 3. mallNotice — an unread must-read announcement of the mall (协议更新, 我已阅读).
 * Not prompts any more: 春节安排, order-status changes, 到货提醒 (the bell) and 绑定微信 (账号设置).
 */
export const PROMPT_PRIORITY = ['companyForm', 'supplyNotice', 'mallNotice'] as const;

export type PromptKind = (typeof PROMPT_PRIORITY)[number];

/**
 * What the user opened before any prompt in this page load: nothing, only the sign-in dialogs (login, account
 * chooser, bind phone, account type), or another dialog (修改密码, 快速下单, the company form from its button…).
 */
export type UserDialogs = 'none' | 'signIn' | 'other';

/**
 * Whether a prompt still opens after the sign-in dialogs in this page load. The company form (a new company account)
 * and the supply notice follow from signing in; the mall's announcement would pile up on it, so it waits. After any
 * other dialog the user opened, none opens: the user is busy with their own.
 */
export const FOLLOWS_SIGN_IN: Readonly<Record<PromptKind, boolean>> = {
  companyForm: true,
  supplyNotice: true,
  mallNotice: false,
};

/**
 * Whether a prompt waits for a calm page (a route without meta `task`: home, the catalogue, the message centre…):
 * never over a task (a form, the cart, checkout, an approval). The company form is the gated page's own need.
 */
export const NEEDS_CALM_PAGE: Readonly<Record<PromptKind, boolean>> = {
  companyForm: false,
  supplyNotice: true,
  mallNotice: true,
};

export interface PromptSituation {
  /** each prompt's wish; a missing one is 'no' */
  wants: Partial<Record<PromptKind, PromptWant>>;
  /** the prompt already opened in this session (this tab), if any */
  shown: PromptKind | null;
  /** the page shown is a calm one (no task on it) */
  calmPage: boolean;
  /** some dialog is open now (a prompt or one the user opened) */
  dialogOpen: boolean;
  /** the dialogs the user opened earlier in this page load */
  userDialogs: UserDialogs;
  /** focus is in a form field, or a field of this page was edited (src/shared/lib/form-activity.ts) */
  fillingForm: boolean;
}

/**
 * The prompt to open now, or null (none, or not yet: a more important one is still unknown, a dialog is open, the
 * member is filling in a form, the page is a task). Called again whenever the situation changes; once one opened
 * in this session, none follows.
 */
export function choosePrompt(situation: PromptSituation): PromptKind | null {
  if (situation.shown !== null || situation.dialogOpen || situation.fillingForm || situation.userDialogs === 'other') return null;
  for (const kind of PROMPT_PRIORITY) {
    if (situation.userDialogs === 'signIn' && !FOLLOWS_SIGN_IN[kind]) continue;
    if (NEEDS_CALM_PAGE[kind] && !situation.calmPage) continue;
    const want = situation.wants[kind] ?? 'no';
    if (want === 'yes') return kind;
    // a more important prompt may still want to open: wait rather than open a lesser one first
    if (want === 'unknown') return null;
  }
  return null;
}
