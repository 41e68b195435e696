import { useEffect, useState } from 'react';
import { AutoComplete, Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { materialQueries } from '../api/queries';
import { normaliseKeyword } from '../lib/keyword';

export const SUGGEST_DEBOUNCE_MS = 250;
const SUGGEST_MIN_CHARS = 2;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The catalogue's search box. Typing only updates this input (the list waits
 * for Enter or a suggestion), so it never blocks. Suggestions come from
 * relate-manufacturer for the debounced text; each keyword has its own query
 * key and abort signal, so an answer for older text is never shown.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder = '货号 / 产品名称 / CAS 号，如 420201-100T、50-00-0',
}: {
  value: string;
  onSearch: (keyword: string, brandId?: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  // The URL's keyword changed (Back, a chip closed): show it (state adjusted while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const keyword = normaliseKeyword(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  const enabled = open && keyword.length >= SUGGEST_MIN_CHARS && keyword !== value;
  const { data } = useQuery({ ...materialQueries.brandFacets(keyword), enabled });
  const options =
    enabled && data && data.length > 0
      ? [
          { value: `all::${keyword}`, label: <span>搜索“{keyword}”的全部结果</span> },
          ...data.slice(0, 6).map((facet) => ({
            value: `brand:${facet._id}:${keyword}`,
            label: (
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <span>
                  在 <strong>{facet.nameEn || facet.name}</strong> 中搜索“{keyword}”
                </span>
                <span style={{ color: '#646b7a' }}>{facet.count} 件</span>
              </span>
            ),
          })),
        ]
      : [];

  const submit = (raw: string, brandId?: string) => {
    setOpen(false);
    onSearch(normaliseKeyword(raw), brandId);
  };

  return (
    <div role="search" aria-label="搜索产品" style={{ display: 'flex', gap: 8, width: '100%', maxWidth: 720 }}>
      <AutoComplete
        style={{ flex: 1, minWidth: 0 }}
        value={text}
        options={options}
        open={open && options.length > 0}
        onChange={(next) => {
          setText(next);
          setOpen(true);
        }}
        onSelect={(selected: string) => {
          if (selected.startsWith('brand:')) {
            const [, brandId, ...rest] = selected.split(':');
            setText(rest.join(':'));
            submit(rest.join(':'), brandId);
          } else {
            const kw = selected.slice('all::'.length);
            setText(kw);
            submit(kw);
          }
        }}
        onBlur={() => setOpen(false)}
      >
        <Input
          aria-label="搜索关键词"
          placeholder={placeholder}
          allowClear
          onPressEnter={(event) => {
            if (!(open && options.length > 0)) submit(event.currentTarget.value);
          }}
        />
      </AutoComplete>
      <Button type="primary" icon={<SearchOutlined />} onClick={() => submit(text)}>
        搜索
      </Button>
    </div>
  );
}
