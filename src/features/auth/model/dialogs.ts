import { atom } from 'jotai';
import type { Schema } from '@/shared/api';

/** An account offered by the chooser (docs/api.md AccountChoice; docs/openapi.yaml). */
export type AccountChoice = Schema<'AccountChoice'>;

/** The login dialog: sign in without leaving the page. */
export const loginDialogAtom = atom<{ open: boolean; redirectTo?: string }>({ open: false });

/** Account chooser (spec: open, title, accountsInfo), with the WeChat ticket that pays for the choice. */
export const accountChooserAtom = atom<{ open: boolean; title: string; accountsInfo: AccountChoice[]; ticket: string }>({
  open: false,
  title: '选择要登录的账号',
  accountsInfo: [],
  ticket: '',
});

/** Bind phone number (spec: open, title, tokenInfo): here the WeChat ticket stands for the pending login. */
export const bindPhoneAtom = atom<{ open: boolean; title: string; tokenInfo: { ticket: string } | null }>({
  open: false,
  title: '绑定手机号',
  tokenInfo: null,
});

/** Account-type selection before a registration (spec: accountTypeValue and its open flag). */
export const accountTypeAtom = atom<{ open: boolean; accountTypeValue: 'company' | 'personal'; phone: string; code: string }>({
  open: false,
  accountTypeValue: 'company',
  phone: '',
  code: '',
});

/**
 * Set when a phone registered as 企业/单位账号: the shell opens the company form once the
 * member is loaded and the supply notice is out of the way (src/app/shell/dialog-host.tsx).
 */
export const companyOnboardingAtom = atom(false);
