/** The account's research funds (经费): 账号设置, the checkout and the order pages read them from one cache entry. */
export { fundQueries } from './api/queries';
export { useCreateFund, useUpdateFund } from './api/mutations';
export type { Fund, FundInput } from './api/types';
export { FUND_CODE_KIND_LABEL, FUND_LIMITS, availableText, usableFunds } from './model/rules';
export { fundState } from './model/state';
export { FundBalance } from './ui/fund-balance';
