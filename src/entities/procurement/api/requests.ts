import { http, paths } from '@/shared/api';
import type { ProcurementSettings, ProcurementSettingsInput } from './types';

/**
 * GET {v1}/member/procurement-settings: any member of the account may read them. `silent`: 账号设置 says a failure
 * in its section, and the order pages read them quietly (a tag, the receiver rule).
 */
export async function fetchProcurementSettings(signal?: AbortSignal): Promise<ProcurementSettings> {
  const body = await http.get<ProcurementSettings>(paths.v1('/member/procurement-settings'), { signal, silent: true });
  return body.data;
}

/**
 * PUT {v1}/member/procurement-settings: the whole object (owner only: 10090 for a sub-account). `silent`: the form
 * says a refusal (400 `金额须大于 0`, 10090) or a failure in place, beside its save button.
 */
export async function updateProcurementSettings(input: ProcurementSettingsInput): Promise<ProcurementSettings> {
  const body = await http.put<ProcurementSettings>(paths.v1('/member/procurement-settings'), { json: input, silent: true });
  return body.data;
}
