import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reloadSession } from '@/shared/session';
import { cartQueries } from './queries';
import { isCart } from './requests';
import { addToCart, batchLines, deleteLines, selectLine, selectLines, updateQuantity } from './changes';
import type { BatchLine, CartInfo, CartLine } from './types';

/**
 * The cart's mutations own its cache: every answer is the whole cart, written into the one cart entry
 * (cartQueries.info); selection and quantity show at once and roll back when the mall refuses.
 */
const CART_MUTATION = [...cartQueries.all(), 'change'] as const;
/** The stepper waits this long after the last click before telling the mall. */
const QUANTITY_DEBOUNCE_MS = 350;

/**
 * Cart changes in flight, per client: a server answer replaces the cache only when it is the last one. When changes
 * overlapped, the last answer to arrive may be of an earlier change (answers can overtake each other), so the cart
 * is then read again instead.
 */
const inFlight = new WeakMap<QueryClient, number>();
const overlapped = new WeakSet<QueryClient>();
const begin = (qc: QueryClient) => {
  const running = inFlight.get(qc) ?? 0;
  if (running > 0) overlapped.add(qc);
  inFlight.set(qc, running + 1);
};
const end = (qc: QueryClient) => {
  const running = Math.max(0, (inFlight.get(qc) ?? 1) - 1);
  inFlight.set(qc, running);
  if (running === 0) overlapped.delete(qc); // the last one failed: its rollback stands
};
const isLast = (qc: QueryClient) => (inFlight.get(qc) ?? 0) <= 1;

function patchLines(qc: QueryClient, patch: (line: CartLine) => CartLine | null): void {
  qc.setQueryData<CartInfo>(cartQueries.all(), (cart) => {
    if (!cart) return cart;
    let changed = false;
    const list: CartLine[] = [];
    for (const line of cart.list) {
      const next = patch(line);
      if (next !== line) changed = true;
      if (next) list.push(next);
    }
    // Unchanged lines keep their identity, so memoised rows do not re-render.
    return changed ? { ...cart, list, itemCounts: list.length } : cart;
  });
}

function acceptServer(qc: QueryClient, cart: CartInfo): void {
  if (!isLast(qc)) return;
  if (overlapped.delete(qc)) void qc.invalidateQueries({ queryKey: cartQueries.all() });
  else qc.setQueryData(cartQueries.all(), cart);
}

/**
 * Selection, single or in bulk: shown at once, rolled back when the mall
 * refuses (the client has already shown the mall's message).
 */
export function useSelectLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION,
    mutationFn: ({ ids, selected }: { ids: string[] | 'all'; selected: boolean }) =>
      ids !== 'all' && ids.length === 1 ? selectLine(ids[0]!, selected) : selectLines(ids, selected),
    onMutate: async ({ ids, selected }) => {
      begin(qc);
      void qc.cancelQueries({ queryKey: cartQueries.all() });
      const cart = qc.getQueryData<CartInfo>(cartQueries.all());
      const target = ids === 'all' ? null : new Set(ids);
      const previous = new Map<string, boolean>();
      for (const line of cart?.list ?? []) if (!target || target.has(line.matlId)) previous.set(line.matlId, line.selected);
      patchLines(qc, (line) => (previous.has(line.matlId) && line.selected !== selected ? { ...line, selected } : line));
      return { previous };
    },
    onSuccess: (cart) => acceptServer(qc, cart),
    onError: (_error, _vars, context) => {
      const previous = context?.previous;
      if (previous) patchLines(qc, (line) => (previous.has(line.matlId) && previous.get(line.matlId) !== line.selected ? { ...line, selected: previous.get(line.matlId)! } : line));
    },
    onSettled: () => end(qc),
  });
}

/** The quantity stepper: the line changes at once; the mall hears the last value after a pause. */
export function useLineQuantity() {
  const qc = useQueryClient();
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; previous: number; quantity: number }>());
  const mutation = useMutation({
    mutationKey: CART_MUTATION,
    mutationFn: ({ matlId, quantity, keepalive }: { matlId: string; quantity: number; previous: number; keepalive?: boolean }) =>
      updateQuantity(matlId, quantity, { keepalive }),
    onMutate: () => {
      begin(qc);
    },
    onSuccess: (cart) => acceptServer(qc, cart),
    onError: (_error, { matlId, quantity, previous }) => {
      patchLines(qc, (line) => (line.matlId === matlId && line.quantity === quantity ? { ...line, quantity: previous } : line));
    },
    onSettled: () => end(qc),
  });
  const { mutate } = mutation;

  const flush = useCallback(
    (matlId: string, keepalive = false) => {
      const pending = timers.current.get(matlId);
      if (!pending) return;
      clearTimeout(pending.timer);
      timers.current.delete(matlId);
      if (pending.quantity !== pending.previous) mutate({ matlId, quantity: pending.quantity, previous: pending.previous, keepalive });
    },
    [mutate],
  );

  const change = useCallback(
    (matlId: string, quantity: number) => {
      const line = qc.getQueryData<CartInfo>(cartQueries.all())?.list.find((l) => l.matlId === matlId);
      if (!line) return;
      void qc.cancelQueries({ queryKey: cartQueries.all() });
      const pending = timers.current.get(matlId);
      if (pending) clearTimeout(pending.timer);
      const previous = pending?.previous ?? line.quantity;
      patchLines(qc, (l) => (l.matlId === matlId && l.quantity !== quantity ? { ...l, quantity } : l));
      timers.current.set(matlId, { previous, quantity, timer: setTimeout(() => flush(matlId), QUANTITY_DEBOUNCE_MS) });
    },
    [qc, flush],
  );

  // Leaving the page still sends what the user set: another route (unmount); a reload or a typed address
  // (pagehide), a closed tab or a phone's app switch that may end in a discard (hidden first, then pagehide): the
  // timers die with the document, so the last value goes out at once, kept alive to outlive it (every browser the
  // build targets sends such a call with its CORS preflight). Not covered: a token expired by then (its refresh
  // would die with the page).
  useEffect(() => {
    const map = timers.current;
    const away = () => [...map.keys()].forEach((id) => flush(id, true));
    const hidden = () => {
      if (document.visibilityState === 'hidden') away();
    };
    window.addEventListener('pagehide', away);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', away);
      document.removeEventListener('visibilitychange', hidden);
      [...map.keys()].forEach((id) => flush(id));
    };
  }, [flush]);

  return { change, pending: mutation.isPending };
}

export function useDeleteLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION,
    mutationFn: deleteLines,
    onMutate: () => begin(qc),
    onSuccess: (cart) => acceptServer(qc, cart),
    onError: () => reloadSession(qc, { member: false, cart: true }),
    onSettled: () => end(qc),
  });
}

/** Quick order: check the lines (report only) or add the good ones in one call. */
export function useBatchLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, dryRun }: { lines: BatchLine[]; dryRun: boolean }) => batchLines(lines, dryRun),
    onSuccess: (answer) => {
      if (answer.cart) qc.setQueryData(cartQueries.all(), answer.cart);
    },
  });
}

/**
 * Add a material to the cart (the detail page, the assistant's answers). The answer is the whole cart,
 * written straight into the cart query (which never refetches by itself) so the header badge updates at once.
 */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => {
      qc.setQueryData(cartQueries.all(), cart);
    },
  });
}

/**
 * A whole cart answered by another call than the cart's own (a buying list's 加入购物车, docs/api.md §23): written
 * into the one cart entry when no cart change is in flight, else the cart is read again (the last word is the mall's).
 */
export function acceptCartAnswer(qc: QueryClient, cart: unknown): Promise<void> {
  if (isCart(cart) && (inFlight.get(qc) ?? 0) === 0) {
    qc.setQueryData(cartQueries.all(), cart);
    return Promise.resolve();
  }
  return reloadSession(qc, { member: false, cart: true });
}
