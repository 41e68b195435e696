/** Shapes the shell relies on (docs/contract.md §3). */
export interface CompanyInfo {
  _id: string;
  name: string;
  coName: string;
  creditCode?: string;
  address?: string;
  contactName?: string;
  orgType?: string;
}

export interface MemberInfo {
  _id: string;
  cellphone: string;
  wechatId?: string;
  parentMbrId?: string;
  isBLGDistributor: boolean;
  contactName?: string;
  email?: string;
  companyInfo: CompanyInfo | Record<string, never>;
}

export interface CartItem {
  matlId: string;
  selected: boolean;
  quantity: number;
  [field: string]: unknown;
}

export interface CartInfo {
  itemCounts: number;
  list: CartItem[];
}

export const EMPTY_CART: CartInfo = { itemCounts: 0, list: [] };
