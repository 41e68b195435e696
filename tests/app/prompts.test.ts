import { describe, expect, it } from 'vitest';
import { choosePrompt, FOLLOWS_SIGN_IN, NEEDS_CALM_PAGE, PROMPT_PRIORITY, type PromptSituation } from '@/app/shell/prompts';

const calm: PromptSituation = { wants: {}, shown: null, calmPage: true, dialogOpen: false, userDialogs: 'none', fillingForm: false };
const all = { companyForm: 'yes', supplyNotice: 'yes', mallNotice: 'yes' } as const;

describe('choosePrompt (src/app/shell/prompts.ts)', () => {
  it('only what must be acknowledged, in this order: company form > supply notice > must-read announcement (no WeChat prompt)', () => {
    expect(PROMPT_PRIORITY).toEqual(['companyForm', 'supplyNotice', 'mallNotice']);
    expect(choosePrompt({ ...calm, wants: all })).toBe('companyForm');
    expect(choosePrompt({ ...calm, wants: { ...all, companyForm: 'no' } })).toBe('supplyNotice');
    expect(choosePrompt({ ...calm, wants: { supplyNotice: 'no', mallNotice: 'yes' } })).toBe('mallNotice');
    expect(choosePrompt({ ...calm, wants: {} })).toBeNull();
  });

  it('at most one per session: once one was shown (kept in sessionStorage), none follows', () => {
    for (const shown of PROMPT_PRIORITY) expect(choosePrompt({ ...calm, wants: all, shown })).toBeNull();
  });

  it('never over a task: the notices wait for a calm page; the company form is the gated page’s own need', () => {
    expect(NEEDS_CALM_PAGE).toEqual({ companyForm: false, supplyNotice: true, mallNotice: true });
    const task = { ...calm, calmPage: false };
    expect(choosePrompt({ ...task, wants: { supplyNotice: 'yes', mallNotice: 'yes' } })).toBeNull();
    expect(choosePrompt({ ...task, wants: { companyForm: 'yes', supplyNotice: 'yes' } })).toBe('companyForm');
    // a notice that may not open here does not hold the company form back while it loads
    expect(choosePrompt({ ...task, wants: { companyForm: 'no', supplyNotice: 'unknown' } })).toBeNull();
  });

  it('waits while a more important prompt is not known yet, but not for a lesser one', () => {
    expect(choosePrompt({ ...calm, wants: { companyForm: 'unknown', mallNotice: 'yes' } })).toBeNull();
    expect(choosePrompt({ ...calm, wants: { supplyNotice: 'yes', mallNotice: 'unknown' } })).toBe('supplyNotice');
  });

  it('never over an open dialog, nor while the member is filling in a form', () => {
    expect(choosePrompt({ ...calm, wants: all, dialogOpen: true })).toBeNull();
    expect(choosePrompt({ ...calm, wants: all, fillingForm: true })).toBeNull();
  });

  it('after the sign-in dialogs only what follows from signing in (company form, supply notice) still opens', () => {
    expect(FOLLOWS_SIGN_IN).toEqual({ companyForm: true, supplyNotice: true, mallNotice: false });
    expect(choosePrompt({ ...calm, userDialogs: 'signIn', wants: { supplyNotice: 'yes', mallNotice: 'yes' } })).toBe('supplyNotice');
    expect(choosePrompt({ ...calm, userDialogs: 'signIn', wants: { mallNotice: 'yes' } })).toBeNull();
    expect(choosePrompt({ ...calm, userDialogs: 'signIn', wants: { companyForm: 'yes', mallNotice: 'unknown' } })).toBe('companyForm');
  });

  it('after another dialog the user opened, nothing opens by itself in this page load', () => {
    expect(choosePrompt({ ...calm, userDialogs: 'other', wants: all })).toBeNull();
  });
});
