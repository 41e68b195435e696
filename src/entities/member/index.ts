/** The member entity's only door: the signed-in member, its company profile and access flags. */
export type { CompanyInfo, MemberInfo } from './api/types';
export { fetchMember, toMember } from './api/requests';
export { memberInfoQueries } from './api/queries';
export { getAccess, hasCompanyProfile, type Access } from './model/access';
export { useMemberQuery, useSession } from './model/use-session';
