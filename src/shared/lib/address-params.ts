import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

type Change = (latest: URLSearchParams) => URLSearchParams;

/**
 * The address's query, and a change built on the latest one. React Router's own functional form hands the query
 * of the last render: two changes before the next render (quick clicks on a busy phone) would drop the first. Here
 * the second builds on what the first wrote, until the page has drawn an address again (then on that one, Back
 * included).
 */
export function useAddressParams(): [URLSearchParams, (change: Change, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const written = useRef<{ on: URLSearchParams; to: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: Change, options?: NavigateOptions) => {
      const base = written.current?.on === params ? written.current.to : params;
      const next = change(new URLSearchParams(base));
      written.current = { on: params, to: next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, update];
}
