import type { ControlClass } from '../api/types';

/** What buying a material of each control class takes (docs/api.md §20, §21): the product page's 安全信息. */
export const CONTROL_NOTE: Record<ControlClass, string> = {
  hazardous: '列入《危险化学品目录》，无需资质，请按安全技术说明书储存和使用',
  precursor1: '购买需上传易制毒化学品购买许可证（第一类）',
  precursor2: '购买需上传易制毒化学品购买备案证明（第二类）',
  precursor3: '购买需上传易制毒化学品购买备案证明（第三类）',
  explosive: '购买需上传易制爆危险化学品购买备案材料，下单时填写用途',
  toxic: '购买需上传剧毒化学品购买许可证，下单时填写用途',
};
