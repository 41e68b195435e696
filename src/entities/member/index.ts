/** The member entity's only door: the signed-in member, its company profile and access flags. */
export type { MemberInfo } from './api/types';
export { toMember } from './api/requests';
export { getAccess, hasCompanyProfile, worksUnderOwner } from './model/access';
export { useMemberQuery, useSession } from './model/use-session';
export { creditQueries } from './api/credit';
export { checkoutCredit, creditSummary, settlementText, type CheckoutCredit, type CreditPreview, type CreditSummary, type CreditTerms } from './model/credit';
