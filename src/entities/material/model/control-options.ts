import type { ControlFilter } from '../api/types';

/** The catalogue's 安全与管制 filter (docs/api.md §20 `control`), as the list offers it. */
export const CONTROL_FILTER_OPTIONS: readonly { value: ControlFilter; label: string }[] = [
  { value: 'hazard', label: '危险品（有 GHS 标识）' },
  { value: 'controlled', label: '管制化学品（需资质）' },
  { value: 'precursor1', label: '易制毒第一类' },
  { value: 'precursor2', label: '易制毒第二类' },
  { value: 'precursor3', label: '易制毒第三类' },
  { value: 'explosive', label: '易制爆' },
  { value: 'toxic', label: '剧毒' },
  { value: 'hazardous', label: '危险化学品（目录内）' },
];
