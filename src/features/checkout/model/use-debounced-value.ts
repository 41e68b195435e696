import { useEffect, useState } from 'react';

/** `value` once it has stood still for `ms` (the checkout asks for a preview after the buyer stops changing things). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
