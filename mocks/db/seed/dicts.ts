/** Dictionaries served by the fake mall (GET dict by type). */
import type { DictItem } from '../types.ts';

export const DICTS: Record<string, DictItem[]> = {
  coa_query: [
    { label: '每日查询上限', value: '50' },
    { label: '单次批号数量上限', value: '10' },
    { label: '查询说明', value: '输入证书编号，或批号与品牌查询 COA 报告' },
  ],
  order_status: [
    { label: '待审核', value: 'pendingReview' },
    { label: '待付款', value: 'pendingPayment' },
    { label: '待发货', value: 'pendingShipment' },
    { label: '部分发货', value: 'partiallyShipped' },
    { label: '待收货', value: 'pendingReceipt' },
    { label: '已完成', value: 'completed' },
    { label: '已取消', value: 'cancelled' },
  ],
  invoice_status: [
    { label: '开票中', value: 'applying' },
    { label: '已开票', value: 'issued' },
    { label: '重开中', value: 'reissuing' },
    { label: '已重开', value: 'reissued' },
    { label: '重开已驳回', value: 'rejected' },
    { label: '红冲中', value: 'redLettering' },
    { label: '已红冲', value: 'redLettered' },
  ],
};
