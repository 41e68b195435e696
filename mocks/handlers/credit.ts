/**
 * The account's credit terms (docs/api.md §17 Credit terms): any member of the account reads them (sums only).
 * Placing an order past the limit is refused in mocks/handlers/orders.ts (10100).
 */
import { http } from 'msw';
import { accountCreditTerms } from '../credit-data.ts';
import { accountOwnerId, api, ok, withMember } from '../lib.ts';
import { requireCompany } from './orders.ts';

export const creditHandlers = [
  http.get(
    api.v1('/member/credit-terms'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok(accountCreditTerms(accountOwnerId(member)));
    }),
  ),
];
