import { DatePicker } from 'antd';
import { DATE_FORMAT } from '@/shared/config/constants';
import { dayjs } from '@/shared/lib/date';
import styles from './order-list.styles';

/**
 * 自定义 下单时间: antd's RangePicker, about 27 KiB gzip, in a chunk of its own that order-list.tsx fetches only
 * when 自定义 is chosen (or the address holds a range of its own), not with every visit of 我的订单 (issue 46).
 */
export default function OrderDateRange({ value, onChange }: { value: readonly [string, string] | null; onChange: (range: string | null) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label="下单时间"
      className={styles.range}
      classNames={{ popup: { root: styles.rangePopup } }}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange(from && to ? `${from.format(DATE_FORMAT)},${to.format(DATE_FORMAT)}` : null);
      }}
    />
  );
}
