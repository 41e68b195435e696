import { toFen } from '@/shared/lib/money';
import type { Fund } from '../api/types';

type FundStateKey = 'usable' | 'overdrawn' | 'inactive' | 'outOfPeriod';
interface FundState {
  key: FundStateKey;
  label: '可用' | '已超支' | '已停用' | '不在有效期';
  /** antd Tag colour */
  color: 'green' | 'red' | 'default' | 'orange';
}

const STATES: Record<FundStateKey, FundState> = {
  usable: { key: 'usable', label: '可用', color: 'green' },
  overdrawn: { key: 'overdrawn', label: '已超支', color: 'red' },
  inactive: { key: 'inactive', label: '已停用', color: 'default' },
  outOfPeriod: { key: 'outOfPeriod', label: '不在有效期', color: 'orange' },
};

/**
 * A fund's one state, as its tag says it (exclusive: never 可用 and 已超支 together). Stopped first, then out of its
 * period (`today`, YYYY-MM-DD China date), then overdrawn (可用余额 below 0), else usable.
 */
export function fundState(fund: Pick<Fund, 'active' | 'periodStart' | 'periodEnd' | 'available'>, today: string): FundState {
  if (!fund.active) return STATES.inactive;
  if (today < fund.periodStart || today > fund.periodEnd) return STATES.outOfPeriod;
  if (toFen(fund.available) < 0) return STATES.overdrawn;
  return STATES.usable;
}
