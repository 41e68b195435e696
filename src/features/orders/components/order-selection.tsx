import type { ReactNode } from 'react';
import { atom, useAtom } from 'jotai';
import { Button, Checkbox } from 'antd';
import { sessionKey, useSessionEnabled } from '@/shared/session';
import type { OrderListItem } from '@/entities/order';

export type OrderRef = { _id: string; orderNo: string };
/** The page's action on the chosen orders (报销材料包), drawn in the selection bar. */
export type SelectionAction = (orders: OrderRef[]) => ReactNode;

/** The selection outlives the list's page: an order opened from it and Back finds the boxes as they were. */
const selectionAtom = atom<{ session: string | null; chosen: OrderRef[] }>({ session: null, chosen: [] });

/**
 * The order list's selection: kept across pages, filters and a visit to an order, in the order chosen; one
 * sign-in's (a refresh keeps it; signing out and in again, as the same member or another, starts empty).
 */
export function useOrderSelection() {
  const session = sessionKey(useSessionEnabled().token);
  const [state, setState] = useAtom(selectionAtom);
  const chosen = state.session === session ? state.chosen : [];
  const setChosen = (next: (list: OrderRef[]) => OrderRef[]) =>
    setState((s) => ({ session, chosen: next(s.session === session ? s.chosen : []) }));
  const isChosen = (id: string) => chosen.some((o) => o._id === id);
  const toggle = (order: OrderRef, on: boolean) =>
    setChosen((list) => (on ? [...list.filter((o) => o._id !== order._id), { _id: order._id, orderNo: order.orderNo }] : list.filter((o) => o._id !== order._id)));
  return { chosen, isChosen, toggle, clear: () => setChosen(() => []) };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;

/** The card's box: 选择订单 SO…. */
export function SelectBox({ order, selection }: { order: OrderListItem; selection: OrderSelection }) {
  return (
    <Checkbox checked={selection.isChosen(order._id)} onChange={(e) => selection.toggle(order, e.target.checked)} aria-label={`选择订单 ${order.orderNo}`} />
  );
}

/** 已选 n 个订单, the page's action and 清空, above the list. */
export function SelectionBar({ selection, action }: { selection: OrderSelection; action: SelectionAction }) {
  const count = selection.chosen.length;
  return (
    <div role="group" aria-label="已选订单" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: '0 0 12px' }}>
      <span>{count > 0 ? `已选 ${count} 个订单` : '勾选订单后可生成报销材料包'}</span>
      {action(selection.chosen)}
      {count > 0 ? (
        <Button type="link" onClick={selection.clear}>
          清空选择
        </Button>
      ) : null}
    </div>
  );
}
