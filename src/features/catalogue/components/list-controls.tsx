import { Pagination, Select } from 'antd';
import type { MaterialSort } from '@/entities/material';
import { LIST_PAGE_SIZE, SORT_OPTIONS } from '../model/filters';

/**
 * The list's antd parts, loaded after the list has been drawn (material-browser.tsx
 * takes them through `withAntd` into boxes of their size): the first screen of
 * /product needs none of them (docs/performance.md).
 */

export function SortSelect({ value, onChange }: { value: MaterialSort; onChange: (sort: MaterialSort) => void }) {
  return (
    <Select
      aria-label="排序"
      value={value}
      style={{ width: 140 }}
      options={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      onChange={onChange}
    />
  );
}

export function ListPager({ page, total, narrow, onChange }: { page: number; total: number; narrow: boolean; onChange: (page: number) => void }) {
  return (
    <Pagination
      current={page}
      pageSize={LIST_PAGE_SIZE}
      total={total}
      showSizeChanger={false}
      simple={narrow}
      size={narrow ? 'small' : undefined}
      showTotal={(count) => `共 ${count} 件`}
      onChange={onChange}
    />
  );
}
