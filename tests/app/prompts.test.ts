import { describe, expect, it } from 'vitest';
import { choosePrompt, FOLLOWS_SIGN_IN, PROMPT_PRIORITY, type PromptSituation } from '@/app/shell/prompts';

const calm: PromptSituation = { wants: {}, shown: null, dialogOpen: false, userDialogs: 'none', fillingForm: false };
const all = { companyForm: 'yes', supplyNotice: 'yes', mallNotice: 'yes', wechatBind: 'yes' } as const;

describe('choosePrompt (src/app/shell/prompts.ts)', () => {
  it('the order: company form > supply notice > mall notice > WeChat binding', () => {
    expect(PROMPT_PRIORITY).toEqual(['companyForm', 'supplyNotice', 'mallNotice', 'wechatBind']);
    expect(choosePrompt({ ...calm, wants: all })).toBe('companyForm');
    expect(choosePrompt({ ...calm, wants: { ...all, companyForm: 'no' } })).toBe('supplyNotice');
    expect(choosePrompt({ ...calm, wants: { supplyNotice: 'no', mallNotice: 'yes', wechatBind: 'yes' } })).toBe('mallNotice');
    expect(choosePrompt({ ...calm, wants: { wechatBind: 'yes' } })).toBe('wechatBind');
    expect(choosePrompt({ ...calm, wants: {} })).toBeNull();
  });

  it('at most one per page load: once one was shown, none follows', () => {
    for (const shown of PROMPT_PRIORITY) expect(choosePrompt({ ...calm, wants: all, shown })).toBeNull();
  });

  it('waits while a more important prompt is not known yet, but not for a lesser one', () => {
    expect(choosePrompt({ ...calm, wants: { companyForm: 'unknown', wechatBind: 'yes' } })).toBeNull();
    expect(choosePrompt({ ...calm, wants: { supplyNotice: 'yes', wechatBind: 'unknown' } })).toBe('supplyNotice');
    expect(choosePrompt({ ...calm, wants: { companyForm: 'no', supplyNotice: 'no', mallNotice: 'unknown', wechatBind: 'yes' } })).toBeNull();
  });

  it('never over an open dialog, nor while the member is filling in a form', () => {
    expect(choosePrompt({ ...calm, wants: all, dialogOpen: true })).toBeNull();
    expect(choosePrompt({ ...calm, wants: all, fillingForm: true })).toBeNull();
  });

  it('after the sign-in dialogs only what follows from signing in (company form, supply notice) still opens', () => {
    expect(FOLLOWS_SIGN_IN).toEqual({ companyForm: true, supplyNotice: true, mallNotice: false, wechatBind: false });
    expect(choosePrompt({ ...calm, userDialogs: 'signIn', wants: { supplyNotice: 'yes', wechatBind: 'yes' } })).toBe('supplyNotice');
    expect(choosePrompt({ ...calm, userDialogs: 'signIn', wants: { mallNotice: 'yes', wechatBind: 'yes' } })).toBeNull();
    // a notice still loading does not hold the sign-in's prompts back
    expect(choosePrompt({ ...calm, userDialogs: 'signIn', wants: { companyForm: 'yes', mallNotice: 'unknown' } })).toBe('companyForm');
  });

  it('after another dialog the user opened, nothing opens by itself in this page load', () => {
    expect(choosePrompt({ ...calm, userDialogs: 'other', wants: all })).toBeNull();
  });
});
