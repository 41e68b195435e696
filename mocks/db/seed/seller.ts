/**
 * The company that operates the mall: the seller (乙方) on every sales
 * contract and the issuer (销售方) of every VAT invoice. One place; the
 * documents in mocks/documents.ts read it.
 */
export const SELLER = {
  name: '上海实研生物科技有限公司',
  /** 统一社会信用代码 (valid check character, GB 32100-2015), also the taxpayer id */
  creditCode: '91310115MA1G7K2T6K',
  address: '上海市浦东新区张江高科技园区哈雷路 898 号 3 号楼 5 层',
  phone: '021-50801234',
  hotline: '400 819 7199',
  bankName: '中国工商银行上海张江科技支行',
  bankAccount: '1001 2345 0900 0123 456',
  /** 联行号 (CNAPS code) of the account's branch, 12 digits: the transfer account answer (docs/api.md §17) */
  bankCode: '102290024387',
  /** Signs the contracts for the seller */
  representative: '周立诚',
  /** Handles the orders (contracts name them as the seller's contact) */
  contactName: '孙嘉怡',
  contactEmail: 'service@labmall.example.cn',
  /** 开票人 on the invoices */
  invoiceIssuer: '刘倩',
  /** The mall's site, printed in the documents' footers */
  site: '实验材料商城',
} as const;
