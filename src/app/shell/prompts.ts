import type { PromptWant } from '@/shared/lib/prompt-offer';

/**
 * The prompts that open by themselves, and which one opens in a page load (docs/prompts.md). Pure rules: the one
 * place that applies them is usePromptArbiter (./use-prompt-arbiter.ts).
 *
 * At most one prompt per page load (the jotai store lives as long as the page), the most important first:
 * 1. companyForm — the company form, when the page needs it (a company-only route shown as
 *    请先完善企业信息) or right after registering a 企业/单位账号: without it the member cannot order or reach the page.
 * 2. supplyNotice — the BioLegend supply notice after a login (spec §4): a one-time compliance notice; when the company
 *    form goes first, it waits (its showLoginModal flag stays) for the next page load.
 * 3. mallNotice — the mall's announcements and order-status notices (home only, docs/api.md §12): they stay unread on
 *    the mall until shown, so they lose nothing by waiting.
 * 4. wechatBind — the WeChat-binding invitation: a convenience, asked again on a later page load until bound,
 *    closed for the tab (取消) or turned off for the member (不再提示).
 */
export const PROMPT_PRIORITY = ['companyForm', 'supplyNotice', 'mallNotice', 'wechatBind'] as const;

export type PromptKind = (typeof PROMPT_PRIORITY)[number];


/**
 * What the user opened in this page load before any prompt: nothing, only the sign-in dialogs (login, account
 * chooser, bind phone, account type), or another dialog (修改密码, 快速下单, the company form from its button…).
 */
export type UserDialogs = 'none' | 'signIn' | 'other';

/**
 * Whether a prompt still opens after the sign-in dialogs in this page load. The company form (a new company account)
 * and the supply notice follow from signing in; the notices and the WeChat invitation would pile up on it, so they
 * wait for the next page load. After any other dialog the user opened, none opens: the user is busy with their own.
 */
export const FOLLOWS_SIGN_IN: Readonly<Record<PromptKind, boolean>> = {
  companyForm: true,
  supplyNotice: true,
  mallNotice: false,
  wechatBind: false,
};

export interface PromptSituation {
  /** each prompt's wish; a missing one is 'no' */
  wants: Partial<Record<PromptKind, PromptWant>>;
  /** the prompt already opened in this page load, if any */
  shown: PromptKind | null;
  /** some dialog is open now (a prompt or one the user opened) */
  dialogOpen: boolean;
  /** the dialogs the user opened earlier in this page load */
  userDialogs: UserDialogs;
  /** focus is in a form field, or a field of this page was edited (src/shared/lib/form-activity.ts) */
  fillingForm: boolean;
}

/**
 * The prompt to open now, or null (none, or not yet: a more important one is still unknown, a dialog is open, the
 * member is filling in a form). Called again whenever the situation changes; once one opened, none follows.
 */
export function choosePrompt(situation: PromptSituation): PromptKind | null {
  if (situation.shown !== null || situation.dialogOpen || situation.fillingForm || situation.userDialogs === 'other') return null;
  for (const kind of PROMPT_PRIORITY) {
    if (situation.userDialogs === 'signIn' && !FOLLOWS_SIGN_IN[kind]) continue;
    const want = situation.wants[kind] ?? 'no';
    if (want === 'yes') return kind;
    // a more important prompt may still want to open: wait rather than open a lesser one first
    if (want === 'unknown') return null;
  }
  return null;
}
