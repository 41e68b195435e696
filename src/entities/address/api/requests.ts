import { http, type Page } from '@/shared/api/http';
import type { Schema } from '@/shared/api/mall-types';
import { paths } from '@/shared/api/url';
import { MAX_ADDRESSES } from '../model/rules';

/**
 * POST {v1}/member/addresses (docs/api.md AddressInput): the form always sends every field but the postcode and the
 * default flag. `districtCode` is '' for cities without districts (东莞, 中山, 儋州, 嘉峪关); `regionNames` is the
 * snapshot of the names: [省, 市, 区] or [省, 市].
 */
export type AddressInput = Required<Omit<Schema<'AddressInput'>, 'postcode' | 'isDefault'>> &
  Pick<Schema<'AddressInput'>, 'postcode' | 'isDefault'>;

/** One address of the member's book (docs/api.md Address). */
export type Address = Schema<'Address'>;

/** GET {v1}/member/addresses: the member's whole book (at most MAX_ADDRESSES), default first. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Page<Address>> {
  const body = await http.get<Page<Address>>(paths.v1('/member/addresses'), { params: { page: 1, pageSize: MAX_ADDRESSES }, signal });
  return body.data;
}

/** POST {v1}/member/addresses (add) or POST {v1}/member/addresses/{_id} (update). */
export async function saveAddress({ _id, ...input }: AddressInput & { _id?: string }): Promise<Address> {
  const path = _id ? `/member/addresses/${encodeURIComponent(_id)}` : '/member/addresses';
  const body = await http.post<Address>(paths.v1(path), { json: input });
  return body.data;
}

export async function deleteAddress(id: string): Promise<void> {
  await http.delete<{ _id: string }>(paths.v1(`/member/addresses/${encodeURIComponent(id)}`));
}

export async function setDefaultAddress(id: string): Promise<Address> {
  const body = await http.put<Address>(paths.v1(`/member/addresses/${encodeURIComponent(id)}/is-default`));
  return body.data;
}
