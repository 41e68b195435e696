import { MALL_LABELS } from '@/shared/api/mall-facts.gen';
import type { RestockAlert } from '../api/types';

/** How the member will be told that the material arrived, as the mall says (docs/api.md §24 `channels`): 站内消息、短信 … */
export const channelsText = (channels: RestockAlert['channels']): string => channels.map((c) => MALL_LABELS.RestockChannel[c]).join('、');

/** What 到货提醒 promises, in the words of its confirmation, the product page and the list: 到货后将通过站内消息通知您 */
export const promiseText = (channels: RestockAlert['channels']): string => `到货后将通过${channelsText(channels)}通知您`;
