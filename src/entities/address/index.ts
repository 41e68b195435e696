/** The member's address book: read by the member centre and the order page from one cache entry. */
export { addressQueries } from './api/queries';
export { useDeleteAddress, useSaveAddress, useSetDefaultAddress } from './api/mutations';
export type { Address } from './api/requests';
export { DETAIL_LENGTH, MAX_ADDRESSES, postcodeRule } from './model/rules';
export { parseAddressText } from './model/smart-paste';
