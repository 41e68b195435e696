import type { ControlClass } from './db/types.ts';

/**
 * The one rule of which control classes record a 用途 with the order (docs/api.md §21, 10174): 易制爆 and 剧毒, as the
 * 公安机关 require for their sale. 易制毒 does not (its 购买许可证/备案证明 already names the use). The checkout's
 * `purposeRequired` and the product text (the seed's description) both follow it.
 */
export const needsPurpose = (controls: readonly ControlClass[] | undefined): boolean => (controls ?? []).some((c) => c === 'explosive' || c === 'toxic');
