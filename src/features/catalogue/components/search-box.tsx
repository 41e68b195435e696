import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PrimaryButton } from '@/shared/ui/lite';
import { LiteIcon, searchIcon, type LiteIconDef } from '@/shared/ui/lite-icons';
import { useQuery } from '@tanstack/react-query';
import { materialQueries, type FacetFilters } from '@/entities/material';
import { normaliseKeyword } from '@/shared/lib/catalogue-number';
import styles from './catalogue-search.module.css';

/** antd's clear, drawn by LiteIcon (src/shared/ui/lite-icons.tsx) with this component's code. */
const clearIcon: LiteIconDef = { name: 'close-circle', d: 'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z', evenodd: true };

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
 * The catalogue's search box: a WAI-ARIA combobox drawn without antd (it is on the list's first screen,
 * docs/performance.md). Typing only updates this input (the list waits for Enter, 搜索 or a suggestion),
 * so it never blocks. Suggestions come from relate-manufacturer for the debounced text; each keyword has
 * its own query key and abort signal, so an answer for older text is never shown. Their counts are over the
 * list's other filters (`scope`), which a search keeps. ArrowDown/ArrowUp move
 * through them, Enter picks one (or searches the text), Escape closes them.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder = '货号 / 产品名称 / CAS 号，如 420201-100T、50-00-0',
  scope,
}: {
  value: string;
  /** the list's other filters, which the suggestions' brand counts follow (their keyword is the typed text) */
  scope?: Omit<FacetFilters, 'mfrId'>;
  onSearch: (keyword: string, brandId?: string) => void;
  placeholder?: string;
}) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const keyword = normaliseKeyword(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  const enabled = open && keyword.length >= SUGGEST_MIN_CHARS && keyword !== value;
  // no placeholder: the suggestions of older text are never shown for newer text
  const { data } = useQuery({ ...materialQueries.brandFacets({ ...scope, keyword }), placeholderData: undefined, enabled });

  const submit = (raw: string, brandId?: string) => {
    setOpen(false);
    setActive(-1);
    onSearch(normaliseKeyword(raw), brandId);
  };
  const options: { key: string; label: ReactNode; pick: () => void }[] =
    enabled && data && data.length > 0
      ? [
          { key: 'all', label: <span>搜索“{keyword}”的全部结果</span>, pick: () => { setText(keyword); submit(keyword); } },
          ...data.slice(0, 6).map((facet) => ({
            key: facet._id,
            label: (
              <>
                <span>
                  在 <strong>{facet.nameEn || facet.name}</strong> 中搜索“{keyword}”
                </span>
                <span className={styles.suggestCount}>{facet.count} 件</span>
              </>
            ),
            pick: () => {
              setText(keyword);
              submit(keyword, facet._id);
            },
          })),
        ]
      : [];
  const expanded = open && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(-1, Math.min(options.length - 1, index + step)));
    } else if (event.key === 'Enter') {
      if (event.nativeEvent.isComposing) return; // an IME still composing
      if (expanded && active >= 0) options[active]?.pick();
      else submit(event.currentTarget.value);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div role="search" aria-label="搜索产品" className={styles.searchLook}>
      <div className={styles.combo}>
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label="搜索关键词"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          className={styles.comboInput}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {text ? (
          <button
            type="button"
            className={styles.comboClear}
            aria-label="清空关键词"
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <LiteIcon icon={clearIcon} aria-hidden />
          </button>
        ) : null}
        <ul id={listId} role="listbox" aria-label="搜索建议" className={styles.suggestions} hidden={!expanded}>
          {expanded
            ? options.map((option, index) => (
                <li
                  key={option.key}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={styles.suggestion}
                  // keep the focus in the input: the click picks, the blur would close first
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={option.pick}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
      </div>
      <PrimaryButton onClick={() => submit(text)}>
        <LiteIcon icon={searchIcon} />
        搜索
      </PrimaryButton>
    </div>
  );
}
